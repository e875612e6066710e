import { Hono } from 'hono';
import { and, eq } from 'drizzle-orm';
import { NOTIF_MSG, pushHapusSchema, pushLanggananSchema } from '../../domain/schemas/notifikasi';
import { pushLangganan } from '../db/schema';
import { ApiError } from '../http/api-error';
import { currentAuth, requireRole } from '../http/auth-middleware';
import { bodyFields } from '../http/body';
import type { AppDeps, AppEnv } from '../http/env';
import { ok } from '../http/respond';
import { parseInput } from '../http/validate';
import { endpointDiizinkan } from './push';
import { ambilVapid } from './vapid';

/**
 * /push (PELATIH and ADMIN: the people notifications go to): the server's VAPID public key, and this
 * device's subscription saved or removed. An endpoint belongs to one account: subscribing it again under
 * another login moves it there (the browser's subscription is per device, not per account).
 */
export function pushRoutes({ db }: AppDeps) {
  const r = new Hono<AppEnv>();
  r.use('*', requireRole('PELATIH', 'ADMIN'));

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
    if (!endpointDiizinkan(endpoint)) throw new ApiError(400, NOTIF_MSG.endpoint, { endpoint: NOTIF_MSG.endpoint });
    const nilai = { id_akun: user.id_akun, p256dh: keys.p256dh, auth: keys.auth };
    await db.insert(pushLangganan).values({ endpoint, ...nilai })
      .onConflictDoUpdate({ target: pushLangganan.endpoint, set: nilai });
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
