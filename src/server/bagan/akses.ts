import { AKSES_MSG } from '../../domain/akses/pesan';

/** Messages of the bracket API (access texts); who may is the access policy's (bagan.*). */
export const BAGAN_API_MSG = {
  akses: AKSES_MSG.baganPanitia,
  tanpaKompetisi: AKSES_MSG.baganTanpaKompetisi,
  kelas: 'Kelas kejuaraan tidak ditemukan',
  match: 'Pertandingan tidak ditemukan. Bagan mungkin sudah diundi ulang.',
  versiBagan: 'Bagan kelas ini sudah diubah di perangkat lain',
  adaHasil: 'Bagan ini sudah memiliki hasil pertandingan. Konfirmasi untuk mengundi ulang dan menghapus hasilnya.',
  versiHasil: 'Hasil pertandingan ini sudah diubah di perangkat lain',
  tersimpan: 'Bagan berhasil disimpan',
  hasilTersimpan: 'Hasil pertandingan berhasil disimpan',
  hasilDibatalkan: 'Hasil pertandingan berhasil dibatalkan',
  idGanda: 'Bagan ditolak: ID pertandingan tidak boleh sama.',
  idDipakai: 'Bagan ditolak: ID pertandingan sudah dipakai bagan lain.',
  pesertaGanda: 'Bagan ditolak: peserta muncul lebih dari sekali.',
  susunan: (seed: number | null) =>
    `Bagan ditolak: susunan tidak sama dengan hasil undian (${seed === null ? 'urutan daftar' : `seed ${seed}`}).`,
  minimal: (n: number) => `Need at least 2 approved participants. Currently have ${n}.`,
} as const;
