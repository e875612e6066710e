import { Hono } from 'hono';
import { sql, type SQL } from 'drizzle-orm';
import { pageCount } from '../../domain/atlet/pagination';
import { kompetisiDojangQuerySchema, type KompetisiDojangQuery, type KompetisiDojangRow } from '../../domain/schemas/admin-dojang';
import type { PageMeta } from '../../domain/schemas/peserta-response';
import { contains, isoText } from '../admin/dojang/list';
import type { Db, DbOrTx } from '../db/types';
import { izinkanPeran, pastikanBoleh } from '../http/akses';
import { currentAuth } from '../http/auth-middleware';
import type { AppEnv } from '../http/env';
import { parseId, parseInput } from '../http/validate';
import { getKompetisi } from './baris';
import { queryRows } from '../db/rows';

const ORDER = sql.raw('d.nama_dojang, d.id_dojang');

function whereOf(search: string | undefined): SQL {
  if (!search) return sql`true`;
  const p = contains(search);
  return sql`(d.nama_dojang ilike ${p} or d.kota ilike ${p} or d.provinsi ilike ${p})`;
}

/**
 * The dojangs with entries in one competition, by name, one page in one query: every athlete entered
 * (the registering one and team members, each once) is counted for the own dojang, then the dojangs are
 * filtered, paged and counted with a window. An empty page asks once more whether the competition exists.
 */
export async function listKompetisiDojang(
  db: DbOrTx,
  id_kompetisi: number,
  q: KompetisiDojangQuery,
): Promise<{ data: KompetisiDojangRow[]; meta: PageMeta }> {
  const { page, limit, search } = q;
  const where = whereOf(search);
  const perDojang = sql`
    anggota as (
      select distinct a.id_dojang, a.id_atlet, pk.id_peserta_kompetisi
      from peserta_kompetisi pk
      join kelas_kejuaraan kk on kk.id_kelas_kejuaraan = pk.id_kelas_kejuaraan
      join lateral (select pk.id_atlet as id_atlet
        union select pta.id_atlet from peserta_tim_anggota pta where pta.id_peserta_kompetisi = pk.id_peserta_kompetisi) m on true
      join atlet a on a.id_atlet = m.id_atlet
      where kk.id_kompetisi = ${id_kompetisi}
    ),
    per_dojang as (
      select id_dojang, count(distinct id_atlet)::int as jumlah_atlet, count(distinct id_peserta_kompetisi)::int as jumlah_entri
      from anggota group by id_dojang
    )`;
  const rows = await queryRows<KompetisiDojangRow & { total: number }>(
    db,
    sql`
    with ${perDojang},
    halaman as (
      select pd.id_dojang, pd.jumlah_atlet, pd.jumlah_entri, count(*) over ()::int as total
      from per_dojang pd join dojang d on d.id_dojang = pd.id_dojang
      where ${where}
      order by ${ORDER}
      limit ${limit} offset ${(page - 1) * limit}
    )
    select h.total, h.jumlah_atlet, h.jumlah_entri, d.id_dojang, d.nama_dojang, d.email, d.no_telp, d.negara,
      d.provinsi, d.kota, d.alamat, d.status::text as status, p.nama_pelatih, ${isoText('d.created_at')} as created_at
    from halaman h
    join dojang d on d.id_dojang = h.id_dojang
    left join pelatih p on p.id_dojang = d.id_dojang
    order by ${ORDER}`,
  );
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0) {
    await getKompetisi(db, id_kompetisi);
    if (page > 1) {
      const [counted] = await queryRows<{ total: number }>(
        db,
        sql`
        with ${perDojang} select count(*)::int as total from per_dojang pd join dojang d on d.id_dojang = pd.id_dojang where ${where}`,
      );
      total = counted?.total ?? 0;
    }
  }
  return {
    data: rows.map(({ total: _total, ...row }) => ({
      ...row,
      jumlah_atlet: Number(row.jumlah_atlet),
      jumlah_entri: Number(row.jumlah_entri),
    })),
    meta: { page, limit, total: Number(total), totalPages: pageCount(Number(total), limit) },
  };
}

/**
 * GET /api/kompetisi/{id}/dojang: ADMIN for any
 * competition, ADMIN_KOMPETISI for its own; a coach or another competition's admin is refused.
 */
export function kompetisiDojangRoutes(db: Db) {
  const r = new Hono<AppEnv>();
  r.get('/:id/dojang', izinkanPeran('kompetisi.bacaDojang'), async (c) => {
    const id_kompetisi = parseId(c.req.param('id'));
    pastikanBoleh(currentAuth(c).user, 'kompetisi.bacaDojang', { id_kompetisi });
    const { data, meta } = await listKompetisiDojang(db, id_kompetisi, parseInput(kompetisiDojangQuerySchema, c.req.query()));
    return c.json({ success: true, data, meta });
  });
  return r;
}
