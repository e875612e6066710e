import { Hono } from 'hono';
import { adminUserQuerySchema } from '../../domain/schemas/admin-user';
import { izinkanPeran } from '../http/akses';
import type { AppDeps, AppEnv } from '../http/env';
import { parseId, parseInput } from '../http/validate';
import { hapusUser } from './users/hapus';
import { listAdminUsers } from './users/list';
import { ubahStatusUser } from './users/status';
import { tambahUser } from './users/tambah';

/** /api/admin/users (spec 001 §7 "Admin"; issue 8): ADMIN only. */
export function adminUsersRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  r.use('*', izinkanPeran('akun.kelola'));

  r.get('/', async (c) => {
    const query = parseInput(adminUserQuerySchema, c.req.query());
    const { data, meta, counts } = await listAdminUsers(deps.db, query);
    return c.json({ success: true, data, meta, counts });
  });

  r.post('/', async (c) => c.json(await tambahUser(deps, c), 201));

  r.patch('/:id/status', async (c) => c.json(await ubahStatusUser(deps, c, parseId(c.req.param('id')))));

  r.delete('/:id', async (c) => c.json(await hapusUser(deps, c, parseId(c.req.param('id')))));

  return r;
}
