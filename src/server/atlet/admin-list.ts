import type { Context } from 'hono';
import { sql, type SQL } from 'drizzle-orm';
import { pageCount } from '../../domain/atlet/pagination';
import type { Kewarganegaraan } from '../../domain/kompetisi/types';
import type { JenisKelamin } from '../../domain/roles';
import {
  adminAtletQuerySchema,
  rentangLahir,
  type AdminAtletPage,
  type AdminAtletQuery,
  type AdminAtletRow,
} from '../../domain/schemas/atlet-admin';
import type { Db } from '../db/types';
import { currentAuth } from '../http/auth-middleware';
import type { AppEnv } from '../http/env';
import { parseInput } from '../http/validate';
import { queryRows } from '../db/rows';
import { readScope } from './scope';
import { makeUmur } from './serialize';

/** ILIKE pattern matching `text` anywhere, with the wildcards in it taken literally. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/**
 * The filters on `atlet` (spelled "atlet" in every query here, as readScope's columns are). The name
 * search folds case under the "C" collation: ASCII letters only (Indonesian names), and on PGlite about
 * twice as fast as the database's C.UTF-8 folding over 20,000 names.
 */
function whereOf(q: AdminAtletQuery, scope: SQL | undefined): SQL {
  const parts: SQL[] = [sql`true`];
  if (scope) parts.push(scope);
  if (q.search) parts.push(sql`"atlet"."nama_atlet" collate "C" ilike ${contains(q.search)}`);
  if (q.jenis_kelamin) parts.push(sql`"atlet"."jenis_kelamin" = ${q.jenis_kelamin}`);
  const rentang = q.kategori_umur === undefined ? null : rentangLahir(q.kategori_umur);
  if (rentang?.dari) parts.push(sql`"atlet"."tanggal_lahir" >= ${rentang.dari}`);
  if (rentang) parts.push(sql`"atlet"."tanggal_lahir" <= ${rentang.sampai}`);
  return sql.join(parts, sql` and `);
}

const ORDER = sql.raw('"atlet"."nama_atlet", "atlet"."id_atlet"');
const ORDER_DESC = sql.raw('"atlet"."nama_atlet" desc, "atlet"."id_atlet" desc');
const ROW = sql.raw(`json_build_array("atlet"."id_atlet", "atlet"."nama_atlet", "atlet"."jenis_kelamin", "atlet"."tanggal_lahir",
  "atlet"."kewarganegaraan", "atlet"."id_dojang", d.nama_dojang)::text`);
const BUILD = sql`from halaman h join atlet on "atlet"."id_atlet" = h.id_atlet join dojang d on d.id_dojang = "atlet"."id_dojang"`;

type Packed = [number, string, JenisKelamin, string, Kewarganegaraan, number, string];

/**
 * One page by name, in one query. With a name search the filter is costly per row, so it runs once: the
 * matching ids are counted with a window and paged. Without one, the count is a separate scan in the same
 * statement (a window would hold every row first) and the page is read along the name index — from the
 * end when it lies in the second half (the last of 200 pages costs what the first does; the branch not
 * taken is cut by a one-time filter; the outer limit tells the planner the page is small, so its rows are
 * fetched by key rather than by a scan). The count's one row keeps the total on a page past the end. Only
 * the page's rows are packed.
 */
export async function adminAtletPage(db: Db, q: AdminAtletQuery, scope: SQL | undefined): Promise<AdminAtletPage> {
  const where = whereOf(q, scope);
  const offset = (q.page - 1) * q.limit;
  const page = sql`limit ${q.limit} offset ${offset}`;
  const rows = q.search
    ? await queryRows<{ total: number | null; packed: string | null }>(
        db,
        sql`
      with halaman as (select "atlet"."id_atlet", count(*) over ()::int as total from atlet where ${where} order by ${ORDER} ${page})
      select h.total, ${ROW} as packed ${BUILD} order by ${ORDER}`,
      )
    : await queryRows<{ total: number | null; packed: string | null }>(
        db,
        sql`
      with c as materialized (select count(*)::int as total from atlet where ${where}),
      halaman as (select * from (
        (select "atlet"."id_atlet" from atlet where ${where} and 2 * ${offset} <= (select total from c)
          order by ${ORDER} limit ${q.limit} offset ${offset})
        union all
        (select "atlet"."id_atlet" from atlet where ${where} and 2 * ${offset} > (select total from c)
          order by ${ORDER_DESC}
          limit greatest(least(${q.limit}, (select total from c) - ${offset}), 0)
          offset greatest((select total from c) - ${offset} - ${q.limit}, 0))
      ) u limit ${q.limit})
      select c.total, x.packed
      from c
      left join (select ${ROW} as packed, "atlet"."nama_atlet", "atlet"."id_atlet" ${BUILD}) x on true
      order by x.nama_atlet, x.id_atlet`,
      );
  let total = Number(rows[0]?.total ?? 0);
  if (q.search && rows.length === 0 && q.page > 1) {
    const [counted] = await queryRows<{ total: number }>(db, sql`select count(*)::int as total from atlet where ${where}`);
    total = Number(counted?.total ?? 0);
  }
  const umur = makeUmur();
  const data = rows.flatMap((r): AdminAtletRow[] => {
    if (r.packed === null) return [];
    const [id_atlet, nama_atlet, jenis_kelamin, tanggal_lahir, kewarganegaraan, id_dojang, nama_dojang] = JSON.parse(r.packed) as Packed;
    return [
      {
        id_atlet,
        nama_atlet,
        jenis_kelamin,
        tanggal_lahir,
        umur: umur(tanggal_lahir),
        kewarganegaraan,
        dojang: { id_dojang, nama_dojang },
      },
    ];
  });
  return { data, meta: { page: q.page, limit: q.limit, total, totalPages: pageCount(total, q.limit) } };
}

/**
 * GET /atlet?page=…: the reader's scope still applies —
 * ADMIN all, a coach the own dojang's, ADMIN_KOMPETISI its entrants.
 */
export async function adminAtletRoute(db: Db, c: Context<AppEnv>) {
  const q = parseInput(adminAtletQuerySchema, c.req.query());
  const { data, meta } = await adminAtletPage(db, q, readScope(currentAuth(c).user));
  return c.json({ success: true, data, meta });
}
