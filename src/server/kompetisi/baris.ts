import { eq, getTableColumns, sql } from 'drizzle-orm';
import { kompetisi } from '../db/schema';
import type { DbOrTx } from '../db/types';
import { gagalUmum } from '../http/api-error';

export const KOMPETISI_NOT_FOUND = 'Kompetisi tidak ditemukan';

// Raw, fully qualified: drizzle leaves columns unqualified in a single-table select.
const jumlahPeserta = sql<number>`(select count(*)::int from peserta_kompetisi pk
  inner join kelas_kejuaraan kk on kk.id_kelas_kejuaraan = pk.id_kelas_kejuaraan
  where kk.id_kompetisi = "kompetisi"."id_kompetisi")`;

/** Every column of the competition with jumlah_peserta (its entries, whatever their status). */
export function select(db: DbOrTx) {
  return db.select({ ...getTableColumns(kompetisi), jumlah_peserta: jumlahPeserta }).from(kompetisi);
}

type Row = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

export const toKompetisi = (row: Row) => ({
  ...row,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

export type KompetisiDb = typeof kompetisi.$inferSelect;

/** The competition, or 404 (reads). */
export async function getKompetisi(db: DbOrTx, id_kompetisi: number): Promise<KompetisiDb> {
  const [row] = await db.select().from(kompetisi).where(eq(kompetisi.id_kompetisi, id_kompetisi));
  if (!row) throw gagalUmum('tidak_ditemukan', KOMPETISI_NOT_FOUND);
  return row;
}

/**
 * The competition, row-locked until the transaction ends (undefined when there is none). Every write that the
 * quota or the one-entry rules depend on takes this lock first, so concurrent registrations are checked one at a time.
 */
export async function lockKompetisi(tx: DbOrTx, id_kompetisi: number): Promise<KompetisiDb | undefined> {
  const [row] = await tx.select().from(kompetisi).where(eq(kompetisi.id_kompetisi, id_kompetisi)).for('update');
  return row;
}
