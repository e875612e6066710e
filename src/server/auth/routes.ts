import { Hono } from 'hono';
import { eq, sql } from 'drizzle-orm';
import { loginSchema } from '../../domain/schemas/auth';
import { KEAMANAN_MSG } from '../../domain/schemas/keamanan';
import { logActivity } from '../activity/log';
import { akun } from '../db/schema';
import { bodyFields } from '../http/body';
import { izinkanPeran } from '../http/akses';
import { currentAuth } from '../http/auth-middleware';
import type { AppDeps, AppEnv } from '../http/env';
import { ok, okMessage } from '../http/respond';
import { parseInput } from '../http/validate';
import { clientIp } from './client-ip';
import { verifyAgainstDummy, verifySecret } from './password';
import { registerRoutes } from './register-routes';
import { resetRoutes } from './reset-routes';
import { firstPasswordRoutes } from './first-password-routes';
import { mulaiTantangan } from '../keamanan/tantangan';
import { createSession, revokeSession } from './session';
import { loadSessionUser, toSessionUser } from './session-user';
import { gagalAuth } from './tolak';

/** Any logged-in account, on its own account (the access policy's akun.sendiri). */
const akunSendiri = izinkanPeran('akun.sendiri');

export const LOGIN_FAILED = 'Email atau password salah';
export const LOGIN_LOCKED = 'Terlalu banyak percobaan login. Coba lagi dalam 15 menit.';
export const ACCOUNT_INACTIVE = 'Akun Anda tidak aktif. Hubungi admin.';

export function authRoutes(deps: AppDeps) {
  const { db, loginLimiter } = deps;
  const r = new Hono<AppEnv>();

  r.post('/login', async (c) => {
    const input = parseInput(loginSchema, bodyFields(c));
    const email = input.email.toLowerCase();
    const ip = clientIp(c);
    if (await loginLimiter.isBlocked(email, ip)) throw gagalAuth('terlalu_banyak', LOGIN_LOCKED);
    const [found] = await db
      .select()
      .from(akun)
      .where(eq(sql`lower(${akun.email})`, email));
    const valid = found ? await verifySecret(input.password, found.password_hash) : (await verifyAgainstDummy(input.password), false);
    if (!found || !valid) {
      await loginLimiter.recordFailure(email, ip);
      throw gagalAuth('login_gagal', LOGIN_FAILED);
    }
    // Two-factor login on: no session yet, a challenge for POST /login/2fa (keamanan/login-2fa.ts); the
    // failures are cleared only once the code is right, so codes cannot be guessed faster than passwords.
    const tantangan = found.status === 'ACTIVE' ? await mulaiTantangan(db, found.id_akun) : null;
    if (tantangan) return ok(c, tantangan, KEAMANAN_MSG.perlu2fa);
    await loginLimiter.recordSuccess(email, ip);
    if (found.status !== 'ACTIVE') throw gagalAuth('akun_nonaktif', ACCOUNT_INACTIVE);
    const user = await loadSessionUser(db, found.id_akun);
    if (!user) throw gagalAuth('login_gagal', LOGIN_FAILED);
    const token = await createSession(db, found.id_akun);
    await logActivity(db, { action: 'LOGIN', actor: found.email, id_akun: found.id_akun, details: `Login sebagai ${found.role}` });
    return ok(c, { token, user: toSessionUser(user) }, 'Login berhasil');
  });

  r.post('/logout', akunSendiri, async (c) => {
    const auth = currentAuth(c);
    await revokeSession(db, auth.sessionId);
    return okMessage(c, 'Berhasil logout');
  });

  r.get('/me', akunSendiri, (c) => ok(c, currentAuth(c).user));

  r.route('/', registerRoutes(deps));
  r.route('/', resetRoutes(deps));
  r.route('/', firstPasswordRoutes(deps));
  return r;
}
