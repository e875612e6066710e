import { Hono } from 'hono';
import type { ChangeEvent } from '../../domain/schemas/change-event';
import type { DbOrTx } from '../db/types';
import { HASIL_SKOR_SCHEMA, KIRIM_KEJADIAN_SCHEMA, KIRIM_POOMSAE_SCHEMA, turunkanHasil } from '../../domain/skor';
import { JADWAL_MSG } from '../../domain/jadwal';
import { parseIdMatch } from '../bagan/hasil';
import { gagalUmum } from '../http/api-error';
import { izinkanPeran, terlihat } from '../http/akses';
import { currentAuth } from '../http/auth-middleware';
import { bodyFields } from '../http/body';
import type { AppDeps, AppEnv } from '../http/env';
import { ok } from '../http/respond';
import { jawabTulis } from '../http/tulis';
import { parseInput } from '../http/validate';
import { catatKejadian } from './catat';
import { aturanPartai, bacaLog, muatPartaiSkor } from './muat';
import { mountPengaturanSkor } from './pengaturan-routes';
import { simpanPanelPoomsae } from './poomsae';
import { terapkanHasilSkor, type HasilSkorTersimpan } from './terapkan';
import { STATUS_TOLAK } from './tolak';

/**
 * A bout's scoring log, mounted on the API root: GET /partai/{id_match}/kejadian ('jadwal.baca' of the bout's
 * competition); POST /partai/{id_match}/kejadian, /hasil-skor and /poomsae ('lapangan.jalankan': the court's staff, the
 * competition's admin). A bout of a competition the caller may not see is 404, as an id that does not exist.
 * Appends publish `skor` for the court; a result publishes `jadwal` for the court and `bagan` for the class, as the
 * court desk and the bracket do.
 */
export function mountSkor(api: Hono<AppEnv>, deps: AppDeps): void {
  const r = new Hono<AppEnv>();
  r.get('/partai/:id_match/kejadian', izinkanPeran('jadwal.baca'), async (c) => {
    const id_match = parseIdMatch(c.req.param('id_match'));
    const p = await muatPartaiSkor(deps.db, id_match, false);
    // A bout of a competition the caller may not see is answered as one that does not exist.
    if (!p || !terlihat(currentAuth(c).user, p.id_kompetisi)) throw gagalUmum('tidak_ditemukan', JADWAL_MSG.partaiTidakDijadwalkan);
    const kejadian = await bacaLog(deps.db, id_match);
    const aturan = await aturanPartai(deps.db, p);
    c.header('Cache-Control', 'private, no-store');
    return ok(c, { id_match, id_lapangan: p.id_lapangan, status: p.status, kejadian, hasil: turunkanHasil(aturan, kejadian), aturan });
  });

  r.post('/partai/:id_match/kejadian', izinkanPeran('lapangan.jalankan'), async (c) => {
    const id_match = parseIdMatch(c.req.param('id_match'));
    const { kejadian } = parseInput(KIRIM_KEJADIAN_SCHEMA, bodyFields(c));
    const { user } = currentAuth(c);
    return jawabTulis(
      c,
      deps,
      STATUS_TOLAK,
      {
        status: 200,
        perubahan: (s) => [{ resource: 'skor', ids: [s.id_lapangan], id_kompetisi: s.id_kompetisi }],
      },
      (tx: DbOrTx) => catatKejadian(deps, user, { id_match, kejadian }, tx),
    );
  });

  r.post('/partai/:id_match/hasil-skor', izinkanPeran('lapangan.jalankan'), async (c) => {
    const id_match = parseIdMatch(c.req.param('id_match'));
    const { versi_match } = parseInput(HASIL_SKOR_SCHEMA, bodyFields(c));
    const { user } = currentAuth(c);
    return jawabTulis(c, deps, STATUS_TOLAK, { status: 200, perubahan: perubahanHasil }, (tx: DbOrTx) =>
      terapkanHasilSkor(deps, user, { id_match, versi_match }, tx),
    );
  });

  r.post('/partai/:id_match/poomsae', izinkanPeran('lapangan.jalankan'), async (c) => {
    const id_match = parseIdMatch(c.req.param('id_match'));
    const input = parseInput(KIRIM_POOMSAE_SCHEMA, bodyFields(c));
    const { user } = currentAuth(c);
    return jawabTulis(c, deps, STATUS_TOLAK, { status: 200, perubahan: perubahanHasil }, (tx: DbOrTx) =>
      simpanPanelPoomsae(deps, user, { ...input, id_match }, tx),
    );
  });
  api.route('/', r);
  mountPengaturanSkor(api, deps);
}

/** A result landed: the court's schedule and the class's bracket changed, as the court desk and the bracket publish. */
function perubahanHasil(s: Pick<HasilSkorTersimpan, 'partai' | 'bagan'>): ChangeEvent[] {
  const id_kompetisi = s.bagan.kompetisi.id_kompetisi;
  return [
    { resource: 'jadwal', ids: [s.partai.id_lapangan], id_kompetisi },
    { resource: 'bagan', ids: [s.bagan.kelas.id_kelas_kejuaraan], id_kompetisi },
  ];
}
