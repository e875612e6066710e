import { Hono, type Context } from 'hono';
import { JADWAL_MSG, aksiPartaiSchema, tidakHadirSchema } from '../../domain/jadwal';
import { parseIdMatch } from '../bagan/hasil';
import { gagalUmum } from '../http/api-error';
import { izinkanPeran, terlihat } from '../http/akses';
import { currentAuth } from '../http/auth-middleware';
import { bodyFields } from '../http/body';
import type { AppDeps, AppEnv } from '../http/env';
import { ok } from '../http/respond';
import { jawabTulis } from '../http/tulis';
import { parseId, parseInput } from '../http/validate';
import type { DbOrTx } from '../db/types';
import { jalankanAksi, type AksiPartai } from './aksi';
import { bacaLapangan } from './baca';
import { STATUS_TOLAK } from './tolak';

/**
 * The court desk, mounted on the API root: GET /lapangan/{id}/partai ('jadwal.baca' of the court's competition);
 * POST /partai/{id_match}/panggil, /mulai, /tidak-hadir ('lapangan.jalankan': the court's staff, the competition's admin).
 * A court or bout of a competition the caller may not see is 404, as an id that does not exist.
 */
export function mountLapangan(api: Hono<AppEnv>, deps: AppDeps): void {
  const r = new Hono<AppEnv>();
  r.get('/lapangan/:id/partai', izinkanPeran('jadwal.baca'), async (c) => {
    const id = parseId(c.req.param('id'));
    const { user } = currentAuth(c);
    const data = await bacaLapangan(deps.db, id, new Date(), (id_kompetisi) => terlihat(user, id_kompetisi));
    if (!data) throw gagalUmum('tidak_ditemukan', JADWAL_MSG.lapanganTidakDitemukan);
    c.header('Cache-Control', 'private, no-store');
    return ok(c, data);
  });

  const aksi = (nama: AksiPartai) => async (c: Context<AppEnv>) => {
    const id_match = parseIdMatch(c.req.param('id_match'));
    const body =
      nama === 'tidak-hadir'
        ? parseInput(tidakHadirSchema, bodyFields(c))
        : { ...parseInput(aksiPartaiSchema, bodyFields(c)), sudut_tidak_hadir: undefined };
    const { user } = currentAuth(c);
    // The event names the bout's own court and competition (never the caller's session).
    return jawabTulis(
      c,
      deps,
      STATUS_TOLAK,
      {
        status: 200,
        jawaban: (d) => d.partai,
        perubahan: (d) => {
          if (d.ditulis) return [{ resource: 'jadwal', ids: [d.partai.id_lapangan], id_kompetisi: d.id_kompetisi }];
          // A step the bout already held wrote nothing: no cache to empty, no live screen to wake.
          c.set('feedPublished', true);
          return [];
        },
      },
      (tx: DbOrTx) =>
        jalankanAksi(deps, user, { id_match, aksi: nama, versi: body.versi, pada: body.pada, sudut: body.sudut_tidak_hadir }, tx),
    );
  };
  r.post('/partai/:id_match/panggil', izinkanPeran('lapangan.jalankan'), aksi('panggil'));
  r.post('/partai/:id_match/mulai', izinkanPeran('lapangan.jalankan'), aksi('mulai'));
  r.post('/partai/:id_match/tidak-hadir', izinkanPeran('lapangan.jalankan'), aksi('tidak-hadir'));
  api.route('/', r);
}
