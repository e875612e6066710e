import type { KodeJadwal } from '../../domain/jadwal/kode-tolak';
import type { KodeUmum } from '../../domain/tolak';
import { STATUS_UMUM, type StatusTolak } from '../http/api-error';

export type { KodeJadwal };
export type KodeTolakJadwal = KodeJadwal | KodeUmum;

/**
 * The schedule: a date or court name taken, and changes to a day (or a class) already running, 409; a date
 * outside the competition, a class not drawn or of another branch than its court, a bout order that is not the
 * court's bouts, 422. 'Seimbangkan' met a schedule that changed since its proposal (a class started, moved, or a move that
 * would now clash): 409.
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
  susunan_berubah: 409,
  seimbang_melanggar: 409,
};
