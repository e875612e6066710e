import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { PENGATURAN_SKOR_BAWAAN, PENGATURAN_SKOR_SCHEMA, type PengaturanSkor } from '../../domain/skor';
import { kompetisi } from '../db/schema';
import type { DbOrTx } from '../db/types';

/**
 * A competition's scoring setting as stored; none stored (or a stored one that no longer passes the schema,
 * e.g. from a restored backup) reads as the shipped setting.
 */
export async function bacaPengaturanSkor(tx: DbOrTx, id_kompetisi: number): Promise<PengaturanSkor> {
  const [row] = await tx.select({ p: kompetisi.pengaturan_skor }).from(kompetisi).where(eq(kompetisi.id_kompetisi, id_kompetisi));
  if (!row?.p) return PENGATURAN_SKOR_BAWAAN;
  const r = v.safeParse(PENGATURAN_SKOR_SCHEMA, row.p);
  return r.success ? r.output : PENGATURAN_SKOR_BAWAAN;
}
