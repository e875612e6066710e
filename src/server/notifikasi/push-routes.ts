import { Hono } from 'hono';
import { and, eq, or } from 'drizzle-orm';
import { NOTIF_MSG, pushHapusSchema, pushLanggananSchema } from '../../domain/schemas/notifikasi';
import { pushLangganan } from '../db/schema';
import { izinkanPeran } from '../http/akses';
import { currentAuth } from '../http/auth-middleware';
import { bodyFields } from '../http/body';
import type { AppDeps, AppEnv } from '../http/env';
import { ok } from '../http/respond';
import { parseInput } from '../http/validate';
import { endpointDiizinkan } from './push';
import { PESAN_ENDPOINT_AKUN_LAIN, PESAN_ENDPOINT_ASING } from './push-endpoint';
import { ambilVapid } from './vapid';
import { gagalNotifikasi } from './tolak';

/**
 * /push (PELATIH and ADMIN: the people notifications go to): the server's VAPID public key, and this
 * device's subscription saved or removed. An endpoint belongs to one account: the same browser subscribing
 * it again under another login (same keys) moves it there; anyone else gets 409.
 */
export function pushRoutes({ db }: AppDeps) {
  const r = new Hono<AppEnv>();
  r.use('*', izinkanPeran('push.langganan'));

  r.get('/kunci-publik', async (c) => ok(c, { kunci_publik: (await ambilVapid(db)).publicKey }));

  // Whether this device's subscription is saved for the account logged in (the opt-in card's state).
  r.get('/langganan', async (c) => {
    const { user } = currentAuth(c);
    const { endpoint } = parseInput(pushHapusSchema, { endpoint: c.req.query('endpoint') });
    const [row] = await db.select({ id: pushLangganan.id }).from(pushLangganan)
      .where(and(eq(pushLangganan.endpoint, endpoint), eq(pushLangganan.id_akun, user.id_akun)));
    return ok(c, { endpoint, aktif: !!row });
  });

  r.post('/langganan', async (c) => {
    const { user } = currentAuth(c);
    const { endpoint, keys } = parseInput(pushLanggananSchema, bodyFields(c));
    if (!endpointDiizinkan(endpoint)) throw gagalNotifikasi('validasi', PESAN_ENDPOINT_ASING, { endpoint: PESAN_ENDPOINT_ASING });
    const nilai = { id_akun: user.id_akun, p256dh: keys.p256dh, auth: keys.auth };
    // Moves to this account only when the browser proves it is the same subscription (its keys, the auth
    // secret included); someone who merely knows another account's endpoint cannot take it over.
    const disimpan = await db.insert(pushLangganan).values({ endpoint, ...nilai })
      .onConflictDoUpdate({
        target: pushLangganan.endpoint, set: nilai,
        setWhere: or(eq(pushLangganan.id_akun, user.id_akun),
          and(eq(pushLangganan.p256dh, keys.p256dh), eq(pushLangganan.auth, keys.auth))),
      })
      .returning({ id: pushLangganan.id });
    if (disimpan.length === 0) throw gagalNotifikasi('konflik', PESAN_ENDPOINT_AKUN_LAIN, { endpoint: PESAN_ENDPOINT_AKUN_LAIN });
    return ok(c, { endpoint }, NOTIF_MSG.langgananTersimpan);
  });

  r.delete('/langganan', async (c) => {
    const { user } = currentAuth(c);
    const { endpoint } = parseInput(pushHapusSchema, bodyFields(c));
    const hapus = await db.delete(pushLangganan)
      .where(and(eq(pushLangganan.endpoint, endpoint), eq(pushLangganan.id_akun, user.id_akun)))
      .returning({ id: pushLangganan.id });
    return ok(c, { endpoint, dihapus: hapus.length > 0 }, NOTIF_MSG.langgananDihapus);
  });
  return r;
}
