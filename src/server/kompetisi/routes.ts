import { Hono } from 'hono';
import { desc, eq, getTableColumns, sql } from 'drizzle-orm';
import { kompetisi } from '../db/schema';
import type { DbOrTx } from '../db/types';
import { ApiError } from '../http/api-error';
import type { AppDeps, AppEnv } from '../http/env';
import { ok } from '../http/respond';
import { parseId } from '../http/validate';
import { mountKompetisiAdmin } from './admin-routes';
import { kompetisiDojangRoutes } from './dojang-peserta';

export const KOMPETISI_NOT_FOUND = 'Kompetisi tidak ditemukan';

// Raw, fully qualified: drizzle leaves columns unqualified in a single-table select.
const jumlahPeserta = sql<number>`(select count(*)::int from peserta_kompetisi pk
  inner join kelas_kejuaraan kk on kk.id_kelas_kejuaraan = pk.id_kelas_kejuaraan
  where kk.id_kompetisi = "kompetisi"."id_kompetisi")`;

export function select(db: DbOrTx) {
  return db.select({ ...getTableColumns(kompetisi), jumlah_peserta: jumlahPeserta }).from(kompetisi);
}

type Row = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

export const toKompetisi = (row: Row) => ({
  ...row,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

/**
 * Public competition list and detail (README, API): every column, including the committee contact
 * (kontak_*) and the transfer account (bank_*) the event site publishes, and kuota.
 */
export function kompetisiRoutes({ db }: AppDeps) {
  const r = new Hono<AppEnv>();

  r.get('/', async (c) => {
    const rows = await select(db).orderBy(desc(kompetisi.is_featured), desc(kompetisi.tanggal_mulai), desc(kompetisi.id_kompetisi));
    return ok(c, rows.map(toKompetisi));
  });

  r.get('/:id', async (c) => {
    const id = parseId(c.req.param('id'));
    const [row] = await select(db).where(eq(kompetisi.id_kompetisi, id));
    if (!row) throw new ApiError(404, KOMPETISI_NOT_FOUND);
    return ok(c, toKompetisi(row));
  });
  mountKompetisiAdmin(r, db);
  r.route('/', kompetisiDojangRoutes(db));
  return r;
}
