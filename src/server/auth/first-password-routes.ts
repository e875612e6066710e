import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { FIRST_PASSWORD_MSG, gantiPasswordAwalSchema } from '../../domain/schemas/admin-user';
import { akun } from '../db/schema';
import { MSG } from '../http/api-error';
import { izinkanPeran } from '../http/akses';
import { currentAuth } from '../http/auth-middleware';
import { bodyFields } from '../http/body';
import type { AppDeps, AppEnv } from '../http/env';
import { jawabTulis } from '../http/tulis';
import { parseInput } from '../http/validate';
import { hashSecret, verifySecret } from './password';
import { STATUS_TOLAK, gagalAuth } from './tolak';
import { gantiPasswordAwal } from './tulis';

/** Any logged-in account, on its own account (the access policy's akun.sendiri). */
const akunSendiri = izinkanPeran('akun.sendiri');

const notNeeded = () => gagalAuth('password_awal_sudah_diganti', FIRST_PASSWORD_MSG.tidakPerlu);

/**
 * POST /api/auth/ganti-password-awal {password_baru, konfirmasi_password}: an account created by an ADMIN
 * replaces its first password. The flag is cleared and this session kept; any other session (opened with
 * the first password, which someone else knows) ends. Answers the refreshed SessionUser.
 */
export function firstPasswordRoutes(deps: AppDeps) {
  const { db } = deps;
  const r = new Hono<AppEnv>();

  r.post('/ganti-password-awal', akunSendiri, async (c) => {
    const { user, sessionId } = currentAuth(c);
    const input = parseInput(gantiPasswordAwalSchema, bodyFields(c));
    const [row] = await db
      .select({ hash: akun.password_hash, flag: akun.harus_ganti_password })
      .from(akun)
      .where(eq(akun.id_akun, user.id_akun));
    if (!row) throw gagalAuth('perlu_login', MSG.needLogin);
    if (!row.flag) throw notNeeded();
    if (await verifySecret(input.password_baru, row.hash)) {
      throw gagalAuth('validasi', FIRST_PASSWORD_MSG.samaDenganAwal, { password_baru: FIRST_PASSWORD_MSG.samaDenganAwal });
    }
    const password_hash = await hashSecret(input.password_baru);
    return jawabTulis(c, deps, STATUS_TOLAK, 200, (tx) => gantiPasswordAwal(deps, user, { password_hash, sessionId }, tx));
  });

  return r;
}
