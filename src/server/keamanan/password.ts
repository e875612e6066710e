import { Hono } from 'hono';
import { gantiPasswordSchema } from '../../domain/schemas/keamanan';
import { hashSecret } from '../auth/password';
import { izinkanPeran } from '../http/akses';
import { currentAuth } from '../http/auth-middleware';
import { bodyFields } from '../http/body';
import type { AppDeps, AppEnv } from '../http/env';
import { clientIp } from '../auth/client-ip';
import { jawabTulis } from '../http/tulis';
import { parseInput } from '../http/validate';
import { STATUS_TOLAK } from './tolak';
import { gantiPassword } from './tulis';
import { cekPasswordSaatIni } from './verifikasi';

/** Any logged-in account, on its own account (the access policy's akun.sendiri). */
const akunSendiri = izinkanPeran('akun.sendiri');

/**
 * PUT /api/auth/password {password_saat_ini, password_baru, konfirmasi_password}, any role: the current
 * password is required; on success every OTHER session of the account ends (and any half-done 2FA login),
 * this one stays.
 */
export function passwordRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();

  r.put('/password', akunSendiri, async (c) => {
    const { user, sessionId } = currentAuth(c);
    const input = parseInput(gantiPasswordSchema, bodyFields(c));
    await cekPasswordSaatIni(deps, clientIp(c), user.id_akun, input.password_saat_ini, 'password_saat_ini');
    const password_hash = await hashSecret(input.password_baru);
    return jawabTulis(c, deps, STATUS_TOLAK, 200, (tx) => gantiPassword(deps, user, { password_hash, sessionId }, tx));
  });

  return r;
}
