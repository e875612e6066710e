import { Hono } from 'hono';
import { and, eq } from 'drizzle-orm';
import { pushHapusSchema, pushLanggananSchema } from '../../domain/schemas/notifikasi';
import { pushLangganan } from '../db/schema';
import { izinkanPeran } from '../http/akses';
import { currentAuth } from '../http/auth-middleware';
import { bodyFields } from '../http/body';
import type { AppDeps, AppEnv } from '../http/env';
import { ok } from '../http/respond';
import { jawabTulis } from '../http/tulis';
import { parseInput } from '../http/validate';
import { STATUS_TOLAK } from './tolak';
import { hapusLanggananPush, simpanLanggananPush } from './tulis';
import { ambilVapid } from './vapid';

/**
 * /push (PELATIH and ADMIN: the people notifications go to): the server's VAPID public key, and this
 * device's subscription saved or removed. An endpoint belongs to one account: the same browser subscribing
 * it again under another login (same keys) moves it there; anyone else gets 409.
 */
export function pushRoutes(deps: AppDeps) {
  const { db } = deps;
  const r = new Hono<AppEnv>();
  r.use('*', izinkanPeran('push.langganan'));

  r.get('/kunci-publik', async (c) => ok(c, { kunci_publik: (await ambilVapid(db)).publicKey }));

  // Whether this device's subscription is saved for the account logged in (the opt-in card's state).
  r.get('/langganan', async (c) => {
    const { user } = currentAuth(c);
    const { endpoint } = parseInput(pushHapusSchema, { endpoint: c.req.query('endpoint') });
    const [row] = await db
      .select({ id: pushLangganan.id })
      .from(pushLangganan)
      .where(and(eq(pushLangganan.endpoint, endpoint), eq(pushLangganan.id_akun, user.id_akun)));
    return ok(c, { endpoint, aktif: !!row });
  });

  r.post('/langganan', async (c) => {
    const { user } = currentAuth(c);
    const input = parseInput(pushLanggananSchema, bodyFields(c));
    return jawabTulis(c, deps, STATUS_TOLAK, 200, (tx) => simpanLanggananPush(deps, user, input, tx));
  });

  r.delete('/langganan', async (c) => {
    const { user } = currentAuth(c);
    const input = parseInput(pushHapusSchema, bodyFields(c));
    return jawabTulis(c, deps, STATUS_TOLAK, 200, (tx) => hapusLanggananPush(deps, user, input, tx));
  });
  return r;
}
