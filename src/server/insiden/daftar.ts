import { sql, type SQL } from 'drizzle-orm';
import { pageCount } from '../../domain/atlet/pagination';
import type { AksesInsiden, AktivitasInsiden } from '../../domain/insiden/laporan';
import { queryRows } from '../db/rows';
import type { DbOrTx } from '../db/types';

export interface Saring {
  dari: string;
  sampai: string;
  id_akun: number | null;
}

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

/** Under 18 at the window's end (WIB day). */
const ANAK = (sampai: string, alias = 'at') =>
  sql`${sql.raw(alias)}.tanggal_lahir > (((${sampai}::timestamptz) at time zone 'Asia/Jakarta')::date - interval '18 years')`;

export const diAkses = (s: Saring, alias = 'x'): SQL =>
  sql`${sql.raw(alias)}.pada >= ${s.dari}::timestamptz and ${sql.raw(alias)}.pada < ${s.sampai}::timestamptz${
    s.id_akun === null ? sql`` : sql` and ${sql.raw(alias)}.id_akun = ${s.id_akun}`
  }`;

export const diAktivitas = (s: Saring): SQL =>
  sql`l.created_at >= ${s.dari}::timestamptz and l.created_at < ${s.sampai}::timestamptz${s.id_akun === null ? sql`` : sql` and l.id_akun = ${s.id_akun}`}`;

type BarisAkses = Omit<AksesInsiden, 'pada'> & { pada: Date | string; total: number };

/** Looks at private data in the window, oldest first, one page (or all, limit null) in one query. */
export async function daftarAkses(db: DbOrTx, s: Saring, page: number, limit: number | null) {
  const rows = await queryRows<BarisAkses>(
    db,
    sql`select count(*) over ()::int as total, x.id, x.pada, x.nama, x.peran, x.objek, x.berkas, x.id_atlet, at.nama_atlet,
        coalesce(${ANAK(s.sampai)}, false) as anak
      from akses_data x left join atlet at on at.id_atlet = x.id_atlet
      where ${diAkses(s)} order by x.pada, x.id
      ${limit === null ? sql`limit 200000` : sql`limit ${limit} offset ${(page - 1) * limit}`}`,
  );
  const total = Number(rows[0]?.total ?? 0);
  const data: AksesInsiden[] = rows.map(({ total: _t, pada, ...r }) => ({ ...r, pada: iso(pada) }));
  return { data, total };
}

type BarisAktivitas = Omit<AktivitasInsiden, 'pada'> & { pada: Date | string; total: number };

/** The activity log in the window, oldest first, one page (or all) in one query. */
export async function daftarAktivitas(db: DbOrTx, s: Saring, page: number, limit: number | null) {
  const rows = await queryRows<BarisAktivitas>(
    db,
    sql`select count(*) over ()::int as total, l.id, l.created_at as pada, l.action as aksi, l.actor as oleh, l.details as rincian
      from activity_log l where ${diAktivitas(s)} order by l.created_at, l.id
      ${limit === null ? sql`limit 200000` : sql`limit ${limit} offset ${(page - 1) * limit}`}`,
  );
  const total = Number(rows[0]?.total ?? 0);
  const data: AktivitasInsiden[] = rows.map(({ total: _t, pada, ...r }) => ({ ...r, pada: iso(pada) }));
  return { data, total };
}

/** A page of a list with its meta (a page past the end counts again, as the lists elsewhere do). */
export async function halaman<T>(
  ambil: (page: number, limit: number | null) => Promise<{ data: T[]; total: number }>,
  page: number,
  limit: number,
) {
  const h = await ambil(page, limit);
  const total = h.data.length === 0 && page > 1 ? (await ambil(1, 1)).total : h.total;
  return { data: h.data, meta: { page, limit, total, totalPages: pageCount(total, limit) } };
}

export { ANAK };
