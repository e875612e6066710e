import { Hono, type Context } from 'hono';
import { JADWAL_MSG, aksiPartaiSchema, tidakHadirSchema } from '../../domain/jadwal';
import { parseIdMatch } from '../bagan/hasil';
import { gagalUmum } from '../http/api-error';
import { izinkanPeran } from '../http/akses';
import { currentAuth } from '../http/auth-middleware';
import { bodyFields } from '../http/body';
import type { AppDeps, AppEnv } from '../http/env';
import { ok } from '../http/respond';
import { jawabTulis } from '../http/tulis';
import { parseId, parseInput } from '../http/validate';
import { publishFor } from '../feed/publish-writes';
import { berhasil } from '../tulis/types';
import { jalankanAksi, type AksiPartai } from './aksi';
import { bacaLapangan } from './baca';
import { terlihat } from './lingkup';
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
    const body = nama === 'tidak-hadir' ? parseInput(tidakHadirSchema, bodyFields(c)) : { ...parseInput(aksiPartaiSchema, bodyFields(c)), sudut: undefined };
    const { user } = currentAuth(c);
    // The event names the bout's own court and competition (never the caller's session).
    let kabar: { id_lapangan: number; id_kompetisi: number } | null = null;
    const res = await jawabTulis(c, deps, STATUS_TOLAK, 200, async (tx) => {
      const h = await jalankanAksi(deps, user, { id_match, aksi: nama, versi: body.versi, pada: body.pada, sudut: body.sudut }, tx);
      if (!h.ok) return h;
      kabar = { id_lapangan: h.data.partai.id_lapangan, id_kompetisi: h.data.id_kompetisi };
      return berhasil(h.data.partai, h.pesan);
    });
    const k = kabar as { id_lapangan: number; id_kompetisi: number } | null;
    if (k) await publishFor(c, deps.feed, { resource: 'jadwal', ids: [k.id_lapangan], id_kompetisi: k.id_kompetisi });
    return res;
  };
  r.post('/partai/:id_match/panggil', izinkanPeran('lapangan.jalankan'), aksi('panggil'));
  r.post('/partai/:id_match/mulai', izinkanPeran('lapangan.jalankan'), aksi('mulai'));
  r.post('/partai/:id_match/tidak-hadir', izinkanPeran('lapangan.jalankan'), aksi('tidak-hadir'));
  api.route('/', r);
}
