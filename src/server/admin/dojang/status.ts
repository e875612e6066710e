import { eq } from 'drizzle-orm';
import { alasanTolak } from '../../../domain/akses';
import { ADMIN_DOJANG_MSG, dojangStatusLabel, type AdminDojangDetail, type StatusDojangInput } from '../../../domain/schemas/admin-dojang';
import { tolak } from '../../../domain/tolak';
import { logActivity } from '../../activity/log';
import { dojang } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { berhasil, sekarang, tolakTulis, type Aktor, type Deps, type HasilTulis } from '../../tulis/types';
import { findAdminDojang } from './detail';
import type { KodeTolakAdminDojang } from './tolak';

/**
 * PATCH /api/admin/dojang/{id}/status (ADMIN): Menunggu, Tervalidasi or Ditolak, a rejection with the reason
 * the coach will read (catatan). Setting the status (and reason) it already has answers the dojang with nothing
 * written; a change made from a status the dojang no longer has (status_sebelumnya: another admin moved it
 * on) is refused 'konflik_versi' carrying the current one. The change and its activity row (from → to)
 * are written in the caller's transaction.
 */
export async function ubahStatusDojang(
  deps: Deps,
  aktor: Aktor,
  input: StatusDojangInput & { id_dojang: number },
  tx: DbOrTx,
): Promise<HasilTulis<AdminDojangDetail, KodeTolakAdminDojang>> {
  const { id_dojang } = input;
  const akses = alasanTolak(aktor, 'dojang.validasi');
  if (akses) return akses;
  const before = await findAdminDojang(tx, id_dojang, true);
  if (!before) return tolak('tidak_ditemukan', ADMIN_DOJANG_MSG.tidakDitemukan);
  if (before.status !== input.status && input.status_sebelumnya !== undefined && input.status_sebelumnya !== before.status) {
    return tolakTulis('konflik_versi', ADMIN_DOJANG_MSG.konflik(before.status), { data: { id_dojang, status: before.status } });
  }
  let data = before;
  // The reason goes with a rejection only; the coach reads it on the dojang page.
  const catatan = input.status === 'REJECTED' ? input.catatan : null;
  if (before.status !== input.status || before.catatan_validasi !== catatan) {
    await tx
      .update(dojang)
      .set({ status: input.status, catatan_validasi: catatan, divalidasi_pada: sekarang(deps) })
      .where(eq(dojang.id_dojang, id_dojang));
    const dari =
      before.status === input.status
        ? 'alasan penolakan diubah'
        : `diubah dari ${dojangStatusLabel(before.status)} ke ${dojangStatusLabel(input.status)}`;
    await logActivity(tx, {
      action: 'UBAH_STATUS_DOJANG',
      actor: aktor.email,
      id_akun: aktor.id_akun,
      details: `Status dojang ${before.nama_dojang} ${dari}${catatan ? ` (alasan: ${catatan})` : ''}`,
    });
    data = { ...before, status: input.status, catatan_validasi: catatan };
  }
  return berhasil(data, ADMIN_DOJANG_MSG.berhasil[input.status]);
}
