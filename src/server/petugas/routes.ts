import { Hono } from 'hono';
import { petugasBaruSchema, petugasUbahSchema } from '../../domain/penimbangan';
import { hashSecret } from '../auth/password';
import { izinkanPeran, pastikanBoleh } from '../http/akses';
import { currentAuth } from '../http/auth-middleware';
import { bodyFields } from '../http/body';
import type { AppDeps, AppEnv } from '../http/env';
import { ok } from '../http/respond';
import { jawabTulis } from '../http/tulis';
import { parseId, parseInput } from '../http/validate';
import { getKompetisi } from '../kompetisi/baris';
import { daftarPetugas } from './baca';
import { STATUS_TOLAK } from './tolak';
import { hapusPetugas, tambahPetugas, ubahPetugas } from './tulis';

/** A competition's staff accounts (weigh-in desk), mounted on /kompetisi: 'petugas.kelola'. */
export function petugasRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  const kelola = izinkanPeran('petugas.kelola');

  r.get('/:id/petugas', kelola, async (c) => {
    const id_kompetisi = parseId(c.req.param('id'));
    pastikanBoleh(currentAuth(c).user, 'petugas.kelola', { id_kompetisi });
    await getKompetisi(deps.db, id_kompetisi);
    return ok(c, await daftarPetugas(deps.db, id_kompetisi));
  });

  r.post('/:id/petugas', kelola, async (c) => {
    const id_kompetisi = parseId(c.req.param('id'));
    const { user } = currentAuth(c);
    pastikanBoleh(user, 'petugas.kelola', { id_kompetisi });
    const { password, ...input } = parseInput(petugasBaruSchema, bodyFields(c));
    const password_hash = await hashSecret(password);
    return jawabTulis(c, deps, STATUS_TOLAK, 201, (tx) => tambahPetugas(deps, user, { ...input, password_hash, id_kompetisi }, tx));
  });

  r.put('/:id/petugas/:id_petugas', kelola, async (c) => {
    const id_kompetisi = parseId(c.req.param('id'));
    const id_petugas = parseId(c.req.param('id_petugas'));
    const { user } = currentAuth(c);
    pastikanBoleh(user, 'petugas.kelola', { id_kompetisi });
    const { password, ...input } = parseInput(petugasUbahSchema, bodyFields(c));
    const password_hash = password === undefined ? undefined : await hashSecret(password);
    return jawabTulis(c, deps, STATUS_TOLAK, 200, (tx) =>
      ubahPetugas(deps, user, { ...input, password_hash, id_kompetisi, id_petugas }, tx),
    );
  });

  r.delete('/:id/petugas/:id_petugas', kelola, async (c) => {
    const id_kompetisi = parseId(c.req.param('id'));
    const id_petugas = parseId(c.req.param('id_petugas'));
    const { user } = currentAuth(c);
    return jawabTulis(c, deps, STATUS_TOLAK, 200, (tx) => hapusPetugas(deps, user, { id_kompetisi, id_petugas }, tx));
  });
  return r;
}
