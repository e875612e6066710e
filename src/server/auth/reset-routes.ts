import { Hono } from 'hono';
import { eq, sql } from 'drizzle-orm';
import { resetCodeRequestSchema, resetPasswordSchema } from '../../domain/schemas/auth';
import { logActivity } from '../activity/log';
import { akun } from '../db/schema';
import { bodyFields } from '../http/body';
import type { AppDeps, AppEnv } from '../http/env';
import { okMessage } from '../http/respond';
import { parseInput } from '../http/validate';
import { hashSecret } from './password';
import { clientIp } from './client-ip';
import { consumeResetCode, issueResetCode } from './reset-code';
import { hapusTantanganAkun } from '../keamanan/tantangan';
import { revokeAllSessions } from './session';
import { gagalAuth } from './tolak';

export const CODE_SENT = 'Jika email terdaftar, kode verifikasi telah dikirim ke email Anda';
export const CODE_INVALID = 'Kode verifikasi salah atau sudah kedaluwarsa';
export const RESET_DONE = 'Password berhasil direset!';

export function resetRoutes({ db, mailer, log, codeRequestLimiter: codeRequests }: AppDeps) {
  const r = new Hono<AppEnv>();
  const findAkun = async (email: string) =>
    (await db.select().from(akun).where(eq(sql`lower(${akun.email})`, email)))[0];

  r.post('/reset-password/code', async (c) => {
    const { email } = parseInput(resetCodeRequestSchema, bodyFields(c));
    const ip = clientIp(c);
    const limited = await codeRequests.isBlocked(email, ip);
    await codeRequests.recordFailure(email, ip);
    const found = limited ? undefined : await findAkun(email);
    if (found) {
      const code = await issueResetCode(db, found.id_akun);
      // Sent in the background so the answer takes as long whether or not the email exists.
      mailer.send({
        to: found.email,
        subject: 'Kode verifikasi reset password Arena TKD',
        text: `Kode verifikasi Anda: ${code}\n\nKode berlaku 15 menit dan hanya dapat dipakai sekali. ` +
          'Abaikan email ini jika Anda tidak meminta reset password.',
      }).catch((e) => log('Gagal mengirim email kode reset', e));
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
    await db.transaction(async (tx) => {
      await tx.update(akun).set({ password_hash, harus_ganti_password: false }).where(eq(akun.id_akun, found.id_akun));
      await revokeAllSessions(tx, found.id_akun);
      // A login half done with the old password (waiting for its second factor) ends too.
      await hapusTantanganAkun(tx, found.id_akun);
      await logActivity(tx, { action: 'RESET_PASSWORD', actor: found.email, id_akun: found.id_akun });
    });
    return okMessage(c, RESET_DONE);
  });
  return r;
}
