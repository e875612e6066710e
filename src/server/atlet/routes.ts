import { Hono } from 'hono';
import { and, eq } from 'drizzle-orm';
import { ATLET_ADD_RULES, ATLET_EDIT_RULES } from '../../domain/schemas/atlet-files';
import { atletCreateSchema, atletUpdateSchema } from '../../domain/schemas/atlet';
import { pernyataanDari, pernyataanSchema } from '../../domain/privasi/persetujuan';
import { atlet } from '../db/schema';
import { izinkanPeran, pastikanBoleh } from '../http/akses';
import { penolak } from '../http/api-error';
import { currentAuth } from '../http/auth-middleware';
import { bodyFields } from '../http/body';
import type { AppDeps, AppEnv } from '../http/env';
import { ok } from '../http/respond';
import { privateRevalidate } from '../http/revalidate';
import { jawabTulis } from '../http/tulis';
import { parseId, parseInput } from '../http/validate';
import { adminAtletRoute } from './admin-list';
import { eligibleRoutes } from './eligible';
import { checkDokumen, dokumenBody, hapusRequested } from './files';
import { readScope } from './scope';
import { findAtlet, listAtlet } from './serialize';
import { atletStats } from './stats';
import { STATUS_TOLAK } from './tolak';
import { ATLET_NOT_FOUND, tambahAtlet, ubahAtlet } from './write';

const gagal = penolak(STATUS_TOLAK);

/** "Athletes": reads scoped by role, writes by the athlete's own coach only. */
export function atletRoutes(deps: AppDeps) {
  const { db } = deps;
  const r = new Hono<AppEnv>();
  r.use('*', izinkanPeran('atlet.baca'));
  r.on('GET', ['/', '/stats', '/dojang/:id_dojang', '/:id'], privateRevalidate);
  r.route('/eligible', eligibleRoutes(deps));

  // With ?page= one page and meta (the admin's /admin/atlets); without, the plain list the coach screens read.
  r.get('/', async (c) =>
    c.req.query('page') !== undefined ? adminAtletRoute(db, c) : ok(c, await listAtlet(db, readScope(currentAuth(c).user))),
  );

  r.get('/stats', async (c) => ok(c, await atletStats(db, readScope(currentAuth(c).user))));

  r.get('/dojang/:id_dojang', async (c) => {
    const id_dojang = parseId(c.req.param('id_dojang'));
    const { user } = currentAuth(c);
    pastikanBoleh(user, 'atlet.baca', { id_dojang });
    return ok(c, await listAtlet(db, and(eq(atlet.id_dojang, id_dojang), readScope(user))));
  });

  r.get('/:id', async (c) => {
    const found = await findAtlet(db, parseId(c.req.param('id')), readScope(currentAuth(c).user));
    if (!found) throw gagal('tidak_ditemukan', ATLET_NOT_FOUND);
    return ok(c, found);
  });

  r.post('/', izinkanPeran('atlet.tambah'), async (c) => {
    const { user } = currentAuth(c);
    pastikanBoleh(user, 'atlet.tambah');
    const fields = bodyFields(c);
    const input = parseInput(atletCreateSchema, fields);
    const pernyataan = pernyataanDari(parseInput(pernyataanSchema, fields));
    const dokumen = await checkDokumen(dokumenBody(c), ATLET_ADD_RULES, true);
    return jawabTulis(c, deps, STATUS_TOLAK, 201, (tx) => tambahAtlet(deps, user, { ...input, dokumen, pernyataan }, tx));
  });

  r.put('/:id', izinkanPeran('atlet.ubah'), async (c) => {
    const id_atlet = parseId(c.req.param('id'));
    const { user } = currentAuth(c);
    pastikanBoleh(user, 'atlet.ubah');
    const fields = bodyFields(c);
    const input = parseInput(atletUpdateSchema, fields);
    const pernyataan = pernyataanDari(parseInput(pernyataanSchema, fields));
    const hapus = hapusRequested(fields);
    const dokumen = await checkDokumen(dokumenBody(c), ATLET_EDIT_RULES, false);
    return jawabTulis(c, deps, STATUS_TOLAK, 200, (tx) => ubahAtlet(deps, user, { ...input, id_atlet, dokumen, hapus, pernyataan }, tx));
  });
  return r;
}
