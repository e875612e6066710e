import { activityLog } from '../db/schema';
import type { DbOrTx } from '../db/types';

export type AksiSistem =
  | 'BUAT_CADANGAN'
  | 'HAPUS_CADANGAN'
  | 'PULIHKAN_DATA'
  | 'PULIHKAN_DIBATALKAN'
  | 'EKSPOR_DATA'
  | 'UBAH_MAINTENANCE'
  | 'BERSIHKAN_CACHE';

/** One activity-log row for an ADMIN's system action (who, what, from → to). */
export async function catatSistem(
  db: DbOrTx,
  pelaku: { id_akun: number; email: string },
  action: AksiSistem,
  details: string,
): Promise<void> {
  await db.insert(activityLog).values({ action, actor: pelaku.email, id_akun: pelaku.id_akun, details });
}
