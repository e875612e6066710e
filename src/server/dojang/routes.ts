import { Hono } from 'hono';
import { dojangRegisterSchema, dojangUpdateSchema } from '../../domain/schemas/dojang';
import { LOGO_RULE } from '../../domain/schemas/files';
import { izinkanPeran, pastikanBoleh } from '../http/akses';
import { STATUS_UMUM, penolak } from '../http/api-error';
import { currentAuth, currentPelatih } from '../http/auth-middleware';
import { bodyFields, bodyFile } from '../http/body';
import type { AppDeps, AppEnv } from '../http/env';
import { ok } from '../http/respond';
import { jawabTulis } from '../http/tulis';
import { parseId, parseInput } from '../http/validate';
import { checkUpload } from '../uploads/store';
import { findDojang, listDojangOptions } from './serialize';
import { dojangStats } from './stats';
import { DOJANG_NOT_FOUND, PELATIH_NO_DOJANG, daftarDojang, ubahDojang } from './tulis';

export { DOJANG_NOT_FOUND, PELATIH_NO_DOJANG };

/** Dojangs refuse only with the common codes. */
const STATUS_TOLAK = STATUS_UMUM;
const gagal = penolak(STATUS_TOLAK);

export function dojangRoutes(deps: AppDeps) {
  const { db } = deps;
  const r = new Hono<AppEnv>();

  r.post('/', async (c) => {
    const input = parseInput(dojangRegisterSchema, bodyFields(c));
    const file = bodyFile(c, 'logo');
    const logo = file ? await checkUpload(file, LOGO_RULE) : undefined;
    const aktor = c.get('auth')?.user ?? null;
    return jawabTulis(c, deps, STATUS_TOLAK, 201, (tx) => daftarDojang(deps, aktor, { ...input, logo }, tx));
  });

  r.get('/listdojang', async (c) => ok(c, await listDojangOptions(db)));

  r.get('/my-dojang', izinkanPeran('dojang.kelola'), async (c) => {
    const found = await findDojang(db, currentPelatih(c).id_dojang);
    if (!found) throw gagal('tidak_ditemukan', PELATIH_NO_DOJANG);
    return ok(c, found);
  });

  // Before '/:id', which would read 'stats' as a (bad) id.
  r.get('/stats', izinkanPeran('dojang.baca'), async (c) => ok(c, await dojangStats(db, currentAuth(c).user)));

  r.get('/:id', izinkanPeran('dojang.baca'), async (c) => {
    const id = parseId(c.req.param('id'));
    pastikanBoleh(currentAuth(c).user, 'dojang.baca', { id_dojang: id });
    const found = await findDojang(db, id);
    if (!found) throw gagal('tidak_ditemukan', DOJANG_NOT_FOUND);
    return ok(c, found);
  });

  r.put('/:id', izinkanPeran('dojang.kelola'), async (c) => {
    const id_dojang = parseId(c.req.param('id'));
    const { user } = currentAuth(c);
    pastikanBoleh(user, 'dojang.kelola', { id_dojang });
    const input = parseInput(dojangUpdateSchema, bodyFields(c));
    const file = bodyFile(c, 'logo');
    const logo = file ? await checkUpload(file, LOGO_RULE) : undefined;
    return jawabTulis(c, deps, STATUS_TOLAK, 200, (tx) => ubahDojang(deps, user, { ...input, id_dojang, logo }, tx));
  });
  return r;
}
