import { sql } from 'drizzle-orm';
import { cekAksiUser, type KodeAkun } from '../../../domain/schemas/admin-user';
import type { Tolak } from '../../../domain/tolak';
import type { DbOrTx } from '../../db/types';
import { queryRows } from '../../db/rows';

export interface TargetAkun {
  id_akun: number;
  email: string;
  role: 'ADMIN' | 'PELATIH' | 'ADMIN_KOMPETISI';
  status: 'ACTIVE' | 'INACTIVE';
}

/**
 * Inside the write's transaction: locks every ADMIN account and the target, then refuses acting on
 * yourself or removing the last ACTIVE admin (null: no such account). The lock makes two admins who
 * deactivate or delete each other at the same moment take turns, so the second one sees it would leave
 * no active admin.
 */
export async function lockTarget(
  tx: DbOrTx,
  aksi: 'nonaktifkan' | 'hapus' | 'aktifkan',
  actorId: number,
  id_akun: number,
): Promise<TargetAkun | Tolak<KodeAkun> | null> {
  const admins = await queryRows<{ id_akun: number; status: string }>(
    tx,
    sql`
    select id_akun, status from akun where role = 'ADMIN' order by id_akun for update`,
  );
  const [target] = await queryRows<TargetAkun>(
    tx,
    sql`
    select id_akun, email, role, status from akun where id_akun = ${id_akun} for update`,
  );
  if (!target) return null;
  const activeAdmins = admins.filter((a) => a.status === 'ACTIVE').length;
  const verdict = cekAksiUser(aksi, actorId, target, activeAdmins);
  return verdict.ok ? target : verdict;
}
