import { AKSES_MSG } from '../../domain/akses/pesan';

/** The answers of the competition admin endpoints, in Indonesian. */
export const ADMIN_KOMPETISI_MSG = {
  hanyaAdmin: AKSES_MSG.kompetisiHanyaAdmin,
  unggulan: AKSES_MSG.kompetisiUnggulan,
  dibuat: 'Kompetisi berhasil dibuat',
  diperbarui: 'Kompetisi berhasil diperbarui',
  tanpaPerubahan: 'Tidak ada perubahan data kompetisi',
  kuotaKurang: (aktif: number) =>
    `Kuota tidak boleh kurang dari jumlah peserta aktif saat ini (${aktif} peserta). Tolak peserta terlebih dahulu atau naikkan kuota.`,
  tahunBerubah: (n: number) =>
    `Tahun tanggal mulai tidak dapat diubah karena sudah ada ${n} peserta terdaftar (kelompok usia dihitung dari tahun kompetisi)`,
} as const;
