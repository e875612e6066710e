import { Hono } from 'hono';
import { eq, sql } from 'drizzle-orm';
import { resetCodeRequestSchema, resetPasswordSchema } from '../../domain/schemas/auth';
import { akun } from '../db/schema';
import { bodyFields } from '../http/body';
import type { AppDeps, AppEnv } from '../http/env';
import { okMessage } from '../http/respond';
import { jawabTulis } from '../http/tulis';
import { parseInput } from '../http/validate';
import { hashSecret } from './password';
import { clientIp } from './client-ip';
import { consumeResetCode, issueResetCode } from './reset-code';
import { STATUS_TOLAK, gagalAuth } from './tolak';
import { terapkanResetPassword } from './tulis';

export const CODE_SENT = 'Jika email terdaftar, kode verifikasi telah dikirim ke email Anda';
export const CODE_INVALID = 'Kode verifikasi salah atau sudah kedaluwarsa';
export { RESET_DONE } from './tulis';

export function resetRoutes(deps: AppDeps) {
  const { db, mailer, log, codeRequestLimiter: codeRequests } = deps;
  const r = new Hono<AppEnv>();
  const findAkun = async (email: string) =>
    (
      await db
        .select()
        .from(akun)
        .where(eq(sql`lower(${akun.email})`, email))
    )[0];

  r.post('/reset-password/code', async (c) => {
    const { email } = parseInput(resetCodeRequestSchema, bodyFields(c));
    const ip = clientIp(c);
    const limited = await codeRequests.isBlocked(email, ip);
    await codeRequests.recordFailure(email, ip);
    const found = limited ? undefined : await findAkun(email);
    if (found) {
      const code = await issueResetCode(db, found.id_akun);
      // Sent in the background so the answer takes as long whether or not the email exists.
      mailer
        .send({
          to: found.email,
          subject: 'Kode verifikasi reset password Arena TKD',
          text:
            `Kode verifikasi Anda: ${code}\n\nKode berlaku 15 menit dan hanya dapat dipakai sekali. ` +
            'Abaikan email ini jika Anda tidak meminta reset password.',
        })
        .catch((e) => log('Gagal mengirim email kode reset', e));
    }
    return okMessage(c, CODE_SENT);
  });

  r.post('/reset-password', async (c) => {
    const input = parseInput(resetPasswordSchema, bodyFields(c));
    const found = await findAkun(input.email);
    if (!found) throw gagalAuth('kode_salah', CODE_INVALID);
    const codeId = await consumeResetCode(db, found.id_akun, input.code);
    if (codeId === null) throw gagalAuth('kode_salah', CODE_INVALID);
    const password_hash = await hashSecret(input.newPassword);
    const target = { id_akun: found.id_akun, email: found.email, password_hash };
    return jawabTulis(c, deps, STATUS_TOLAK, 200, (tx) => terapkanResetPassword(deps, null, target, tx));
  });
  return r;
}
