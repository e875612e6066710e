import { Hono } from 'hono';
import { PENGATURAN_SKOR_SCHEMA } from '../../domain/skor';
import { gagalUmum } from '../http/api-error';
import { izinkanPeran, pastikanBoleh } from '../http/akses';
import { currentAuth } from '../http/auth-middleware';
import { bodyFields } from '../http/body';
import type { AppDeps, AppEnv } from '../http/env';
import { ok } from '../http/respond';
import { jawabTulis } from '../http/tulis';
import { parseId, parseInput } from '../http/validate';
import { STATUS_TOLAK } from './pengaturan-tolak';
import { aturPengaturanSkor, bacaJawabanPengaturan } from './pengaturan-tulis';

/**
 * The competition's scoring setting, mounted on the API root. GET /kompetisi/{id}/pengaturan-skor ('skor.bacaAturan':
 * ADMIN, the competition's ADMIN_KOMPETISI and court staff) answers the setting in force, the shipped one and the
 * Poomsae classes; PUT ('skor.atur': ADMIN, the competition's ADMIN_KOMPETISI) replaces it. The PUT publishes
 * by its route for the competition, so every court desk reads its bouts' rule sets again.
 */
export function mountPengaturanSkor(api: Hono<AppEnv>, deps: AppDeps): void {
  const r = new Hono<AppEnv>();
  r.get('/kompetisi/:id/pengaturan-skor', izinkanPeran('skor.bacaAturan'), async (c) => {
    const id_kompetisi = parseId(c.req.param('id'));
    pastikanBoleh(currentAuth(c).user, 'skor.bacaAturan', { id_kompetisi });
    const data = await bacaJawabanPengaturan(deps.db, id_kompetisi);
    if (!data) throw gagalUmum('tidak_ditemukan', 'Kompetisi tidak ditemukan');
    c.header('Cache-Control', 'private, no-store');
    return ok(c, data);
  });

  r.put('/kompetisi/:id/pengaturan-skor', izinkanPeran('skor.atur'), async (c) => {
    const id_kompetisi = parseId(c.req.param('id'));
    const { user } = currentAuth(c);
    pastikanBoleh(user, 'skor.atur', { id_kompetisi });
    const input = parseInput(PENGATURAN_SKOR_SCHEMA, bodyFields(c));
    return jawabTulis(c, deps, STATUS_TOLAK, 200, (tx) => aturPengaturanSkor(deps, user, { ...input, id_kompetisi }, tx));
  });
  api.route('/', r);
}
