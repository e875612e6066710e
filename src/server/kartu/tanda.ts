import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { PANJANG_TANDA, pisahKode } from '../../domain/kartu/kode';
import { setting } from '../db/schema';
import type { DbOrTx } from '../db/types';

/** The setting row holding the signing key of card and certificate codes (a secret: never exported as JSON). */
export const KUNCI_TANDA_SETTING = 'kunci_tanda_kode';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** The signing key, made on first use; two processes making it at once keep the first one written. */
export async function kunciTanda(db: DbOrTx): Promise<Buffer> {
  const baca = async () => (await db.select({ value: setting.value }).from(setting).where(eq(setting.key, KUNCI_TANDA_SETTING)))[0]?.value;
  let nilai = await baca();
  if (typeof nilai !== 'string') {
    await db
      .insert(setting)
      .values({ key: KUNCI_TANDA_SETTING, value: randomBytes(32).toString('base64') })
      .onConflictDoNothing();
    nilai = await baca();
  }
  if (typeof nilai !== 'string') throw new Error('kunci tanda tidak tersimpan');
  return Buffer.from(nilai, 'base64');
}

/** The signature of a code's parts: the first 40 bits of HMAC-SHA256, in base 32. */
export function tandai(kunci: Buffer, bagian: string): string {
  const mac = createHmac('sha256', kunci).update(bagian).digest();
  let bits = 0;
  let nilai = 0;
  let out = '';
  for (const byte of mac) {
    nilai = (nilai << 8) | byte;
    bits += 8;
    while (bits >= 5 && out.length < PANJANG_TANDA) {
      out += BASE32[(nilai >>> (bits - 5)) & 31];
      bits -= 5;
    }
    if (out.length >= PANJANG_TANDA) break;
  }
  return out;
}

/** A whole code: its parts and their signature. */
export function kodeBertanda(kunci: Buffer, bagian: string): string {
  return `${bagian}-${tandai(kunci, bagian)}`;
}

/** The parts of a code whose signature is the server's; null for a forged or malformed code. */
export function periksaKode(kunci: Buffer, kode: string): string | null {
  const p = pisahKode(kode);
  if (!p) return null;
  const benar = Buffer.from(tandai(kunci, p.bagian));
  const diberi = Buffer.from(p.tanda);
  return benar.length === diberi.length && timingSafeEqual(benar, diberi) ? p.bagian : null;
}
