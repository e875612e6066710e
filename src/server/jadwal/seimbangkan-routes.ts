import type { Hono } from 'hono';
import { JADWAL_MSG, type JadwalKompetisi } from '../../domain/jadwal';
import { seimbangQuerySchema, terapkanSeimbangSchema } from '../../domain/jadwal/seimbangkan-schema';
import { gagalUmum } from '../http/api-error';
import { izinkanPeran, pastikanBoleh } from '../http/akses';
import { currentAuth } from '../http/auth-middleware';
import { bodyFields } from '../http/body';
import type { AppDeps, AppEnv } from '../http/env';
import { ok } from '../http/respond';
import { jawabTulis } from '../http/tulis';
import { parseId, parseInput } from '../http/validate';
import { muatKompetisiJadwal } from './baca';
import { bacaSeimbang, terapkanSeimbang, type HasilSeimbang } from './seimbangkan';
import { STATUS_TOLAK, type KodeTolakJadwal } from './tolak';

/**
 * 'Seimbangkan' ('jadwal.kelola'): GET /kompetisi/{id}/jadwal/seimbangkan?id_hari= reads the proposal; POST applies its
 * moves and publishes `jadwal` naming the courts it changed, so desks, boards and public pages read again.
 */
export function mountSeimbang(r: Hono<AppEnv>, deps: AppDeps): void {
  const kelola = izinkanPeran('jadwal.kelola');
  r.get('/kompetisi/:id/jadwal/seimbangkan', kelola, async (c) => {
    const id_kompetisi = parseId(c.req.param('id'));
    pastikanBoleh(currentAuth(c).user, 'jadwal.kelola', { id_kompetisi });
    const { id_hari } = parseInput(seimbangQuerySchema, c.req.query());
    const k = await muatKompetisiJadwal(deps.db, id_kompetisi);
    if (!k) throw gagalUmum('tidak_ditemukan', 'Kompetisi tidak ditemukan');
    const data = await bacaSeimbang(deps.db, k, id_hari, new Date());
    if (!data) throw gagalUmum('tidak_ditemukan', JADWAL_MSG.hariTidakDitemukan);
    c.header('Cache-Control', 'private, no-store');
    return ok(c, data);
  });
  r.post('/kompetisi/:id/jadwal/seimbangkan', kelola, async (c) => {
    const id_kompetisi = parseId(c.req.param('id'));
    const { user } = currentAuth(c);
    pastikanBoleh(user, 'jadwal.kelola', { id_kompetisi });
    const input = parseInput(terapkanSeimbangSchema, bodyFields(c));
    return jawabTulis<HasilSeimbang, KodeTolakJadwal, JadwalKompetisi>(
      c,
      deps,
      STATUS_TOLAK,
      {
        status: 200,
        perubahan: (h: HasilSeimbang) => [{ resource: 'jadwal', ids: h.lapangan, id_kompetisi }],
        jawaban: (h: HasilSeimbang) => h.jadwal,
      },
      (tx) => terapkanSeimbang(deps, user, { ...input, id_kompetisi }, tx),
    );
  });
}
