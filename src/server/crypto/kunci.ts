import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The key for secrets stored in the database (SMTP password, TOTP secrets): ARENA_SECRET_KEY (32 bytes as
 * base64 or hex) when set; otherwise a random key made once in DATA_DIR/secret.key (mode 600), so a demo
 * `npm start` works and a restart reads the same key. It also wraps the key of every private upload
 * (src/server/berkas-aman): losing it loses those secrets and those files (not the database rows).
 */
let kunci: Buffer | null = null;

export function parseKunci(raw: string): Buffer {
  const s = raw.trim();
  const buf = /^[0-9a-f]{64}$/i.test(s) ? Buffer.from(s, 'hex') : Buffer.from(s, 'base64');
  if (buf.length !== 32) throw new Error('ARENA_SECRET_KEY harus 32 byte (base64 atau hex)');
  return buf;
}

/** The server key of dataDir: the environment's ARENA_SECRET_KEY, or DATA_DIR/secret.key (made once, mode 600). */
export function kunciServer(dataDir: string, env: NodeJS.ProcessEnv = process.env): Buffer {
  if (env.ARENA_SECRET_KEY) return parseKunci(env.ARENA_SECRET_KEY);
  const file = path.join(dataDir, 'secret.key');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600 });
    chmodSync(file, 0o600);
  }
  return parseKunci(readFileSync(file, 'utf8'));
}

/** Call once at start-up (start.ts / tests): the environment's key, or the one kept in dataDir. */
export function siapkanKunci(dataDir: string, env: NodeJS.ProcessEnv = process.env): void {
  kunci = kunciServer(dataDir, env);
}

function ambilKunci(): Buffer {
  if (!kunci) throw new Error('Kunci rahasia belum disiapkan (siapkanKunci)');
  return kunci;
}

/** AES-256-GCM: 'v1:' + base64(iv | tag | ciphertext). */
export function enkripsi(teks: string): string {
  return enkripsiDengan(ambilKunci(), teks);
}

/** The text back; throws when the value was made with another key or changed. */
export function dekripsi(nilai: string): string {
  return dekripsiDengan(ambilKunci(), nilai);
}

/** enkripsi with a given key (key rotation re-encrypts with the new one). */
export function enkripsiDengan(k: Buffer, teks: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', k, iv);
  const data = Buffer.concat([cipher.update(teks, 'utf8'), cipher.final()]);
  return `v1:${Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64')}`;
}

export function dekripsiDengan(k: Buffer, nilai: string): string {
  if (!nilai.startsWith('v1:')) throw new Error('Format rahasia tidak dikenal');
  const raw = Buffer.from(nilai.slice(3), 'base64');
  const decipher = createDecipheriv('aes-256-gcm', k, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}
