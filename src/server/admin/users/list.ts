import { sql, type SQL } from 'drizzle-orm';
import { pageCount } from '../../../domain/atlet/pagination';
import type { AdminUser, AdminUserCounts, AdminUserQuery } from '../../../domain/schemas/admin-user';
import type { DbOrTx } from '../../db/types';
import { queryRows } from '../../db/rows';
import { USER_JOINS, USER_JSON } from './sql';

export interface AdminUserPage {
  data: AdminUser[];
  meta: { page: number; limit: number; total: number; totalPages: number };
  counts: AdminUserCounts;
}

/** ILIKE pattern matching `text` anywhere, with the wildcards in it taken literally. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** The query's filters over `base` (email, profile name, role, status). */
function whereOf(q: AdminUserQuery): SQL {
  const parts: SQL[] = [sql`true`];
  if (q.search) {
    const p = contains(q.search);
    parts.push(sql`(email ilike ${p} or nama ilike ${p})`);
  }
  if (q.role) parts.push(sql`role = ${q.role}`);
  if (q.status) parts.push(sql`status = ${q.status}`);
  return sql.join(parts, sql` and `);
}

/**
 * One page of accounts, newest first, in ONE query: the counts of the whole table (the stat cards do not
 * move with the filters), the number of accounts matching the filters (meta.total, also past the last
 * page), and that page's rows built as JSON.
 */
export async function listAdminUsers(db: DbOrTx, q: AdminUserQuery): Promise<AdminUserPage> {
  const where = whereOf(q);
  const [row] = await queryRows<{ hitung: string; rows: string }>(
    db,
    sql`
    with base as (
      select a.id_akun, a.email, a.role, a.status, a.created_at, coalesce(ad.nama_admin, p.nama_pelatih, ak.nama) as nama
      from akun a
      left join admin ad on ad.id_akun = a.id_akun
      left join pelatih p on p.id_akun = a.id_akun
      left join admin_kompetisi ak on ak.id_akun = a.id_akun
    ),
    hitung as (
      select count(*)::int as "total",
        (count(*) filter (where status = 'ACTIVE'))::int as "ACTIVE",
        (count(*) filter (where status = 'INACTIVE'))::int as "INACTIVE",
        (count(*) filter (where role = 'ADMIN'))::int as "ADMIN",
        (count(*) filter (where role = 'PELATIH'))::int as "PELATIH",
        (count(*) filter (where role = 'ADMIN_KOMPETISI'))::int as "ADMIN_KOMPETISI",
        (count(*) filter (where ${where}))::int as "cocok"
      from base
    ),
    halaman as (
      select id_akun, created_at from base where ${where}
      order by created_at desc, id_akun desc
      limit ${q.limit} offset ${(q.page - 1) * q.limit}
    )
    select row_to_json(hitung)::text as hitung,
      (select coalesce(json_agg(${USER_JSON} order by h.created_at desc, h.id_akun desc), '[]'::json)
       from halaman h join akun a on a.id_akun = h.id_akun ${USER_JOINS})::text as rows
    from hitung`,
  );
  const { cocok, ...counts } = JSON.parse(row.hitung) as AdminUserCounts & { cocok: number };
  return {
    data: JSON.parse(row.rows) as AdminUser[],
    meta: { page: q.page, limit: q.limit, total: cocok, totalPages: pageCount(cocok, q.limit) },
    counts,
  };
}
