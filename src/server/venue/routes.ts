import type { Context, Hono } from 'hono';
import { jadwalPublikQuerySchema } from '../../domain/jadwal';
import { hadirSchema, type PerangkatHadir } from '../../domain/venue';
import { gagalUmum } from '../http/api-error';
import { izinkanPeran, pastikanBoleh, terlihat } from '../http/akses';
import { currentAuth } from '../http/auth-middleware';
import { bodyFields } from '../http/body';
import type { AppDeps, AppEnv } from '../http/env';
import { ok } from '../http/respond';
import { jawabTulis } from '../http/tulis';
import { parseId, parseInput } from '../http/validate';
import { sekarang, type Deps } from '../tulis/types';
import { bacaVenue } from './baca';
import { catatHadir, hapusHadir, type HasilHadir } from './hadir';
import { DengarJuri } from './juri';
import { STATUS_TOLAK, VENUE_MSG, type KodeTolakVenue } from './tolak';

/**
 * The venue overview and who is at each court, mounted on the API root before the judges' routes (whose heartbeats it
 * hears): GET /kompetisi/{id}/venue ('venue.pantau'); POST and DELETE /lapangan/{id}/hadir ('lapangan.jalankan': a
 * device of the court says it is there / has gone). A heartbeat publishes a change ('hadir') only when its device
 * appears or leaves, so devices beating every 20 s neither empty the read caches nor wake the live screens.
 */
export function mountVenue(api: Hono<AppEnv>, deps: AppDeps): void {
  const juri = new DengarJuri(deps);
  /** The server's clock (a test may set it). */
  const jam: Deps = deps;
  api.use('/juri/:token', juri.dengar());
  api.use('/juri/:token/detak', juri.dengar());

  api.get('/kompetisi/:id/venue', izinkanPeran('venue.pantau'), async (c) => {
    const id_kompetisi = parseId(c.req.param('id'));
    const { user } = currentAuth(c);
    if (!terlihat(user, id_kompetisi)) throw gagalUmum('tidak_ditemukan', VENUE_MSG.kompetisiTidakDitemukan);
    pastikanBoleh(user, 'venue.pantau', { id_kompetisi });
    const { tanggal } = parseInput(jadwalPublikQuerySchema, c.req.query());
    const data = await bacaVenue(deps.db, id_kompetisi, { tanggal, sekarang: sekarang(jam), kursiJuri: (l, ids) => juri.kursi(l, ids) });
    if (!data) throw gagalUmum('tidak_ditemukan', VENUE_MSG.kompetisiTidakDitemukan);
    c.header('Cache-Control', 'private, no-store');
    return ok(c, data);
  });

  const hadir = (tulis: typeof catatHadir) => async (c: Context<AppEnv>) => {
    const id_lapangan = parseId(c.req.param('id'));
    const input = parseInput(hadirSchema, bodyFields(c));
    const { user } = currentAuth(c);
    // Only a device appearing or leaving is a change (published below); a heartbeat alone is not.
    c.set('feedPublished', true);
    return jawabTulis<HasilHadir, KodeTolakVenue, PerangkatHadir>(
      c,
      deps,
      STATUS_TOLAK,
      {
        status: 200,
        jawaban: (d) => d.hadir,
        perubahan: (d) => (d.berubah ? [{ resource: 'hadir', ids: [d.id_lapangan], id_kompetisi: d.id_kompetisi }] : []),
      },
      (tx) => tulis(deps, user, { ...input, id_lapangan }, tx),
    );
  };
  api.post('/lapangan/:id/hadir', izinkanPeran('lapangan.jalankan'), hadir(catatHadir));
  api.delete('/lapangan/:id/hadir', izinkanPeran('lapangan.jalankan'), hadir(hapusHadir));
}
