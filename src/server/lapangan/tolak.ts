import type { KodeLangkah } from '../../domain/jadwal';
import type { KodeUmum } from '../../domain/tolak';
import { STATUS_TOLAK as STATUS_BAGAN, type KodeTolakBagan } from '../bagan/tolak';
import type { StatusTolak } from '../http/api-error';

export type KodeLapangan = KodeLangkah;
export type KodeTolakLapangan = KodeLapangan | KodeTolakBagan | KodeUmum;

/**
 * The court desk (the domain's langkahPartai): a bout already on the mat or finished 409 (the desk's copy is
 * behind); a bout whose corners are not both known yet, a no-show before the call or before the wait after it is
 * over, 422; a stale versi 409 konflik_versi with the bout now; the result of a no-show answers with the bracket's codes.
 */
export const STATUS_TOLAK: StatusTolak<KodeTolakLapangan> = {
  ...STATUS_BAGAN,
  partai_selesai: 409,
  partai_berjalan: 409,
  belum_lengkap: 422,
  belum_dipanggil: 422,
  tunggu_belum_habis: 422,
};
