import * as v from 'valibot';
import { AKSES_MSG } from '../akses/pesan';
import { IMAGE_MIMES, MB, type FileRule } from './files';
import { idValue, optionalId } from './peserta';

/** "Payment proof", "Payment proofs". */
/** The ADMIN's review of a payment proof: a verified payment locks the dojang's slots. */
export const BUKTI_STATUS = ['MENUNGGU', 'DITERIMA', 'DITOLAK'] as const;
export type BuktiStatus = (typeof BUKTI_STATUS)[number];

export const BUKTI_MSG = {
  fileWajib: 'File bukti transfer wajib diupload',
  konfirmasiWa: 'Silahkan konfirmasi melalui WA terlebih dahulu',
  aksesUpload: AKSES_MSG.buktiBukanPelatih,
  pelatihTidakDitemukan: AKSES_MSG.buktiTanpaPelatih,
  adminUpload: AKSES_MSG.buktiOlehAdmin,
  dojangTidakDitemukan: 'Data dojang tidak ditemukan',
  kompetisi: 'Kompetisi tidak ditemukan',
  tidakDitemukan: 'Bukti transfer tidak ditemukan',
  uploadBerhasil: 'Upload berhasil!',
  hapusBerhasil: 'File bukti transfer berhasil dihapus',
  gagalUpload: 'Gagal mengupload file, silahkan hubungi admin',
  gagalHapus: 'Gagal menghapus file',
  gagalAmbil: 'Gagal mengambil data bukti transfer',
} as const;

/** jpg, jpeg, png, webp; at most 5MB. */
export const BUKTI_TRANSFER_RULE: FileRule = {
  maxBytes: 5 * MB,
  mimes: IMAGE_MIMES,
  tooBig: 'Ukuran file maksimal 5MB',
  badType: 'Format file harus JPG, PNG, JPEG, atau WebP',
};

/**
 * POST /bukti-transfer text fields. The proof is for one competition (id_kompetisi); id_dojang and
 * id_pelatih are sent does, but the server takes both from the coach's account.
 */
export const buktiTransferUploadSchema = v.object({
  id_kompetisi: v.optional(idValue(BUKTI_MSG.kompetisi), ''),
  id_dojang: optionalId(BUKTI_MSG.dojangTidakDitemukan),
  id_pelatih: optionalId(BUKTI_MSG.pelatihTidakDitemukan),
});

/** GET /bukti-transfer/ and /bukti-transfer/dojang/{id} may narrow to one competition. */
export const buktiTransferQuerySchema = v.object({
  id_kompetisi: optionalId(BUKTI_MSG.kompetisi),
});
