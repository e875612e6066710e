import { Hono } from 'hono';
import { and, eq, sql } from 'drizzle-orm';
import { atlet } from '../db/schema';
import { logActivity } from '../activity/log';
import { izinkanPeran, pastikanBoleh } from '../http/akses';
import { ApiError } from '../http/api-error';
import { currentAuth } from '../http/auth-middleware';
import type { AppDeps, AppEnv } from '../http/env';
import { ok } from '../http/respond';
import { privateRevalidate } from '../http/revalidate';
import { parseId } from '../http/validate';
import { adminAtletRoute } from './admin-list';
import { eligibleRoutes } from './eligible';
import { atletDalam, readScope } from './scope';
import { findAtlet, listAtlet } from './serialize';
import { atletStats } from './stats';
import { ATLET_NOT_FOUND, createAtlet, updateAtlet } from './write';

/** Spec 001 §7 "Athletes": reads scoped by role (§6), writes by the athlete's own coach only. */
export function atletRoutes(deps: AppDeps) {
  const { db } = deps;
  const r = new Hono<AppEnv>();
  r.use('*', izinkanPeran('atlet.baca'));
  r.on('GET', ['/', '/stats', '/dojang/:id_dojang', '/:id'], privateRevalidate);
  r.route('/eligible', eligibleRoutes(deps));

  // With ?page= one page and meta (the admin's /admin/atlets); without, the plain list the coach screens read.
  r.get('/', async (c) => (c.req.query('page') !== undefined ? adminAtletRoute(db, c)
    : ok(c, await listAtlet(db, readScope(currentAuth(c).user)))));

  r.get('/stats', async (c) => ok(c, await atletStats(db, readScope(currentAuth(c).user))));

  r.get('/dojang/:id_dojang', async (c) => {
    const id_dojang = parseId(c.req.param('id_dojang'));
    const { user } = currentAuth(c);
    pastikanBoleh(user, 'atlet.baca', { id_dojang });
    return ok(c, await listAtlet(db, and(eq(atlet.id_dojang, id_dojang), readScope(user))));
  });

  r.get('/:id', async (c) => {
    const found = await findAtlet(db, parseId(c.req.param('id')), readScope(currentAuth(c).user));
    if (!found) throw new ApiError(404, ATLET_NOT_FOUND);
    return ok(c, found);
  });

  r.post('/', izinkanPeran('atlet.tambah'), async (c) => {
    const id = await createAtlet(deps, c);
    const created = await findAtlet(db, id);
    const { user } = currentAuth(c);
    await logActivity(db, { action: 'TAMBAH_ATLET', actor: user.email, id_akun: user.id_akun,
      details: `Atlet ${created?.nama_atlet ?? id} ditambahkan` });
    return ok(c, created, 'Data atlet berhasil disimpan!', 201);
  });

  r.put('/:id', izinkanPeran('atlet.ubah'), async (c) => {
    const id = parseId(c.req.param('id'));
    // The coach's own dojang's athlete; another's is not found.
    await updateAtlet(deps, c, id, atletDalam(pastikanBoleh(currentAuth(c).user, 'atlet.ubah')) ?? sql`true`);
    const updated = await findAtlet(db, id);
    const { user } = currentAuth(c);
    await logActivity(db, { action: 'UPDATE_ATLET', actor: user.email, id_akun: user.id_akun,
      details: `Data atlet ${updated?.nama_atlet ?? id} diperbarui` });
    return ok(c, updated, 'Data atlet berhasil diperbarui');
  });
  return r;
}
