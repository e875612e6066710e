import type { KodeUmum } from '../../domain/tolak';
import { STATUS_UMUM, type StatusTolak } from '../http/api-error';

export type KodePetugas = 'email_terdaftar' | 'masih_dipakai' | 'lapangan_tidak_sah';
export type KodeTolakPetugas = KodePetugas | KodeUmum;

/** Staff accounts: a taken address and an account that already weighed (kept for the record) 409. */
export const STATUS_TOLAK: StatusTolak<KodeTolakPetugas> = {
  ...STATUS_UMUM,
  email_terdaftar: 409,
  masih_dipakai: 409,
  lapangan_tidak_sah: 422,
};

export const PETUGAS_MSG = {
  tidakDitemukan: 'Petugas tidak ditemukan',
  kompetisiTidakDitemukan: 'Kompetisi tidak ditemukan',
  emailTerdaftar: 'Email sudah terdaftar',
  ditambahkan: 'Petugas berhasil ditambahkan',
  diperbarui: 'Petugas berhasil diperbarui',
  dihapus: 'Petugas berhasil dihapus',
  lapanganTidakSah: 'Lapangan tidak ditemukan di kompetisi ini',
  lapanganBukanPetugasLapangan: 'Hanya petugas lapangan yang memiliki lapangan',
  masihDipakai: 'Petugas sudah mencatat penimbangan dan tidak dapat dihapus agar catatannya tetap utuh. Nonaktifkan akunnya.',
} as const;
