import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LEN = 64;
const PARAMS = { N: 16384, r: 8, p: 1 };

function scryptAsync(secret: string, salt: Buffer, keylen: number, opts: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(secret, salt, keylen, { ...opts, maxmem: 64 * 1024 * 1024 }, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

/** Format: scrypt$N$r$p$salt(b64)$hash(b64); `keyLen` shorter for short columns (verifySecret reads any length). */
export async function hashSecret(secret: string, keyLen = KEY_LEN): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(secret, salt, keyLen, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifySecret(secret: string, stored: string): Promise<boolean> {
  const [tag, n, r, p, saltB64, keyB64] = stored.split('$');
  if (tag !== 'scrypt' || !saltB64 || !keyB64) return false;
  const expected = Buffer.from(keyB64, 'base64');
  const key = await scryptAsync(secret, Buffer.from(saltB64, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

let dummyHash: Promise<string> | undefined;
/** Burns the same time as a real check, so an unknown email answers as slowly as a wrong password. */
export async function verifyAgainstDummy(secret: string): Promise<void> {
  dummyHash ??= hashSecret('dummy-password-1');
  await verifySecret(secret, await dummyHash);
}
