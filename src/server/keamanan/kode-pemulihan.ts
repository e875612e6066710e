import { createHash, randomInt } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import { JUMLAH_KODE_PEMULIHAN, KODE_PEMULIHAN_ALFABET, tampilKodePemulihan } from '../../domain/schemas/keamanan';
import { kodePemulihan } from '../db/schema';
import type { DbOrTx } from '../db/types';

/**
 * One-time recovery codes of two-factor login: 10 random characters (~49 bits) each, so a plain SHA-256
 * is enough to keep them unreadable in the database; a used code keeps its row with dipakai_pada set.
 */
const hashKode = (kode: string) => createHash('sha256').update(`arena-pemulihan:${kode}`).digest('hex');

function kodeAcak(): string {
  let s = '';
  for (let i = 0; i < 10; i++) s += KODE_PEMULIHAN_ALFABET[randomInt(KODE_PEMULIHAN_ALFABET.length)];
  return s;
}

/** Replaces the account's codes with 10 new ones; answers them (as 'xxxxx-xxxxx') to be shown once. */
export async function gantiKodePemulihan(tx: DbOrTx, id_akun: number): Promise<string[]> {
  const kode = new Set<string>();
  while (kode.size < JUMLAH_KODE_PEMULIHAN) kode.add(kodeAcak());
  await tx.delete(kodePemulihan).where(eq(kodePemulihan.id_akun, id_akun));
  await tx.insert(kodePemulihan).values([...kode].map((k) => ({ id_akun, kode_hash: hashKode(k) })));
  return [...kode].map(tampilKodePemulihan);
}

/** Uses one code (normalised: 10 characters, no hyphen); false when it is wrong or already used. */
export async function pakaiKodePemulihan(tx: DbOrTx, id_akun: number, kode: string): Promise<boolean> {
  const used = await tx.update(kodePemulihan).set({ dipakai_pada: new Date() })
    .where(and(eq(kodePemulihan.id_akun, id_akun), eq(kodePemulihan.kode_hash, hashKode(kode)), isNull(kodePemulihan.dipakai_pada)))
    .returning({ id: kodePemulihan.id });
  return used.length > 0;
}

export async function sisaKodePemulihan(db: DbOrTx, id_akun: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(kodePemulihan)
    .where(and(eq(kodePemulihan.id_akun, id_akun), isNull(kodePemulihan.dipakai_pada)));
  return row?.n ?? 0;
}
