import type { KodeUmum } from '../../domain/tolak';
import { STATUS_UMUM, penolak, type StatusTolak } from '../http/api-error';

/** The refusal code of reports beyond the common ones: too many rows for one export. */
export type KodeLaporan = 'laporan_terlalu_besar';
export type KodeTolakLaporan = KodeLaporan | KodeUmum;

/** Reports: an export of more rows than one file holds is a 400. */
export const STATUS_TOLAK: StatusTolak<KodeTolakLaporan> = {
  ...STATUS_UMUM,
  laporan_terlalu_besar: 400,
};

export const gagalLaporan = penolak(STATUS_TOLAK);
