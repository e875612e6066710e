import type { KodeUmum } from '../../domain/tolak';
import { STATUS_UMUM, type StatusTolak } from '../http/api-error';

export type KodeJadwal =
  | 'tanggal_ada'
  | 'lapangan_ada'
  | 'hari_dimulai'
  | 'kelas_berjalan'
  | 'tanggal_luar'
  | 'kelas_tidak_sah'
  | 'cabang_tidak_cocok'
  | 'urutan_tidak_sah';
export type KodeTolakJadwal = KodeJadwal | KodeUmum;

/**
 * The schedule: a date or court name taken, and changes to a day (or a class) already running, 409; a date
 * outside the competition, a class not drawn or of another branch than its court, a bout order that is not the
 * court's bouts, 422.
 */
export const STATUS_TOLAK: StatusTolak<KodeTolakJadwal> = {
  ...STATUS_UMUM,
  tanggal_ada: 409,
  lapangan_ada: 409,
  hari_dimulai: 409,
  kelas_berjalan: 409,
  tanggal_luar: 422,
  kelas_tidak_sah: 422,
  cabang_tidak_cocok: 422,
  urutan_tidak_sah: 422,
};
