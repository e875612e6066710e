import { eq } from 'drizzle-orm';
import { alasanTolak } from '../../../domain/akses';
import { ADMIN_USER_MSG } from '../../../domain/schemas/admin-user';
import { tolak } from '../../../domain/tolak';
import { logActivity } from '../../activity/log';
import { akun, pelatih, penimbangan } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { berhasil, tolakTulis, type Aktor, type Deps, type HasilTulis } from '../../tulis/types';
import { lockTarget } from './guard';
import type { KodeTolakAkun } from './tolak';

/**
 * DELETE /api/admin/users/{id}: never your own account nor the last ACTIVE admin. The profile row,
 * sessions and reset codes go with the account (FK cascades). A coach's dojang is NOT the coach's: the
 * dojang, its athletes, their entries and payment proofs stay, only their link to this coach is cleared
 * (id_pelatih_pembuat / id_pelatih set null), and the dojang is free for a new coach to register. The
 * coach's own ID-card and belt-certificate files are removed once the delete has committed.
 */
export async function hapusUser(
  _deps: Deps,
  aktor: Aktor,
  input: { id_akun: number },
  tx: DbOrTx,
): Promise<HasilTulis<{ id_akun: number }, KodeTolakAkun>> {
  const akses = alasanTolak(aktor, 'akun.kelola');
  if (akses) return akses;
  const { id_akun } = input;
  const target = await lockTarget(tx, 'hapus', aktor.id_akun, id_akun);
  if (!target) return tolak('tidak_ditemukan', ADMIN_USER_MSG.tidakDitemukan);
  if ('ok' in target) return target;
  // Weigh-in attempts name who weighed: the record stays whole (the staff account can be deactivated instead).
  const [menimbang] = await tx
    .select({ id: penimbangan.id_penimbangan })
    .from(penimbangan)
    .where(eq(penimbangan.id_akun, id_akun))
    .limit(1);
  if (menimbang) return tolakTulis('masih_dipakai', ADMIN_USER_MSG.petugasDipakai);
  const [coach] = await tx
    .select({ foto_ktp: pelatih.foto_ktp, sertifikat_sabuk: pelatih.sertifikat_sabuk })
    .from(pelatih)
    .where(eq(pelatih.id_akun, id_akun));
  await tx.delete(akun).where(eq(akun.id_akun, id_akun));
  await logActivity(tx, {
    action: 'HAPUS_USER',
    actor: aktor.email,
    id_akun: aktor.id_akun,
    details: `User ${target.email} (${target.role}) dihapus`,
  });
  return berhasil(
    { id_akun },
    ADMIN_USER_MSG.dihapus,
    coach
      ? [
          { jenis: 'hapus_berkas', folder: 'pelatih/ktp', nama: coach.foto_ktp, gagal: 'Gagal menghapus file KTP pelatih' },
          {
            jenis: 'hapus_berkas',
            folder: 'pelatih/sertifikat',
            nama: coach.sertifikat_sabuk,
            gagal: 'Gagal menghapus file sertifikat pelatih',
          },
        ]
      : [],
  );
}
