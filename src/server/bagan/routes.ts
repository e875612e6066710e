import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { Aksi } from '../../domain/akses';
import { batalHasilSchema, hasilMatchSchema, simpanBaganSchema, type KelasBaganDetail } from '../../domain/schemas/bagan';
import type { DbOrTx } from '../db/types';
import { pastikanBoleh } from '../http/akses';
import { currentAuth } from '../http/auth-middleware';
import { bodyFields } from '../http/body';
import type { AppDeps, AppEnv } from '../http/env';
import { sendJsonAnswer } from '../http/json-answer';
import { privateRevalidate, publicRevalidate } from '../http/revalidate';
import { jawabTulis } from '../http/tulis';
import { parseId, parseInput } from '../http/validate';
import type { HasilTulis } from '../tulis/types';
import { jawabanBagan, jawabanKelas, jawabanMedali, kompetisiOfKelas } from './baca';
import { parseIdMatch, ubahHasil } from './hasil';
import { simpanBagan } from './simpan';
import { STATUS_TOLAK, type KodeTolakBagan } from './tolak';

/**
 * Before anything is read: no login 401; a role that may never do `aksi`, or an ADMIN_KOMPETISI without a
 * competition, 403. The competition's own scope is checked once the class is known.
 */
const boleh =
  (aksi: Aksi): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    pastikanBoleh(c.get('auth')?.user, aksi);
    await next();
  };

/**
 * A draw or result through jawabTulis; once committed, the change is published for the venue's live
 * screens as exactly what it is: one class of one competition.
 */
async function tulisBagan(
  c: Context<AppEnv>,
  deps: AppDeps,
  status: 200 | 201,
  tulis: (tx: DbOrTx) => Promise<HasilTulis<KelasBaganDetail, KodeTolakBagan>>,
): Promise<Response> {
  return jawabTulis(
    c,
    deps,
    STATUS_TOLAK,
    {
      status,
      perubahan: (d) => [{ resource: 'bagan', ids: [d.kelas.id_kelas_kejuaraan], id_kompetisi: d.kompetisi.id_kompetisi }],
    },
    tulis,
  );
}

/**
 * Brackets and results, mounted on the API root:
 * GET /kompetisi/{id}/bagan, GET /kompetisi/{id}/medali, GET /brackets/{id_kelas_kejuaraan} (ADMIN, and the
 * competition's ADMIN_KOMPETISI); POST /brackets, PUT /matches/{id_match}, DELETE /matches/{id_match}/result
 * (the competition's ADMIN_KOMPETISI only); GET /public/kompetisi/{id}/bagan and /medali (no login).
 */
export function mountBagan(api: Hono<AppEnv>, deps: AppDeps): void {
  // No login.use('*'): mounted on the API root, that would run before every later route. currentAuth answers 401.
  const login = new Hono<AppEnv>();

  login.get('/kompetisi/:id/bagan', boleh('bagan.baca'), privateRevalidate, async (c) => {
    const id = parseId(c.req.param('id'));
    pastikanBoleh(currentAuth(c).user, 'bagan.baca', { id_kompetisi: id });
    return sendJsonAnswer(c, await jawabanBagan(deps, id));
  });
  login.get('/kompetisi/:id/medali', boleh('bagan.baca'), privateRevalidate, async (c) => {
    const id = parseId(c.req.param('id'));
    pastikanBoleh(currentAuth(c).user, 'bagan.baca', { id_kompetisi: id });
    return sendJsonAnswer(c, await jawabanMedali(deps, id));
  });
  login.get('/brackets/:id_kelas', boleh('bagan.baca'), privateRevalidate, async (c) => {
    const id_kelas = parseId(c.req.param('id_kelas'));
    const id_kompetisi = await kompetisiOfKelas(deps.db, id_kelas);
    pastikanBoleh(currentAuth(c).user, 'bagan.baca', { id_kompetisi });
    return sendJsonAnswer(c, await jawabanKelas(deps, id_kompetisi, id_kelas));
  });

  login.post('/brackets', boleh('bagan.undi'), async (c) => {
    const input = parseInput(simpanBaganSchema, bodyFields(c));
    const { user } = currentAuth(c);
    return tulisBagan(c, deps, 201, (tx) => simpanBagan(deps, user, input, tx));
  });
  login.put('/matches/:id_match', boleh('bagan.catatHasil'), async (c) => {
    const id_match = parseIdMatch(c.req.param('id_match'));
    const hasil = parseInput(hasilMatchSchema, bodyFields(c));
    const { user } = currentAuth(c);
    return tulisBagan(c, deps, 200, (tx) => ubahHasil(deps, user, { id_match, hasil, versi: hasil.versi, alasan: hasil.alasan }, tx));
  });
  login.delete('/matches/:id_match/result', boleh('bagan.catatHasil'), async (c) => {
    const id_match = parseIdMatch(c.req.param('id_match'));
    const { versi, alasan } = parseInput(batalHasilSchema, bodyFields(c));
    const { user } = currentAuth(c);
    return tulisBagan(c, deps, 200, (tx) => ubahHasil(deps, user, { id_match, hasil: null, versi, alasan }, tx));
  });

  const publik = new Hono<AppEnv>();
  publik.get('/kompetisi/:id/bagan', publicRevalidate, async (c) =>
    sendJsonAnswer(c, await jawabanBagan(deps, parseId(c.req.param('id')), true)),
  );
  publik.get('/kompetisi/:id/medali', publicRevalidate, async (c) =>
    sendJsonAnswer(c, await jawabanMedali(deps, parseId(c.req.param('id')), true)),
  );

  api.route('/public', publik);
  api.route('/', login);
}
