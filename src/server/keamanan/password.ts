import { Hono } from 'hono';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { KEAMANAN_MSG, gantiPasswordSchema } from '../../domain/schemas/keamanan';
import { logActivity } from '../activity/log';
import { hashSecret } from '../auth/password';
import { akun, session } from '../db/schema';
import { izinkanPeran } from '../http/akses';
import { currentAuth } from '../http/auth-middleware';
import { bodyFields } from '../http/body';
import type { AppDeps, AppEnv } from '../http/env';
import { clientIp } from '../auth/client-ip';
import { completeIdempotency } from '../http/idempotency';
import { parseInput } from '../http/validate';
import { hapusTantanganAkun } from './tantangan';
import { cekPasswordSaatIni } from './verifikasi';

/** Any logged-in account, on its own account (the access policy's akun.sendiri). */
const akunSendiri = izinkanPeran('akun.sendiri');

/**
 * PUT /api/auth/password {password_saat_ini, password_baru, konfirmasi_password}, any role: the current
 * password is required; on success every OTHER session of the account ends (and any half-done 2FA login),
 * this one stays.
 */
export function passwordRoutes(deps: AppDeps) {
  const { db } = deps;
  const r = new Hono<AppEnv>();

  r.put('/password', akunSendiri, async (c) => {
    const { user, sessionId } = currentAuth(c);
    const input = parseInput(gantiPasswordSchema, bodyFields(c));
    await cekPasswordSaatIni(deps, clientIp(c), user.id_akun, input.password_saat_ini, 'password_saat_ini');
    const password_hash = await hashSecret(input.password_baru);
    const body = await db.transaction(async (tx) => {
      await tx.update(akun).set({ password_hash }).where(eq(akun.id_akun, user.id_akun));
      const ended = await tx.update(session).set({ revoked_at: new Date() })
        .where(and(eq(session.id_akun, user.id_akun), ne(session.id_session, sessionId), isNull(session.revoked_at)))
        .returning({ id: session.id_session });
      await hapusTantanganAkun(tx, user.id_akun);
      await logActivity(tx, { action: 'GANTI_PASSWORD', actor: user.email, id_akun: user.id_akun,
        details: `Password diganti dari pengaturan; ${ended.length} sesi lain diakhiri` });
      const jawaban = { success: true as const, message: KEAMANAN_MSG.passwordDiganti, data: { sesi_diakhiri: ended.length } };
      await completeIdempotency(c, tx, 200, jawaban);
      return jawaban;
    });
    return c.json(body);
  });

  return r;
}
