import type { Context } from 'hono';
import { eq } from 'drizzle-orm';
import { ADMIN_DOJANG_MSG } from '../../../domain/schemas/admin-dojang';
import { logActivity } from '../../activity/log';
import { pgErrorCode } from '../../db/errors';
import { dojang } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { currentAuth } from '../../http/auth-middleware';
import type { AppDeps, AppEnv } from '../../http/env';
import { completeIdempotency } from '../../http/idempotency';
import { removeUpload } from '../../uploads/store';
import { findAdminDojang, logoOf } from './detail';

/** What a foreign-key refusal says when a row was added between the check and the delete. */
const MASIH_DIPAKAI = 'Dojang tidak dapat dihapus karena masih memiliki data terkait. Muat ulang data dojang.';

/**
 * DELETE /api/admin/dojang/{id} (ADMIN). Nothing is cascaded away: a dojang with athletes, entries,
 * payment proofs or a coach account is refused with 409 and the reason (src/domain/schemas/admin-dojang.ts
 * alasanTidakBisaDihapus). The row is locked while checked, so an athlete or coach added meanwhile waits
 * and then finds no dojang. Its logo file goes once the delete has committed.
 */
export async function hapusDojang({ db, dataDir, log }: AppDeps, c: Context<AppEnv>, id_dojang: number) {
  const { user } = currentAuth(c);
  let logo: string | null = null;
  try {
    const body = await db.transaction(async (tx) => {
      const found = await findAdminDojang(tx, id_dojang, true);
      if (!found) throw new ApiError(404, ADMIN_DOJANG_MSG.tidakDitemukan);
      if (found.alasan_tidak_bisa_dihapus) throw new ApiError(409, found.alasan_tidak_bisa_dihapus);
      logo = await logoOf(tx, id_dojang);
      await tx.delete(dojang).where(eq(dojang.id_dojang, id_dojang));
      await logActivity(tx, { action: 'HAPUS_DOJANG', actor: user.email, id_akun: user.id_akun,
        details: `Dojang ${found.nama_dojang} dihapus (status ${found.status})` });
      const answer = { success: true as const, message: ADMIN_DOJANG_MSG.hapusBerhasil(found.nama_dojang), data: { id_dojang } };
      await completeIdempotency(c, tx, 200, answer);
      return answer;
    });
    await removeUpload(dataDir, 'dojang/logos', logo).catch((e) => log('Gagal menghapus logo dojang', e));
    return body;
  } catch (e) {
    if (pgErrorCode(e) === '23503') throw new ApiError(409, MASIH_DIPAKAI);
    throw e;
  }
}
