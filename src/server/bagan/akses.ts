import type { SessionUser } from '../../domain/roles';
import { ApiError, MSG } from '../http/api-error';

/** Messages of the bracket API (spec 001 §6 access texts, issue 9). */
export const BAGAN_API_MSG = {
  akses: 'Akses ditolak. Hanya Admin Kompetisi yang dapat mengelola drawing bagan.',
  tanpaKompetisi: 'Tidak ada kompetisi terkait akun ini.',
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

/**
 * Reading a competition's brackets with a login (spec 001 §6): ADMIN any competition, ADMIN_KOMPETISI
 * its own; everyone else the drawing-bagan access text.
 */
export function cekBaca(user: SessionUser, id_kompetisi: number): void {
  if (user.role === 'ADMIN') return;
  cekPanitia(user, id_kompetisi);
}

/** Drawing and scoring (spec 001 §6 'Draw brackets'): only the competition's own ADMIN_KOMPETISI. */
export function cekPanitia(user: SessionUser, id_kompetisi: number): void {
  if (user.role !== 'ADMIN_KOMPETISI') throw new ApiError(403, BAGAN_API_MSG.akses);
  if (!user.admin_kompetisi) throw new ApiError(403, BAGAN_API_MSG.tanpaKompetisi);
  if (user.admin_kompetisi.id_kompetisi !== id_kompetisi) throw new ApiError(403, MSG.forbidden);
}

/** Before anything is loaded: roles that may never draw or score. */
export function cekPeranPanitia(user: SessionUser): void {
  if (user.role !== 'ADMIN_KOMPETISI') throw new ApiError(403, BAGAN_API_MSG.akses);
  if (!user.admin_kompetisi) throw new ApiError(403, BAGAN_API_MSG.tanpaKompetisi);
}

/** Before anything is loaded: roles that may never read brackets with a login. */
export function cekPeranBaca(user: SessionUser): void {
  if (user.role !== 'ADMIN') cekPeranPanitia(user);
}
