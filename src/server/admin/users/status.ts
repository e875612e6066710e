import type { Context } from 'hono';
import { eq } from 'drizzle-orm';
import { ADMIN_USER_MSG, adminUserStatusSchema, type AdminUser } from '../../../domain/schemas/admin-user';
import { logActivity } from '../../activity/log';
import { revokeAllSessions } from '../../auth/session';
import { akun } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { currentAuth } from '../../http/auth-middleware';
import { bodyFields } from '../../http/body';
import type { AppDeps, AppEnv } from '../../http/env';
import { completeIdempotency } from '../../http/idempotency';
import { parseInput } from '../../http/validate';
import { lockTarget } from './guard';
import { findAdminUser } from './sql';

export interface Jawaban<T> {
  success: true;
  message: string;
  data: T;
}

/**
 * PATCH /api/admin/users/{id}/status: never your own account nor the last ACTIVE admin. INACTIVE ends
 * every session of the account (it also cannot log in); setting the status it already has writes nothing.
 */
export async function ubahStatusUser({ db }: AppDeps, c: Context<AppEnv>, id_akun: number): Promise<Jawaban<AdminUser>> {
  const { user } = currentAuth(c);
  const { status } = parseInput(adminUserStatusSchema, bodyFields(c));
  return db.transaction(async (tx) => {
    const target = await lockTarget(tx, status === 'INACTIVE' ? 'nonaktifkan' : 'aktifkan', user.id_akun, id_akun);
    if (!target) throw new ApiError(404, ADMIN_USER_MSG.tidakDitemukan);
    if (target.status !== status) {
      await tx.update(akun).set({ status }).where(eq(akun.id_akun, id_akun));
      if (status === 'INACTIVE') await revokeAllSessions(tx, id_akun);
      await logActivity(tx, { action: 'UBAH_STATUS_USER', actor: user.email, id_akun: user.id_akun,
        details: `Status user ${target.email} (${target.role}) diubah dari ${target.status} ke ${status}` });
    }
    const data = await findAdminUser(tx, id_akun);
    if (!data) throw new ApiError(404, ADMIN_USER_MSG.tidakDitemukan);
    const body: Jawaban<AdminUser> = {
      success: true, message: status === 'ACTIVE' ? ADMIN_USER_MSG.diaktifkan : ADMIN_USER_MSG.dinonaktifkan, data,
    };
    await completeIdempotency(c, tx, 200, body);
    return body;
  });
}
