import { Hono } from 'hono';
import { kartuQuerySchema } from '../../domain/schemas/kartu';
import { izinkanPeran, pastikanBoleh } from '../http/akses';
import { currentAuth } from '../http/auth-middleware';
import type { AppDeps, AppEnv } from '../http/env';
import { privateRevalidate } from '../http/revalidate';
import { parseId, parseInput } from '../http/validate';
import { dasarUrl } from './dasar-url';
import { daftarKartu } from './daftar';
import { muatKompetisi } from './muat';
import { kartuPublik } from './publik';

/**
 * ID cards, mounted on the API root: GET /kompetisi/{id}/kartu ('kartu.unduh': a coach its own dojang's
 * cards, the competition's admin and ADMIN every dojang's) and GET /public/kartu/{kode} (no login).
 */
export function mountKartu(api: Hono<AppEnv>, deps: AppDeps): void {
  const login = new Hono<AppEnv>();
  login.get('/kompetisi/:id/kartu', izinkanPeran('kartu.unduh'), privateRevalidate, async (c) => {
    const id_kompetisi = parseId(c.req.param('id'));
    const q = parseInput(kartuQuerySchema, c.req.query());
    const cakupan = pastikanBoleh(currentAuth(c).user, 'kartu.unduh', {
      id_kompetisi,
      ...(q.id_dojang !== null ? { id_dojang: q.id_dojang } : {}),
    });
    const kompetisi = await muatKompetisi(deps.db, id_kompetisi);
    const { data, meta } = await daftarKartu(
      deps.db,
      {
        id_kompetisi,
        id_dojang: cakupan.id_dojang ?? q.id_dojang,
        kelas: q.kelas,
      },
      q,
    );
    return c.json({ success: true, data: { kompetisi, dasar_url: dasarUrl(), kartu: data }, meta });
  });

  const publik = new Hono<AppEnv>();
  publik.get('/kartu/:kode', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ success: true, data: await kartuPublik(deps.db, c.req.param('kode')) });
  });

  api.route('/public', publik);
  api.route('/', login);
}
