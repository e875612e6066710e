import { Hono } from 'hono';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { SessionUser } from '../../domain/roles';
import { FIRST_PASSWORD_MSG, gantiPasswordAwalSchema } from '../../domain/schemas/admin-user';
import { logActivity } from '../activity/log';
import { akun, session } from '../db/schema';
import { MSG } from '../http/api-error';
import { izinkanPeran } from '../http/akses';
import { currentAuth } from '../http/auth-middleware';
import { bodyFields } from '../http/body';
import type { AppDeps, AppEnv } from '../http/env';
import { completeIdempotency } from '../http/idempotency';
import { parseInput } from '../http/validate';
import { hashSecret, verifySecret } from './password';
import { loadSessionUser, toSessionUser } from './session-user';
import { gagalAuth } from './tolak';

/** Any logged-in account, on its own account (the access policy's akun.sendiri). */
const akunSendiri = izinkanPeran('akun.sendiri');

const notNeeded = () => gagalAuth('password_awal_sudah_diganti', FIRST_PASSWORD_MSG.tidakPerlu);

/**
 * POST /api/auth/ganti-password-awal {password_baru, konfirmasi_password}: an account created by an ADMIN
 * replaces its first password. The flag is cleared and this session kept; any other session (opened with
 * the first password, which someone else knows) ends. Answers the refreshed SessionUser.
 */
export function firstPasswordRoutes({ db }: AppDeps) {
  const r = new Hono<AppEnv>();

  r.post('/ganti-password-awal', akunSendiri, async (c) => {
    const { user, sessionId } = currentAuth(c);
    const input = parseInput(gantiPasswordAwalSchema, bodyFields(c));
    const [row] = await db.select({ hash: akun.password_hash, flag: akun.harus_ganti_password })
      .from(akun).where(eq(akun.id_akun, user.id_akun));
    if (!row) throw gagalAuth('perlu_login', MSG.needLogin);
    if (!row.flag) throw notNeeded();
    if (await verifySecret(input.password_baru, row.hash)) {
      throw gagalAuth('validasi', FIRST_PASSWORD_MSG.samaDenganAwal, { password_baru: FIRST_PASSWORD_MSG.samaDenganAwal });
    }
    const password_hash = await hashSecret(input.password_baru);
    const body = await db.transaction(async (tx) => {
      const changed = await tx.update(akun).set({ password_hash, harus_ganti_password: false })
        .where(and(eq(akun.id_akun, user.id_akun), eq(akun.harus_ganti_password, true)))
        .returning({ id_akun: akun.id_akun });
      if (changed.length === 0) throw notNeeded(); // a twin request got there first
      await tx.update(session).set({ revoked_at: new Date() })
        .where(and(eq(session.id_akun, user.id_akun), ne(session.id_session, sessionId), isNull(session.revoked_at)));
      await logActivity(tx, { action: 'GANTI_PASSWORD_AWAL', actor: user.email, id_akun: user.id_akun,
        details: 'Password awal diganti oleh pemilik akun' });
      const fresh = await loadSessionUser(tx, user.id_akun);
      if (!fresh) throw gagalAuth('perlu_login', MSG.needLogin);
      const jawaban: { success: true; message: string; data: SessionUser } = {
        success: true, message: FIRST_PASSWORD_MSG.berhasil, data: toSessionUser(fresh),
      };
      await completeIdempotency(c, tx, 200, jawaban);
      return jawaban;
    });
    return c.json(body);
  });

  return r;
}
