import type { KodePeserta } from '../../domain/kompetisi/kode';
import type { KodePersetujuan } from '../../domain/privasi/kode';
import type { KodeUmum } from '../../domain/tolak';
import { STATUS_UMUM, type StatusTolak } from '../http/api-error';
import { STATUS_PERSETUJUAN } from '../privasi/tolak';

export type KodeTolakPeserta = KodePeserta | KodePersetujuan | KodeUmum;

/**
 * The HTTP status of every refusal of a competition's entries: taken places and duplicates 409, permission
 * and closed registration 403, an unknown class or athlete 404, eligibility and team slots 400; an athlete without
 * consent 422, withdrawn consent 409.
 */
export const STATUS_TOLAK: StatusTolak<KodeTolakPeserta> = {
  ...STATUS_UMUM,
  ...STATUS_PERSETUJUAN,
  pendaftaran_ditutup: 403,
  batas_pendaftaran_lewat: 403,
  sudah_disetujui: 403,
  sudah_dibayar: 403,
  kelas_tidak_ditemukan: 404,
  atlet_tidak_ditemukan: 404,
  sudah_terdaftar: 409,
  satu_kyorugi: 409,
  kuota_penuh: 409,
  sudah_diskualifikasi: 409,
  kelas_tidak_cocok: 400,
  tim_tidak_sesuai: 400,
};
