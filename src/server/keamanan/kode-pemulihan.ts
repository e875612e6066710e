import { createHash, randomInt } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import { JUMLAH_KODE_PEMULIHAN, KODE_PEMULIHAN_ALFABET, tampilKodePemulihan } from '../../domain/schemas/keamanan';
import { kodePemulihan } from '../db/schema';
import type { DbOrTx } from '../db/types';
import { hashSecret, verifySecret } from '../auth/password';

/**
 * One-time recovery codes of two-factor login: 10 random characters (~49 bits) each, stored as scrypt with a
 * salt of their own (auth/password.ts), like a password, so a copy of the database cannot be searched for
 * them. Codes made before were a plain SHA-256: still accepted (each is used up once), never written again.
 * A used code keeps its row with dipakai_pada set.
 */
const hashLama = (kode: string) => createHash('sha256').update(`arena-pemulihan:${kode}`).digest('hex');
/** 32-byte key: the whole 'scrypt$…' string fits the 128-character column. */
const hashKode = (kode: string) => hashSecret(kode, 32);

function kodeAcak(): string {
  let s = '';
  for (let i = 0; i < 10; i++) s += KODE_PEMULIHAN_ALFABET[randomInt(KODE_PEMULIHAN_ALFABET.length)];
  return s;
}

/** Replaces the account's codes with 10 new ones; answers them (as 'xxxxx-xxxxx') to be shown once. */
export async function gantiKodePemulihan(tx: DbOrTx, id_akun: number): Promise<string[]> {
  const kode = new Set<string>();
  while (kode.size < JUMLAH_KODE_PEMULIHAN) kode.add(kodeAcak());
  const hashes = await Promise.all([...kode].map(hashKode));
  await tx.delete(kodePemulihan).where(eq(kodePemulihan.id_akun, id_akun));
  await tx.insert(kodePemulihan).values(hashes.map((kode_hash) => ({ id_akun, kode_hash })));
  return [...kode].map(tampilKodePemulihan);
}

/** Uses one code (normalised: 10 characters, no hyphen); false when it is wrong or already used. */
export async function pakaiKodePemulihan(tx: DbOrTx, id_akun: number, kode: string): Promise<boolean> {
  const belum = await tx
    .select({ id: kodePemulihan.id, kode_hash: kodePemulihan.kode_hash })
    .from(kodePemulihan)
    .where(and(eq(kodePemulihan.id_akun, id_akun), isNull(kodePemulihan.dipakai_pada)));
  const lama = hashLama(kode);
  let cocok = belum.find((r) => r.kode_hash === lama);
  // Every salted code is checked (a wrong code costs as much as a right one; 10 at most).
  const hasil = await Promise.all(belum.map((r) => (r.kode_hash.startsWith('scrypt$') ? verifySecret(kode, r.kode_hash) : false)));
  cocok ??= belum.find((_, i) => hasil[i]);
  if (!cocok) return false;
  // Used exactly once, also when two requests carry the same code.
  const used = await tx
    .update(kodePemulihan)
    .set({ dipakai_pada: new Date() })
    .where(and(eq(kodePemulihan.id, cocok.id), isNull(kodePemulihan.dipakai_pada)))
    .returning({ id: kodePemulihan.id });
  return used.length > 0;
}

export async function sisaKodePemulihan(db: DbOrTx, id_akun: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(kodePemulihan)
    .where(and(eq(kodePemulihan.id_akun, id_akun), isNull(kodePemulihan.dipakai_pada)));
  return row?.n ?? 0;
}
