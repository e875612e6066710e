import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { IKUTI_MSG, berhentiIkutiSchema, ikutiPelatihSchema, ikutiPerangkatSchema } from '../../domain/ikuti';
import { tolak } from '../../domain/tolak';
import { dariTolak } from '../http/api-error';
import { izinkanPeran } from '../http/akses';
import { currentAuth } from '../http/auth-middleware';
import { bodyFields } from '../http/body';
import type { AppDeps, AppEnv } from '../http/env';
import { ok } from '../http/respond';
import { jawabTulis } from '../http/tulis';
import { parseId, parseInput } from '../http/validate';
import { bacaIkutiPelatih, bacaIkutiPerangkat } from './baca';
import { ambilVapid } from '../notifikasi/vapid';
import { MesinIkuti } from './mesin';
import { STATUS_TOLAK } from './tolak';
import { berhentiDariPerangkat, ikutiDariPerangkat, simpanIkutiPelatih } from './tulis';

const tokenSchema = v.pipe(v.string(IKUTI_MSG.token), v.regex(/^[A-Za-z0-9_-]{32,100}$/, IKUTI_MSG.token));

/**
 * 'Ikuti atlet': /public/ikuti (a device without an account: its push subscription and the public entry ids it follows,
 * known by the hash of its own secret, sent in `X-Ikuti-Token` for reads), /ikuti/pelatih (the coach's setting and
 * switches), and the alert engine that follows the change feed. Follow writes change no shared read: they publish
 * nothing, and evaluate the competition at once (an athlete three bouts away hears it now).
 */
export function mountIkuti(api: Hono<AppEnv>, deps: AppDeps): MesinIkuti {
  const mesin = new MesinIkuti(deps);
  mesin.mulai();
  const r = new Hono<AppEnv>();
  const tanpaPerubahan = (c: Context<AppEnv>) => () => {
    c.set('feedPublished', true);
    return [];
  };

  // The server's VAPID public key for a device without an account (the same key as /push/kunci-publik).
  r.get('/public/ikuti/kunci-publik', async (c) => ok(c, { kunci_publik: (await ambilVapid(deps.db)).publicKey }));

  r.get('/public/ikuti', async (c) => {
    const token = v.safeParse(tokenSchema, c.req.header('x-ikuti-token') ?? '');
    if (!token.success) throw dariTolak(STATUS_TOLAK, tolak('validasi', IKUTI_MSG.token, 'token'));
    const id_kompetisi = parseId(c.req.query('id_kompetisi') ?? '');
    c.header('Cache-Control', 'no-store');
    return ok(c, await bacaIkutiPerangkat(deps.db, token.output, id_kompetisi));
  });

  r.put('/public/ikuti', async (c) => {
    const input = parseInput(ikutiPerangkatSchema, bodyFields(c));
    const res = await jawabTulis(c, deps, STATUS_TOLAK, { status: 200, perubahan: tanpaPerubahan(c) }, (tx) =>
      ikutiDariPerangkat(deps, null, input, tx),
    );
    void mesin.jadwalkan(input.id_kompetisi);
    return res;
  });

  r.delete('/public/ikuti', async (c) => {
    const input = parseInput(berhentiIkutiSchema, bodyFields(c));
    return jawabTulis(c, deps, STATUS_TOLAK, { status: 200, perubahan: tanpaPerubahan(c) }, (tx) =>
      berhentiDariPerangkat(deps, null, input, tx),
    );
  });

  r.get('/ikuti/pelatih', izinkanPeran('ikuti.pelatih'), async (c) => {
    const { user } = currentAuth(c);
    if (!user.pelatih) throw dariTolak(STATUS_TOLAK, tolak('akses_ditolak', 'Pelatih belum memiliki dojang'));
    c.header('Cache-Control', 'private, no-store');
    return ok(c, await bacaIkutiPelatih(deps.db, user.id_akun, user.pelatih.id_dojang, Date.now()));
  });

  r.put('/ikuti/pelatih', izinkanPeran('ikuti.pelatih'), async (c) => {
    const { user } = currentAuth(c);
    const input = parseInput(ikutiPelatihSchema, bodyFields(c));
    let kompetisi: number[] = [];
    const res = await jawabTulis(c, deps, STATUS_TOLAK, { status: 200, perubahan: tanpaPerubahan(c) }, async (tx) => {
      const h = await simpanIkutiPelatih(deps, user, input, tx);
      if (h.ok) kompetisi = h.data.id_kompetisi;
      return h;
    });
    for (const k of kompetisi) void mesin.jadwalkan(k);
    return res;
  });

  api.route('/', r);
  return mesin;
}
