import { Hono } from 'hono';
import { ADMIN_DOJANG_MSG, adminDojangQuerySchema, statusDojangSchema } from '../../domain/schemas/admin-dojang';
import { penolak } from '../http/api-error';
import { izinkanPeran } from '../http/akses';
import { currentAuth } from '../http/auth-middleware';
import { bodyFields } from '../http/body';
import type { AppDeps, AppEnv } from '../http/env';
import { ok } from '../http/respond';
import { jawabTulis } from '../http/tulis';
import { parseId, parseInput } from '../http/validate';
import { findAdminDojang } from './dojang/detail';
import { hapusDojang } from './dojang/hapus';
import { listAdminDojang } from './dojang/list';
import { ubahStatusDojang } from './dojang/status';
import { STATUS_TOLAK } from './dojang/tolak';

const gagal = penolak(STATUS_TOLAK);

/**
 * /api/admin/dojang, ADMIN only: the searchable list (20 a
 * page, status filter), one dojang with its coach and what hangs on it, the validation status, and a
 * delete that refuses instead of cascading.
 */
export function adminDojangRoutes(deps: AppDeps) {
  const { db } = deps;
  const r = new Hono<AppEnv>();
  r.use('*', izinkanPeran('dojang.validasi'));

  r.get('/', async (c) => {
    const { data, meta } = await listAdminDojang(db, parseInput(adminDojangQuerySchema, c.req.query()));
    return c.json({ success: true, data, meta });
  });

  r.get('/:id', async (c) => {
    const found = await findAdminDojang(db, parseId(c.req.param('id')));
    if (!found) throw gagal('tidak_ditemukan', ADMIN_DOJANG_MSG.tidakDitemukan);
    return ok(c, found);
  });

  r.patch('/:id/status', async (c) => {
    const id_dojang = parseId(c.req.param('id'));
    const input = { ...parseInput(statusDojangSchema, bodyFields(c)), id_dojang };
    const { user } = currentAuth(c);
    return jawabTulis(c, deps, STATUS_TOLAK, 200, (tx) => ubahStatusDojang(deps, user, input, tx));
  });

  r.delete('/:id', async (c) => {
    const id_dojang = parseId(c.req.param('id'));
    const { user } = currentAuth(c);
    return jawabTulis(c, deps, STATUS_TOLAK, 200, (tx) => hapusDojang(deps, user, { id_dojang }, tx));
  });
  return r;
}
