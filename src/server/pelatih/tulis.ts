import { eq } from 'drizzle-orm';
import { alasanTolak } from '../../domain/akses';
import type { PelatihFiles, PelatihProfile } from '../../domain/api-types';
import type { PelatihProfileUpdateInput } from '../../domain/schemas/pelatih';
import { tolak, type KodeUmum } from '../../domain/tolak';
import { logActivity } from '../activity/log';
import { pelatih } from '../db/schema';
import type { DbOrTx } from '../db/types';
import { berhasil, type Aktor, type Deps, type Efek, type HasilTulis } from '../tulis/types';
import { removeUpload, storeUpload, type CheckedFile } from '../uploads/store';
import { findPelatihRow, toFiles, toProfile } from './serialize';

export const PROFILE_NOT_FOUND = 'Profil pelatih tidak ditemukan';

/** PUT /pelatih/profile: the coach's own profile; empty fields keep their value. */
export async function ubahProfilPelatih(
  _deps: Deps,
  aktor: Aktor,
  input: PelatihProfileUpdateInput,
  tx: DbOrTx,
): Promise<HasilTulis<PelatihProfile, KodeUmum>> {
  const akses = alasanTolak(aktor, 'pelatih.profil');
  if (akses) return akses;
  const { id_pelatih } = aktor.pelatih!;
  const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined && value !== null && value !== ''));
  if (Object.keys(changes).length > 0) await tx.update(pelatih).set(changes).where(eq(pelatih.id_pelatih, id_pelatih));
  const row = await findPelatihRow(tx, id_pelatih);
  if (!row) return tolak('tidak_ditemukan', PROFILE_NOT_FOUND);
  await logActivity(tx, {
    action: 'UPDATE_PROFIL',
    actor: aktor.email,
    id_akun: aktor.id_akun,
    details: `Profil diperbarui: ${Object.keys(changes).join(', ') || '-'}`,
  });
  return berhasil(toProfile(row.pelatih, row.email), 'Profil berhasil diperbarui');
}

/** POST /pelatih/upload: the coach's ID card and/or belt certificate (checked by the route); the replaced files go after the commit. */
export async function unggahBerkasPelatih(
  deps: Deps,
  aktor: Aktor,
  input: { foto_ktp?: CheckedFile; sertifikat_sabuk?: CheckedFile },
  tx: DbOrTx,
): Promise<HasilTulis<PelatihFiles, KodeUmum>> {
  const akses = alasanTolak(aktor, 'pelatih.profil');
  if (akses) return akses;
  const { id_pelatih } = aktor.pelatih!;
  const before = await findPelatihRow(tx, id_pelatih);
  if (!before) return tolak('tidak_ditemukan', PROFILE_NOT_FOUND);
  const foto_ktp = input.foto_ktp ? await storeUpload(deps.dataDir, 'pelatih/ktp', input.foto_ktp) : undefined;
  const sertifikat_sabuk = input.sertifikat_sabuk
    ? await storeUpload(deps.dataDir, 'pelatih/sertifikat', input.sertifikat_sabuk)
    : undefined;
  try {
    await tx.update(pelatih).set({ foto_ktp, sertifikat_sabuk }).where(eq(pelatih.id_pelatih, id_pelatih));
  } catch (e) {
    await removeUpload(deps.dataDir, 'pelatih/ktp', foto_ktp);
    await removeUpload(deps.dataDir, 'pelatih/sertifikat', sertifikat_sabuk);
    throw e;
  }
  await logActivity(tx, { action: 'UPLOAD_FILE_PELATIH', actor: aktor.email, id_akun: aktor.id_akun });
  const gagal = 'Gagal menghapus file lama';
  const dibuang: Efek[] = [
    ...(foto_ktp ? [{ jenis: 'hapus_berkas', folder: 'pelatih/ktp', nama: before.pelatih.foto_ktp, gagal } as const] : []),
    ...(sertifikat_sabuk
      ? [{ jenis: 'hapus_berkas', folder: 'pelatih/sertifikat', nama: before.pelatih.sertifikat_sabuk, gagal } as const]
      : []),
  ];
  return berhasil(
    toFiles({ foto_ktp: foto_ktp ?? before.pelatih.foto_ktp, sertifikat_sabuk: sertifikat_sabuk ?? before.pelatih.sertifikat_sabuk }),
    'File berhasil diupload',
    dibuang,
  );
}
