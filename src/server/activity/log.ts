import { activityLog } from '../db/schema';
import type { DbOrTx } from '../db/types';

export type ActivityAction =
  | 'HUB_KODE'
  | 'HUB_AMBIL_ALIH'
  | 'HUB_DIKEMBALIKAN'
  | 'HUB_DIAKHIRI'
  | 'REGISTER_DOJANG'
  | 'REGISTER_PELATIH'
  | 'LOGIN'
  | 'LOGOUT'
  | 'RESET_PASSWORD'
  | 'UPDATE_DOJANG'
  | 'UPDATE_PROFIL'
  | 'UPLOAD_FILE_PELATIH'
  | 'TAMBAH_ATLET'
  | 'PERSETUJUAN_DATA'
  | 'CABUT_PERSETUJUAN'
  | 'UPDATE_ATLET'
  | 'DAFTAR_PESERTA'
  | 'UBAH_KELAS_PESERTA'
  | 'HAPUS_PESERTA'
  | 'UBAH_STATUS_PESERTA'
  | 'BUAT_KOMPETISI'
  | 'UBAH_KOMPETISI'
  | 'UBAH_STATUS_KOMPETISI'
  | 'UBAH_KELAS_KOMPETISI'
  | 'UPLOAD_BUKTI_TRANSFER'
  | 'HAPUS_BUKTI_TRANSFER'
  | 'VERIFIKASI_BUKTI_TRANSFER'
  | 'TAMBAH_USER'
  | 'UBAH_STATUS_USER'
  | 'HAPUS_USER'
  | 'GANTI_PASSWORD_AWAL'
  | 'UBAH_STATUS_DOJANG'
  | 'HAPUS_DOJANG'
  | 'UBAH_PENGATURAN_EMAIL'
  | 'UBAH_PENGATURAN_NOTIFIKASI'
  | 'KIRIM_EMAIL_UJI'
  | 'UNDI_BAGAN'
  | 'HASIL_MATCH'
  | 'BATAL_HASIL_MATCH'
  | 'KOREKSI_HASIL_MATCH'
  | 'TAMBAH_PETUGAS'
  | 'UBAH_PETUGAS'
  | 'HAPUS_PETUGAS'
  | 'UBAH_PENGATURAN_TIMBANG'
  | 'PINDAH_KELAS_TIMBANG'
  | 'DISKUALIFIKASI_TIMBANG'
  | 'BATAL_PERCOBAAN_TIMBANG'
  | 'UNDI_TIMBANG_ACAK'
  | 'UBAH_PENGATURAN_SKOR'
  | 'SIMPAN_HARI_PERTANDINGAN'
  | 'HAPUS_HARI_PERTANDINGAN'
  | 'SIMPAN_LAPANGAN'
  | 'HAPUS_LAPANGAN'
  | 'UBAH_JADWAL'
  | 'SUSUN_JADWAL'
  | 'NOMOR_PARTAI'
  | 'TIDAK_HADIR'
  | 'BUAT_TAUTAN_JURI'
  | 'CABUT_TAUTAN_JURI'
  | 'UBAH_PROFIL_ADMIN'
  | 'GANTI_PASSWORD'
  | 'AKTIFKAN_2FA'
  | 'NONAKTIFKAN_2FA'
  | 'BUAT_KODE_PEMULIHAN'
  | 'PUTAR_KUNCI_SERVER'
  | 'HAPUS_DOKUMEN_RETENSI'
  | 'UBAH_PENGATURAN_RETENSI'
  | 'EKSPOR_DATA_ATLET'
  | 'MINTA_HAPUS_DATA'
  | 'HAPUS_DATA_ATLET'
  | 'TOLAK_PERMINTAAN_DATA';

/** One row for the admin statistics' recent activity list. */
export async function logActivity(
  db: DbOrTx,
  entry: {
    action: ActivityAction;
    actor?: string | null;
    id_akun?: number | null;
    details?: string /** When it happened (default now). */;
    at?: Date;
  },
): Promise<void> {
  await db.insert(activityLog).values({
    action: entry.action,
    actor: entry.actor ?? null,
    id_akun: entry.id_akun ?? null,
    details: entry.details ?? null,
    ...(entry.at ? { created_at: entry.at } : {}),
  });
}
