import { Hono, type Context } from 'hono';
import { daftarTimbangQuerySchema, keputusanSchema, pengaturanTimbangSchema, percobaanSchema } from '../../domain/penimbangan';
import type { ChangeEvent } from '../../domain/schemas/change-event';
import type { NamaPerubahan } from '../../domain/schemas/live';
import type { DbOrTx } from '../db/types';
import { publishFor } from '../feed/publish-writes';
import { dariTolak } from '../http/api-error';
import { izinkanPeran, pastikanBoleh } from '../http/akses';
import { currentAuth } from '../http/auth-middleware';
import { bodyFields } from '../http/body';
import type { AppDeps, AppEnv } from '../http/env';
import { completeIdempotency } from '../http/idempotency';
import { ok } from '../http/respond';
import { jawabanTulis, jawabTulis } from '../http/tulis';
import { parseId, parseInput } from '../http/validate';
import { getKompetisi } from '../kompetisi/baris';
import { jalankanTulis } from '../tulis/jalankan';
import type { HasilTulis } from '../tulis/types';
import { catatPercobaan, type JawabanPercobaan } from './catat';
import { bacaPengaturan, ubahPengaturan } from './pengaturan';
import { putuskanTimbang } from './putuskan';
import { daftarTimbang } from './sql';
import { STATUS_TOLAK, type KodeTolakPenimbangan } from './tolak';
import { mountPenimbanganLain } from './routes-lain';

/** The change every weigh-in desk of the competition reads again on: the entry, named 'penimbangan'. */
const perubahanTimbang = (id_kompetisi: number, id_peserta: number): ChangeEvent => ({
  resource: 'penimbangan' satisfies NamaPerubahan,
  ids: [id_peserta],
  id_kompetisi,
});

/** An attempt answers 201 when it landed now, 200 when its kunci was already stored (the same answer shape). */
async function jawabPercobaan(
  c: Context<AppEnv>,
  deps: AppDeps,
  id_kompetisi: number,
  tulis: (tx: DbOrTx) => Promise<HasilTulis<JawabanPercobaan, KodeTolakPenimbangan>>,
) {
  const status = (h: { data: JawabanPercobaan }) => (h.data.baru ? 201 : 200);
  const hasil = await jalankanTulis(deps, tulis, (tx, h) => completeIdempotency(c, tx, status(h), jawabanTulis(h)));
  if (!hasil.ok) throw dariTolak(STATUS_TOLAK, hasil, hasil.data);
  // The same attempt sent again changed nothing: nothing to publish.
  if (hasil.data.baru) await publishFor(c, deps.feed, perubahanTimbang(id_kompetisi, hasil.data.entri.id_peserta_kompetisi));
  else c.set('feedPublished', true);
  return c.json(jawabanTulis(hasil), status(hasil));
}

/**
 * The weigh-in desk, mounted on /kompetisi: reads 'penimbangan.baca' (ADMIN, the competition's ADMIN_KOMPETISI
 * and weigh-in staff), attempts 'penimbangan.timbang', decisions 'penimbangan.putuskan', settings and the
 * random draw 'penimbangan.atur'.
 */
export function penimbanganRoutes(deps: AppDeps) {
  const { db } = deps;
  const r = new Hono<AppEnv>();
  const id = (c: Context<AppEnv>) => parseId(c.req.param('id'));

  r.get('/:id/penimbangan/pengaturan', izinkanPeran('penimbangan.baca'), async (c) => {
    const id_kompetisi = id(c);
    pastikanBoleh(currentAuth(c).user, 'penimbangan.baca', { id_kompetisi });
    return ok(c, await bacaPengaturan(db, await getKompetisi(db, id_kompetisi)));
  });
  r.put('/:id/penimbangan/pengaturan', izinkanPeran('penimbangan.atur'), async (c) => {
    const id_kompetisi = id(c);
    const { user } = currentAuth(c);
    pastikanBoleh(user, 'penimbangan.atur', { id_kompetisi });
    const input = { ...parseInput(pengaturanTimbangSchema, bodyFields(c)), id_kompetisi };
    return jawabTulis(c, deps, STATUS_TOLAK, 200, (tx) => ubahPengaturan(deps, user, input, tx));
  });

  r.get('/:id/penimbangan', izinkanPeran('penimbangan.baca'), async (c) => {
    const id_kompetisi = id(c);
    pastikanBoleh(currentAuth(c).user, 'penimbangan.baca', { id_kompetisi });
    const { page, limit, ...filter } = parseInput(daftarTimbangQuerySchema, c.req.query());
    await getKompetisi(db, id_kompetisi);
    const { data, meta } = await daftarTimbang(db, { ...filter, id_kompetisi }, page, limit);
    c.header('Cache-Control', 'private, no-store');
    return c.json({ success: true, data, meta });
  });

  r.post('/:id/penimbangan', izinkanPeran('penimbangan.timbang'), async (c) => {
    const id_kompetisi = id(c);
    const { user } = currentAuth(c);
    pastikanBoleh(user, 'penimbangan.timbang', { id_kompetisi });
    const input = { ...parseInput(percobaanSchema, bodyFields(c)), id_kompetisi };
    return jawabPercobaan(c, deps, id_kompetisi, (tx) => catatPercobaan(deps, user, input, tx));
  });

  r.post('/:id/penimbangan/:pid/keputusan', izinkanPeran('penimbangan.putuskan'), async (c) => {
    const id_kompetisi = id(c);
    const id_peserta = parseId(c.req.param('pid'));
    const { user } = currentAuth(c);
    pastikanBoleh(user, 'penimbangan.putuskan', { id_kompetisi });
    const input = { ...parseInput(keputusanSchema, bodyFields(c)), id_kompetisi, id_peserta };
    return jawabTulis(c, deps, STATUS_TOLAK, { status: 200, perubahan: () => [perubahanTimbang(id_kompetisi, id_peserta)] }, (tx) =>
      putuskanTimbang(deps, user, input, tx),
    );
  });

  mountPenimbanganLain(r, deps);
  return r;
}
