import type { KodeKartu } from '../../domain/kartu/tolak-kode';
import type { KodeUmum } from '../../domain/tolak';
import { penolak, STATUS_UMUM, type StatusTolak } from '../http/api-error';

export type KodeTolakKartu = KodeKartu | KodeUmum;

/**
 * The HTTP status of every refusal of ID cards and certificates: a code that is not shaped like one 400; one
 * the server did not sign 404 (nothing by that code exists); a best athlete who won no medal there 422.
 */
export const STATUS_TOLAK: StatusTolak<KodeTolakKartu> = {
  ...STATUS_UMUM,
  kode_tidak_valid: 400,
  kartu_palsu: 404,
  piagam_palsu: 404,
  bukan_medali: 422,
};

export const gagalKartu = penolak(STATUS_TOLAK);
