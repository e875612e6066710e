import { Hono } from 'hono';
import type { PapanPublik } from '../../domain/skor';
import { gagalUmum } from '../http/api-error';
import type { AppDeps, AppEnv } from '../http/env';
import { ok } from '../http/respond';
import { parseId } from '../http/validate';
import { bacaPapanPublik } from './papan-publik';

/** Kept until the next write: a picture's clock counts from its `dibaca`, so an older picture still shows the right time. */
const PAPAN_CACHE_MS = 30_000;

/**
 * GET /public/kompetisi/{id}/papan (no login): each court's bout on the mat and its scoreboard, for screens that
 * follow the live stream (a `skor` change names the court). `dikirim` is the server's time as the answer leaves,
 * so a screen puts the pictures on its own clock.
 */
export function mountPapanPublik(api: Hono<AppEnv>, deps: AppDeps): void {
  const r = new Hono<AppEnv>();
  r.get('/kompetisi/:id/papan', async (c) => {
    const id_kompetisi = parseId(c.req.param('id'));
    const data = await deps.readCache.shared<PapanPublik | null>(`publik:papan:${id_kompetisi}`, PAPAN_CACHE_MS, () =>
      bacaPapanPublik(deps.db, id_kompetisi),
    );
    if (!data) throw gagalUmum('tidak_ditemukan', 'Kompetisi tidak ditemukan');
    c.header('Cache-Control', 'no-store');
    return ok(c, { ...data, dikirim: Date.now() });
  });
  api.route('/public', r);
}
