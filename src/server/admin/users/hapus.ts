import type { Context } from 'hono';
import { eq } from 'drizzle-orm';
import { ADMIN_USER_MSG } from '../../../domain/schemas/admin-user';
import { logActivity } from '../../activity/log';
import { akun, pelatih } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { currentAuth } from '../../http/auth-middleware';
import type { AppDeps, AppEnv } from '../../http/env';
import { completeIdempotency } from '../../http/idempotency';
import { removeUpload } from '../../uploads/store';
import { lockTarget } from './guard';
import type { Jawaban } from './status';

/**
 * DELETE /api/admin/users/{id}: never your own account nor the last ACTIVE admin. The profile row,
 * sessions and reset codes go with the account (FK cascades). A coach's dojang is NOT the coach's: the
 * dojang, its athletes, their entries and payment proofs stay, only their link to this coach is cleared
 * (id_pelatih_pembuat / id_pelatih set null), and the dojang is free for a new coach to register. The
 * coach's own ID-card and belt-certificate files are removed once the delete has committed.
 */
export async function hapusUser({ db, dataDir, log }: AppDeps, c: Context<AppEnv>, id_akun: number): Promise<Jawaban<{ id_akun: number }>> {
  const { user } = currentAuth(c);
  const { body, files } = await db.transaction(async (tx) => {
    const target = await lockTarget(tx, 'hapus', user.id_akun, id_akun);
    if (!target) throw new ApiError(404, ADMIN_USER_MSG.tidakDitemukan);
    const [coach] = await tx.select({ foto_ktp: pelatih.foto_ktp, sertifikat_sabuk: pelatih.sertifikat_sabuk })
      .from(pelatih).where(eq(pelatih.id_akun, id_akun));
    await tx.delete(akun).where(eq(akun.id_akun, id_akun));
    await logActivity(tx, { action: 'HAPUS_USER', actor: user.email, id_akun: user.id_akun,
      details: `User ${target.email} (${target.role}) dihapus` });
    const jawaban: Jawaban<{ id_akun: number }> = { success: true, message: ADMIN_USER_MSG.dihapus, data: { id_akun } };
    await completeIdempotency(c, tx, 200, jawaban);
    return { body: jawaban, files: coach ?? null };
  });
  if (files) {
    await removeUpload(dataDir, 'pelatih/ktp', files.foto_ktp).catch((err) => log('Gagal menghapus file KTP pelatih', err));
    await removeUpload(dataDir, 'pelatih/sertifikat', files.sertifikat_sabuk)
      .catch((err) => log('Gagal menghapus file sertifikat pelatih', err));
  }
  return body;
}
