import { eq, sql } from 'drizzle-orm';
import { kompetisi } from '../db/schema';
import type { DbOrTx } from '../db/types';
import { gagalUmum } from '../http/api-error';
import { queryRows } from '../db/rows';
import { KOMPETISI_NOT_FOUND, select, toKompetisi } from './baris';

/** The competition as GET /kompetisi/{id} answers it (with jumlah_peserta), or 404. */
export async function bacaKompetisi(db: DbOrTx, id_kompetisi: number) {
  const [row] = await select(db).where(eq(kompetisi.id_kompetisi, id_kompetisi));
  if (!row) throw gagalUmum('tidak_ditemukan', KOMPETISI_NOT_FOUND);
  return toKompetisi(row);
}

/** Entries of the competition: all of them, and those holding a place (not REJECTED). */
export async function hitungEntri(db: DbOrTx, id_kompetisi: number): Promise<{ total: number; aktif: number }> {
  const [row] = await queryRows<{ total: number; aktif: number }>(
    db,
    sql`
    select count(*)::int as total, (count(*) filter (where pk.status <> 'REJECTED'))::int as aktif
    from peserta_kompetisi pk join kelas_kejuaraan kk on kk.id_kelas_kejuaraan = pk.id_kelas_kejuaraan
    where kk.id_kompetisi = ${id_kompetisi}`,
  );
  return { total: Number(row?.total ?? 0), aktif: Number(row?.aktif ?? 0) };
}
