import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { alasanTolakPeran, boleh } from '../../domain/akses';
import {
  batalPercobaanSchema,
  daftarTimbangQuerySchema,
  keputusanSchema,
  kunciPercobaanSchema,
  pengaturanTimbangSchema,
  percobaanSchema,
} from '../../domain/penimbangan';
import type { ChangeEvent } from '../../domain/schemas/change-event';
import type { NamaPerubahan } from '../../domain/schemas/live';
import type { DbOrTx } from '../db/types';
import { publishFor } from '../feed/publish-writes';
import { dariTolak } from '../http/api-error';
import { izinkanPeran, pastikanBoleh, pastikanPeran } from '../http/akses';
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
import { batalkanPercobaan } from './batal';
import { catatPercobaan } from './catat';
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

/**
 * An attempt or a void: answered with the entry; 201 when an attempt landed now, else 200. A write that changed
 * nothing (its kunci already stored, the attempt already voided) publishes nothing.
 */
async function jawabTimbang<T extends { baru: boolean; entri: { id_peserta_kompetisi: number } }>(
  c: Context<AppEnv>,
  deps: AppDeps,
  id_kompetisi: number,
  statusBaru: 200 | 201,
  tulis: (tx: DbOrTx) => Promise<HasilTulis<T, KodeTolakPenimbangan>>,
) {
  const status = (h: { data: T }) => (h.data.baru ? statusBaru : 200);
  const hasil = await jalankanTulis(deps, tulis, (tx, h) => completeIdempotency(c, tx, status(h), jawabanTulis(h)));
  if (!hasil.ok) throw dariTolak(STATUS_TOLAK, hasil, hasil.data);
  if (hasil.data.baru) await publishFor(c, deps.feed, perubahanTimbang(id_kompetisi, hasil.data.entri.id_peserta_kompetisi));
  else c.set('feedPublished', true);
  return c.json(jawabanTulis(hasil), status(hasil));
}

/** A void's guard, before the body is read: a role that may void neither any attempt nor its own is refused. */
const bolehBatal: MiddlewareHandler<AppEnv> = async (c, next) => {
  const user = c.get('auth')?.user;
  if (!user || alasanTolakPeran(user, 'penimbangan.batalkan')) pastikanPeran(user, 'penimbangan.batalkanSendiri');
  await next();
};

/**
 * The weigh-in desk, mounted on /kompetisi: reads 'penimbangan.baca' (ADMIN, the competition's ADMIN_KOMPETISI
 * and weigh-in staff), attempts 'penimbangan.timbang', voids 'penimbangan.batalkan' (any) or
 * 'penimbangan.batalkanSendiri' (a desk's own last attempt), decisions 'penimbangan.putuskan', settings and the
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
    return jawabTimbang(c, deps, id_kompetisi, 201, (tx) => catatPercobaan(deps, user, input, tx));
  });

  r.post('/:id/penimbangan/percobaan/:kunci/batal', bolehBatal, async (c) => {
    const id_kompetisi = id(c);
    const { user } = currentAuth(c);
    if (!boleh(user, 'penimbangan.batalkan', { id_kompetisi })) pastikanBoleh(user, 'penimbangan.batalkanSendiri', { id_kompetisi });
    const kunci = parseInput(kunciPercobaanSchema, c.req.param('kunci'));
    const input = { ...parseInput(batalPercobaanSchema, bodyFields(c)), id_kompetisi, kunci };
    return jawabTimbang(c, deps, id_kompetisi, 200, (tx) => batalkanPercobaan(deps, user, input, tx));
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
