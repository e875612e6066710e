import { sql, type SQL } from 'drizzle-orm';
import { pageCount } from '../../../domain/atlet/pagination';
import type { AdminDojangQuery, AdminDojangRow } from '../../../domain/schemas/admin-dojang';
import type { PageMeta } from '../../../domain/schemas/peserta-response';
import type { DbOrTx } from '../../db/types';
import { queryRows } from '../../db/rows';

/** ILIKE pattern matching `text` anywhere, with the wildcards in it taken literally. */
export const contains = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** timestamptz as the API's ISO text, the same on both drivers. */
export const isoText = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

function whereOf(q: Omit<AdminDojangQuery, 'page' | 'limit'>): SQL {
  const parts: SQL[] = [sql`true`];
  if (q.status) parts.push(sql`d.status = ${q.status}`);
  if (q.search) {
    const p = contains(q.search);
    parts.push(sql`(d.nama_dojang ilike ${p} or d.email ilike ${p} or d.kota ilike ${p} or d.provinsi ilike ${p}
      or exists (select 1 from pelatih sp where sp.id_dojang = d.id_dojang and sp.nama_pelatih ilike ${p}))`);
  }
  return sql.join(parts, sql` and `);
}

const ORDER = sql.raw('d.nama_dojang, d.id_dojang');

/**
 * GET /api/admin/dojang: one page by name, in one query — the filtered ids are paged and counted with a
 * window first, then only that page's rows get their athlete count and coach. A page past the end costs
 * one count more.
 */
export async function listAdminDojang(db: DbOrTx, q: AdminDojangQuery): Promise<{ data: AdminDojangRow[]; meta: PageMeta }> {
  const { page, limit, ...filter } = q;
  const where = whereOf(filter);
  const rows = await queryRows<AdminDojangRow & { total: number }>(
    db,
    sql`
    with halaman as (
      select d.id_dojang, count(*) over ()::int as total
      from dojang d
      where ${where}
      order by ${ORDER}
      limit ${limit} offset ${(page - 1) * limit}
    )
    select h.total, d.id_dojang, d.nama_dojang, d.email, d.no_telp, d.provinsi, d.kota, d.status::text as status,
      (select count(*)::int from atlet a where a.id_dojang = d.id_dojang) as jumlah_atlet,
      p.nama_pelatih, ${isoText('d.created_at')} as created_at
    from halaman h
    join dojang d on d.id_dojang = h.id_dojang
    left join pelatih p on p.id_dojang = d.id_dojang
    order by ${ORDER}`,
  );
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && page > 1) {
    const [counted] = await queryRows<{ total: number }>(db, sql`select count(*)::int as total from dojang d where ${where}`);
    total = counted?.total ?? 0;
  }
  return {
    data: rows.map(({ total: _total, ...row }) => ({ ...row, jumlah_atlet: Number(row.jumlah_atlet) })),
    meta: { page, limit, total: Number(total), totalPages: pageCount(Number(total), limit) },
  };
}
