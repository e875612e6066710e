import { Hono } from 'hono';
import { ADMIN_DOJANG_MSG, adminDojangQuerySchema } from '../../domain/schemas/admin-dojang';
import { ApiError } from '../http/api-error';
import { izinkanPeran } from '../http/akses';
import type { AppDeps, AppEnv } from '../http/env';
import { ok } from '../http/respond';
import { parseId, parseInput } from '../http/validate';
import { findAdminDojang } from './dojang/detail';
import { hapusDojang } from './dojang/hapus';
import { listAdminDojang } from './dojang/list';
import { ubahStatusDojang } from './dojang/status';

/**
 * /api/admin/dojang (spec 001 §2 "Dojang validation", issue 8), ADMIN only: the searchable list (20 a
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
    if (!found) throw new ApiError(404, ADMIN_DOJANG_MSG.tidakDitemukan);
    return ok(c, found);
  });

  r.patch('/:id/status', async (c) => {
    const hasil = await ubahStatusDojang(db, c, parseId(c.req.param('id')));
    return hasil.kind === 'ok' ? c.json(hasil.body) : c.json(hasil.body, 409);
  });

  r.delete('/:id', async (c) => c.json(await hapusDojang(deps, c, parseId(c.req.param('id')))));
  return r;
}
