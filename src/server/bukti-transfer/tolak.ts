import type { KodeBukti } from '../../domain/schemas/bukti-verifikasi';
import type { KodeUmum } from '../../domain/tolak';
import { STATUS_UMUM, penolak, type StatusTolak } from '../http/api-error';

export type KodeTolakBukti = KodeBukti | KodeUmum;

/** Payment proofs: an accepted proof stays (403); the rest are the common codes. */
export const STATUS_TOLAK: StatusTolak<KodeTolakBukti> = {
  ...STATUS_UMUM,
  sudah_diterima: 403,
};

export const penolakBukti = penolak(STATUS_TOLAK);
