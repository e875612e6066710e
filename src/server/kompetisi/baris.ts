import { getTableColumns, sql } from 'drizzle-orm';
import { kompetisi } from '../db/schema';
import type { DbOrTx } from '../db/types';

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
