import type { KodePenimbangan } from '../../domain/penimbangan/kode';
import type { KodeUmum } from '../../domain/tolak';
import { STATUS_UMUM, type StatusTolak } from '../http/api-error';

export type { KodePenimbangan };
export type KodeTolakPenimbangan = KodePenimbangan | KodeUmum;

/**
 * The weigh-in's refusals: an entry that does not weigh, a decision before the last attempt failed, a move
 * the competition does not allow or into a class the weight does not fit 422; a move out of or into a drawn
 * class, an attempt id already used for another entry, a decision on (or an attempt for) a disqualified entry,
 * an official attempt beyond the competition's limit, a day already drawn 409. A weight no athlete has 422; voiding
 * an attempt a decision stands on 409, another desk's or an older one by a desk 403, its own after the window 422.
 */
export const STATUS_TOLAK: StatusTolak<KodeTolakPenimbangan> = {
  ...STATUS_UMUM,
  bukan_peserta_timbang: 422,
  belum_gagal: 422,
  pindah_tidak_diizinkan: 422,
  kelas_tidak_cocok: 422,
  tidak_ada_peserta: 422,
  kelas_sudah_diundi: 409,
  kunci_dipakai: 409,
  sudah_diskualifikasi: 409,
  undian_sudah_ada: 409,
  percobaan_habis: 409,
  berat_tidak_wajar: 422,
  sudah_diputuskan: 409,
  batal_bukan_milik_meja: 403,
  batas_waktu_batal: 422,
};

export const TIMBANG_API_MSG = {
  kompetisi: 'Kompetisi tidak ditemukan',
  bukanPeserta: 'Peserta ini tidak ditimbang: hanya peserta Kyorugi perorangan yang sudah disetujui.',
  kunciDipakai: 'Kunci percobaan ini sudah dipakai untuk peserta lain',
  tercatat: (teks: string) => `Penimbangan tercatat: ${teks}`,
  sudahTercatat: 'Penimbangan ini sudah tercatat',
  pengaturan: 'Pengaturan penimbangan disimpan',
  versi: 'Keputusan untuk peserta ini sudah diubah di perangkat lain. Pilih keputusan yang berlaku.',
  belumGagal: 'Keputusan hanya dapat diambil setelah percobaan timbang terakhir gagal.',
  pindahTidakDiizinkan: 'Kompetisi ini tidak mengizinkan pindah kelas saat penimbangan.',
  kelasTujuan: 'Kelas tujuan tidak ditemukan di kompetisi ini.',
  kelasTidakCocok: (berat: string, kelas: string) => `Berat ${berat} kg tidak masuk kelas ${kelas}.`,
  kelasBukanPilihan: 'Kelas tujuan harus Kyorugi dengan kategori, kelompok usia dan jenis kelamin yang sama.',
  asalDiundi: 'Kelas peserta sudah diundi: peserta tidak dapat dipindah. Diskualifikasi, atau undi ulang bagan dulu.',
  tujuanDiundi: 'Kelas tujuan sudah diundi: peserta tidak dapat dipindah ke sana.',
  sudahDiskualifikasi: 'Peserta ini sudah didiskualifikasi.',
  dipindah: (kelas: string) => `Peserta dipindah ke ${kelas}`,
  didiskualifikasi: 'Peserta didiskualifikasi',
  undianAda: 'Undian timbang acak untuk tanggal ini sudah ada.',
  undianTidakAda: 'Belum ada undian timbang acak untuk tanggal ini.',
  tidakAdaPeserta: 'Tidak ada peserta yang lolos timbang untuk diundi.',
  undianDibuat: (n: number) => `Undian timbang acak dibuat: ${n} peserta`,
  rentangBerat: 'Berat terendah yang wajar harus di bawah berat tertinggi yang wajar',
  percobaanTidakAda: 'Percobaan timbang tidak ditemukan',
  dibatalkan: 'Percobaan timbang dibatalkan',
  sudahDibatalkan: 'Percobaan ini sudah dibatalkan',
} as const;
