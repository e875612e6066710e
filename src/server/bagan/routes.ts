import { Hono, type MiddlewareHandler } from 'hono';
import { etag } from 'hono/etag';
import type { KelasBaganDetail } from '../../domain/schemas/bagan';
import { publishFor } from '../feed/publish-writes';
import { currentAuth } from '../http/auth-middleware';
import type { AppDeps, AppEnv } from '../http/env';
import { sendJsonAnswer } from '../http/json-answer';
import { privateRevalidate } from '../http/revalidate';
import { parseId } from '../http/validate';
import { cekBaca, cekPeranBaca } from './akses';
import { jawabanBagan, jawabanKelas, jawabanMedali, kompetisiOfKelas } from './baca';
import { ubahHasil } from './hasil';
import { simpanBagan } from './simpan';

const withEtag = etag();

/** The change of a draw or a result, for the venue's live screens: one class of one competition. */
const baganBerubah = (d: KelasBaganDetail) =>
  ({ resource: 'bagan', ids: [d.kelas.id_kelas_kejuaraan], id_kompetisi: d.kompetisi.id_kompetisi });

/**
 * Public reads (the event microsite): any cache may keep them but must ask again each time; an unchanged
 * answer costs a 304 (the ETag is the built answer's).
 */
const publicRevalidate: MiddlewareHandler = async (c, next) => {
  // Set before the answer exists: a header set after it would make Hono copy the response around its body.
  c.header('Cache-Control', 'public, no-cache');
  await withEtag(c, next);
};

/** Login reads: before anything is loaded, roles that may never read brackets; then the competition's scope. */
const bolehBaca: MiddlewareHandler<AppEnv> = async (c, next) => {
  cekPeranBaca(currentAuth(c).user);
  await next();
};

/**
 * Brackets and results (spec 001 §7 "Brackets", issue 9), mounted on the API root:
 * GET /kompetisi/{id}/bagan, GET /kompetisi/{id}/medali, GET /brackets/{id_kelas_kejuaraan} (ADMIN, and the
 * competition's ADMIN_KOMPETISI); POST /brackets, PUT /matches/{id_match}, DELETE /matches/{id_match}/result
 * (the competition's ADMIN_KOMPETISI only); GET /public/kompetisi/{id}/bagan and /medali (no login).
 */
export function mountBagan(api: Hono<AppEnv>, deps: AppDeps): void {
  // No login.use('*'): mounted on the API root, that would run before every later route. currentAuth answers 401.
  const login = new Hono<AppEnv>();

  login.get('/kompetisi/:id/bagan', bolehBaca, privateRevalidate, async (c) => {
    const id = parseId(c.req.param('id'));
    cekBaca(currentAuth(c).user, id);
    return sendJsonAnswer(c, await jawabanBagan(deps, id));
  });
  login.get('/kompetisi/:id/medali', bolehBaca, privateRevalidate, async (c) => {
    const id = parseId(c.req.param('id'));
    cekBaca(currentAuth(c).user, id);
    return sendJsonAnswer(c, await jawabanMedali(deps, id));
  });
  login.get('/brackets/:id_kelas', bolehBaca, privateRevalidate, async (c) => {
    const id_kelas = parseId(c.req.param('id_kelas'));
    const id_kompetisi = await kompetisiOfKelas(deps.db, id_kelas);
    cekBaca(currentAuth(c).user, id_kompetisi);
    return sendJsonAnswer(c, await jawabanKelas(deps, id_kompetisi, id_kelas));
  });

  login.post('/brackets', async (c) => {
    const { status, body } = await simpanBagan(deps, c);
    if (body.success) await publishFor(c, deps.feed, baganBerubah(body.data));
    return c.json(body, status);
  });
  login.put('/matches/:id_match', async (c) => {
    const { status, body } = await ubahHasil(deps, c, 'terapkan');
    if (body.success) await publishFor(c, deps.feed, baganBerubah(body.data));
    return c.json(body, status);
  });
  login.delete('/matches/:id_match/result', async (c) => {
    const { status, body } = await ubahHasil(deps, c, 'batal');
    if (body.success) await publishFor(c, deps.feed, baganBerubah(body.data));
    return c.json(body, status);
  });

  const publik = new Hono<AppEnv>();
  publik.get('/kompetisi/:id/bagan', publicRevalidate, async (c) =>
    sendJsonAnswer(c, await jawabanBagan(deps, parseId(c.req.param('id')), true)));
  publik.get('/kompetisi/:id/medali', publicRevalidate, async (c) =>
    sendJsonAnswer(c, await jawabanMedali(deps, parseId(c.req.param('id')), true)));

  api.route('/public', publik);
  api.route('/', login);
}
