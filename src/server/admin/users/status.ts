import { eq } from 'drizzle-orm';
import { alasanTolak } from '../../../domain/akses';
import { ADMIN_USER_MSG, type AdminUser, type AdminUserStatusInput } from '../../../domain/schemas/admin-user';
import { tolak } from '../../../domain/tolak';
import { logActivity } from '../../activity/log';
import { revokeAllSessions } from '../../auth/session';
import { akun } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { berhasil, type Aktor, type Deps, type HasilTulis } from '../../tulis/types';
import { lockTarget } from './guard';
import { findAdminUser } from './sql';
import type { KodeTolakAkun } from './tolak';

export interface Jawaban<T> {
  success: true;
  message: string;
  data: T;
}

/**
 * PATCH /api/admin/users/{id}/status: never your own account nor the last ACTIVE admin. INACTIVE ends
 * every session of the account (it also cannot log in); setting the status it already has writes nothing.
 */
export async function ubahStatusUser(
  _deps: Deps,
  aktor: Aktor,
  input: AdminUserStatusInput & { id_akun: number },
  tx: DbOrTx,
): Promise<HasilTulis<AdminUser, KodeTolakAkun>> {
  const akses = alasanTolak(aktor, 'akun.kelola');
  if (akses) return akses;
  const { id_akun, status } = input;
  const target = await lockTarget(tx, status === 'INACTIVE' ? 'nonaktifkan' : 'aktifkan', aktor.id_akun, id_akun);
  if (!target) return tolak('tidak_ditemukan', ADMIN_USER_MSG.tidakDitemukan);
  if ('ok' in target) return target;
  if (target.status !== status) {
    await tx.update(akun).set({ status }).where(eq(akun.id_akun, id_akun));
    if (status === 'INACTIVE') await revokeAllSessions(tx, id_akun);
    await logActivity(tx, {
      action: 'UBAH_STATUS_USER',
      actor: aktor.email,
      id_akun: aktor.id_akun,
      details: `Status user ${target.email} (${target.role}) diubah dari ${target.status} ke ${status}`,
    });
  }
  const data = await findAdminUser(tx, id_akun);
  if (!data) return tolak('tidak_ditemukan', ADMIN_USER_MSG.tidakDitemukan);
  return berhasil(data, status === 'ACTIVE' ? ADMIN_USER_MSG.diaktifkan : ADMIN_USER_MSG.dinonaktifkan);
}
