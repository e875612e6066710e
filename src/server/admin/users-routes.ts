import { Hono } from 'hono';
import { adminUserQuerySchema, adminUserStatusSchema, tambahUserSchema } from '../../domain/schemas/admin-user';
import { hashSecret } from '../auth/password';
import { izinkanPeran } from '../http/akses';
import { currentAuth } from '../http/auth-middleware';
import { bodyFields } from '../http/body';
import type { AppDeps, AppEnv } from '../http/env';
import { jawabTulis } from '../http/tulis';
import { parseId, parseInput } from '../http/validate';
import { hapusUser } from './users/hapus';
import { listAdminUsers } from './users/list';
import { ubahStatusUser } from './users/status';
import { tambahUser } from './users/tambah';
import { STATUS_TOLAK } from './users/tolak';

/** /api/admin/users: ADMIN only. */
export function adminUsersRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  r.use('*', izinkanPeran('akun.kelola'));

  r.get('/', async (c) => {
    const query = parseInput(adminUserQuerySchema, c.req.query());
    const { data, meta, counts } = await listAdminUsers(deps.db, query);
    return c.json({ success: true, data, meta, counts });
  });

  r.post('/', async (c) => {
    const { password, ...input } = parseInput(tambahUserSchema, bodyFields(c));
    const { user } = currentAuth(c);
    const password_hash = await hashSecret(password);
    return jawabTulis(c, deps, STATUS_TOLAK, 201, (tx) => tambahUser(deps, user, { ...input, password_hash }, tx));
  });

  r.patch('/:id/status', async (c) => {
    const id_akun = parseId(c.req.param('id'));
    const input = { ...parseInput(adminUserStatusSchema, bodyFields(c)), id_akun };
    const { user } = currentAuth(c);
    return jawabTulis(c, deps, STATUS_TOLAK, 200, (tx) => ubahStatusUser(deps, user, input, tx));
  });

  r.delete('/:id', async (c) => {
    const id_akun = parseId(c.req.param('id'));
    const { user } = currentAuth(c);
    return jawabTulis(c, deps, STATUS_TOLAK, 200, (tx) => hapusUser(deps, user, { id_akun }, tx));
  });

  return r;
}
