import { eq } from 'drizzle-orm';
import { alasanTolak } from '../../../domain/akses';
import { ADMIN_DOJANG_MSG } from '../../../domain/schemas/admin-dojang';
import { tolak } from '../../../domain/tolak';
import { logActivity } from '../../activity/log';
import { pgErrorCode } from '../../db/errors';
import { dojang } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { berhasil, type Aktor, type Deps, type HasilTulis } from '../../tulis/types';
import { findAdminDojang, logoOf } from './detail';
import type { KodeTolakAdminDojang } from './tolak';

/** What a foreign-key refusal says when a row was added between the check and the delete. */
const MASIH_DIPAKAI = 'Dojang tidak dapat dihapus karena masih memiliki data terkait. Muat ulang data dojang.';

/**
 * DELETE /api/admin/dojang/{id} (ADMIN). Nothing is cascaded away: a dojang with athletes, entries,
 * payment proofs or a coach account is refused 'masih_dipakai' with the reason (src/domain/schemas/admin-dojang.ts
 * alasanTidakBisaDihapus). The row is locked while checked, so an athlete or coach added meanwhile waits
 * and then finds no dojang. Its logo file goes once the delete has committed.
 */
export async function hapusDojang(
  _deps: Deps,
  aktor: Aktor,
  input: { id_dojang: number },
  tx: DbOrTx,
): Promise<HasilTulis<{ id_dojang: number }, KodeTolakAdminDojang>> {
  const { id_dojang } = input;
  const akses = alasanTolak(aktor, 'dojang.validasi');
  if (akses) return akses;
  const found = await findAdminDojang(tx, id_dojang, true);
  if (!found) return tolak('tidak_ditemukan', ADMIN_DOJANG_MSG.tidakDitemukan);
  if (found.alasan_tidak_bisa_dihapus) return tolak('masih_dipakai', found.alasan_tidak_bisa_dihapus);
  const logo = await logoOf(tx, id_dojang);
  try {
    await tx.delete(dojang).where(eq(dojang.id_dojang, id_dojang));
  } catch (e) {
    if (pgErrorCode(e) === '23503') return tolak('masih_dipakai', MASIH_DIPAKAI);
    throw e;
  }
  await logActivity(tx, {
    action: 'HAPUS_DOJANG',
    actor: aktor.email,
    id_akun: aktor.id_akun,
    details: `Dojang ${found.nama_dojang} dihapus (status ${found.status})`,
  });
  return berhasil({ id_dojang }, ADMIN_DOJANG_MSG.hapusBerhasil(found.nama_dojang), [
    { jenis: 'hapus_berkas', folder: 'dojang/logos', nama: logo, gagal: 'Gagal menghapus logo dojang' },
  ]);
}
