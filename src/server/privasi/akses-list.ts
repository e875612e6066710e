import { sql } from 'drizzle-orm';
import { pageCount } from '../../domain/atlet/pagination';
import type { AksesData, ObjekAkses } from '../../domain/privasi/akses';
import { queryRows } from '../db/rows';
import type { DbOrTx } from '../db/types';

type Baris = { total: number; id: number; pada: Date | string; nama: string; peran: string; objek: ObjekAkses; berkas: string | null };

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

/** One page of an athlete's access record, newest first, with the total: one query (the count as a window). */
export async function halamanAkses(db: DbOrTx, id_atlet: number, page: number, limit: number) {
  const rows = await queryRows<Baris>(
    db,
    sql`select count(*) over ()::int as total, id, pada, nama, peran, objek, berkas from akses_data
      where id_atlet = ${id_atlet} order by pada desc, id desc limit ${limit} offset ${(page - 1) * limit}`,
  );
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && page > 1) {
    const [c] = await queryRows<{ total: number }>(db, sql`select count(*)::int as total from akses_data where id_atlet = ${id_atlet}`);
    total = Number(c?.total ?? 0);
  }
  const data: AksesData[] = rows.map((r) => ({
    id: r.id,
    pada: iso(r.pada),
    nama: r.nama,
    peran: r.peran,
    objek: r.objek,
    berkas: r.berkas,
  }));
  return { data, meta: { page, limit, total, totalPages: pageCount(total, limit) } };
}

/** Every access row of the athlete, oldest first (the export). */
export async function semuaAkses(db: DbOrTx, id_atlet: number): Promise<AksesData[]> {
  const rows = await queryRows<Omit<Baris, 'total'>>(
    db,
    sql`select id, pada, nama, peran, objek, berkas from akses_data where id_atlet = ${id_atlet} order by pada, id limit 200000`,
  );
  return rows.map((r) => ({ id: r.id, pada: iso(r.pada), nama: r.nama, peran: r.peran, objek: r.objek, berkas: r.berkas }));
}
