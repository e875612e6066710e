import { eq } from 'drizzle-orm';
import { alasanTolak } from '../../domain/akses';
import { BUKTI_MSG } from '../../domain/schemas/bukti-transfer';
import { VERIFIKASI_MSG, type BuktiDiverifikasi } from '../../domain/schemas/bukti-verifikasi';
import { tolak } from '../../domain/tolak';
import { logActivity } from '../activity/log';
import { buktiTransfer, dojang, kompetisi } from '../db/schema';
import type { DbOrTx } from '../db/types';
import { KOMPETISI_NOT_FOUND } from '../kompetisi/baris';
import { berhasil, type Aktor, type Deps, type HasilTulis } from '../tulis/types';
import { removeUpload, storeUpload, type CheckedFile } from '../uploads/store';
import { BUKTI_FOLDER, findBukti } from './query';
import type { KodeTolakBukti } from './tolak';

/**
 * POST /bukti-transfer: a coach's proof for one competition (the file already checked by its content). The
 * file is stored last and removed again when the row cannot be written.
 */
export async function unggahBukti(
  deps: Deps,
  aktor: Aktor,
  input: { id_kompetisi: number; berkas: CheckedFile },
  tx: DbOrTx,
): Promise<HasilTulis<BuktiDiverifikasi, KodeTolakBukti>> {
  const akses = alasanTolak(aktor, 'bukti.unggah');
  if (akses) return akses;
  const { id_pelatih, id_dojang } = aktor.pelatih!;
  const [k] = await tx
    .select({ id_kompetisi: kompetisi.id_kompetisi, nama_event: kompetisi.nama_event })
    .from(kompetisi)
    .where(eq(kompetisi.id_kompetisi, input.id_kompetisi));
  if (!k) return tolak('tidak_ditemukan', KOMPETISI_NOT_FOUND);
  const [own] = await tx.select({ nama_dojang: dojang.nama_dojang }).from(dojang).where(eq(dojang.id_dojang, id_dojang));
  if (!own) return tolak('tidak_ditemukan', BUKTI_MSG.dojangTidakDitemukan);
  const name = await storeUpload(deps.dataDir, BUKTI_FOLDER, input.berkas);
  try {
    const [row] = await tx
      .insert(buktiTransfer)
      .values({ bukti_transfer_path: name, id_dojang, id_pelatih, id_kompetisi: k.id_kompetisi })
      .returning({ id: buktiTransfer.id_bukti_transfer });
    const data = await findBukti(tx, row.id);
    if (!data) throw new Error('bukti transfer baru tidak terbaca');
    await logActivity(tx, {
      action: 'UPLOAD_BUKTI_TRANSFER',
      actor: aktor.email,
      id_akun: aktor.id_akun,
      details: `Bukti transfer ${own.nama_dojang} untuk ${k.nama_event} diupload`,
    });
    return berhasil(data, BUKTI_MSG.uploadBerhasil);
  } catch (e) {
    await removeUpload(deps.dataDir, BUKTI_FOLDER, name).catch((err) => deps.log('Gagal menghapus file bukti transfer', err));
    throw e;
  }
}

/** DELETE /bukti-transfer/{id}: the own dojang's proof, unless it was accepted; the file goes after the commit. */
export async function hapusBukti(
  _deps: Deps,
  aktor: Aktor,
  input: { id: number },
  tx: DbOrTx,
): Promise<HasilTulis<{ id_bukti_transfer: number }, KodeTolakBukti>> {
  const { id } = input;
  const [row] = await tx.select().from(buktiTransfer).where(eq(buktiTransfer.id_bukti_transfer, id)).for('update');
  if (!row) return tolak('tidak_ditemukan', BUKTI_MSG.tidakDitemukan);
  const akses = alasanTolak(aktor, 'bukti.hapus', { id_dojang: row.id_dojang });
  if (akses) return akses;
  if (row.status_verifikasi === 'DITERIMA') return tolak('sudah_diterima', VERIFIKASI_MSG.hapusDiterima);
  await tx.delete(buktiTransfer).where(eq(buktiTransfer.id_bukti_transfer, id));
  await logActivity(tx, {
    action: 'HAPUS_BUKTI_TRANSFER',
    actor: aktor.email,
    id_akun: aktor.id_akun,
    details: `Bukti transfer ${row.bukti_transfer_path} dihapus`,
  });
  return berhasil({ id_bukti_transfer: id }, BUKTI_MSG.hapusBerhasil, [
    { jenis: 'hapus_berkas', folder: BUKTI_FOLDER, nama: row.bukti_transfer_path, gagal: 'Gagal menghapus file bukti transfer' },
  ]);
}
