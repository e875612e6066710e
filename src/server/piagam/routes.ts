import { Hono } from 'hono';
import { atletTerbaikSchema, hapusAtletTerbaikSchema, tataLetakSchema } from '../../domain/schemas/piagam';
import { izinkanPeran, pastikanBoleh } from '../http/akses';
import { currentAuth } from '../http/auth-middleware';
import { bodyFields } from '../http/body';
import type { AppDeps, AppEnv } from '../http/env';
import { privateRevalidate } from '../http/revalidate';
import { jawabTulis } from '../http/tulis';
import { parseId, parseInput } from '../http/validate';
import { STATUS_TOLAK } from '../kartu/tolak';
import { daftarPiagam } from './daftar';
import { hapusAtletTerbaik, simpanAtletTerbaik, simpanTataLetak } from './tulis';
import { verifikasiPiagam } from './verifikasi';

/**
 * Certificates, mounted on the API root ('piagam.kelola': ADMIN, the competition's ADMIN_KOMPETISI):
 * GET /kompetisi/{id}/piagam, PUT and DELETE /kompetisi/{id}/atlet-terbaik, PUT /kompetisi/{id}/piagam/tata-letak;
 * GET /public/verifikasi/{kode} (no login).
 */
export function mountPiagam(api: Hono<AppEnv>, deps: AppDeps): void {
  const login = new Hono<AppEnv>();
  const guard = izinkanPeran('piagam.kelola');
  const idKompetisi = (raw: string | undefined, user: Parameters<typeof pastikanBoleh>[0]) => {
    const id_kompetisi = parseId(raw);
    pastikanBoleh(user, 'piagam.kelola', { id_kompetisi });
    return id_kompetisi;
  };

  login.get('/kompetisi/:id/piagam', guard, privateRevalidate, async (c) => {
    const id = idKompetisi(c.req.param('id'), currentAuth(c).user);
    return c.json({ success: true, data: await daftarPiagam(deps.db, id) });
  });
  login.put('/kompetisi/:id/atlet-terbaik', guard, async (c) => {
    const { user } = currentAuth(c);
    const id_kompetisi = idKompetisi(c.req.param('id'), user);
    const input = parseInput(atletTerbaikSchema, bodyFields(c));
    return jawabTulis(c, deps, STATUS_TOLAK, 200, (tx) => simpanAtletTerbaik(deps, user, { id_kompetisi, ...input }, tx));
  });
  login.delete('/kompetisi/:id/atlet-terbaik', guard, async (c) => {
    const { user } = currentAuth(c);
    const id_kompetisi = idKompetisi(c.req.param('id'), user);
    const input = parseInput(hapusAtletTerbaikSchema, bodyFields(c));
    return jawabTulis(c, deps, STATUS_TOLAK, 200, (tx) => hapusAtletTerbaik(deps, user, { id_kompetisi, ...input }, tx));
  });
  login.put('/kompetisi/:id/piagam/tata-letak', guard, async (c) => {
    const { user } = currentAuth(c);
    const id_kompetisi = idKompetisi(c.req.param('id'), user);
    const tata_letak = parseInput(tataLetakSchema, bodyFields(c));
    return jawabTulis(c, deps, STATUS_TOLAK, 200, (tx) => simpanTataLetak(deps, user, { id_kompetisi, tata_letak }, tx));
  });

  const publik = new Hono<AppEnv>();
  publik.get('/verifikasi/:kode', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ success: true, data: await verifikasiPiagam(deps.db, c.req.param('kode')) });
  });

  api.route('/public', publik);
  api.route('/', login);
}
