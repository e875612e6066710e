import type { KodeAdminDojang } from '../../../domain/schemas/admin-dojang';
import type { KodeUmum } from '../../../domain/tolak';
import { STATUS_UMUM, type StatusTolak } from '../../http/api-error';

export type KodeTolakAdminDojang = KodeAdminDojang | KodeUmum;

/** Dojang validation and delete: a dojang with athletes, entries, proofs or a coach stays (409). */
export const STATUS_TOLAK: StatusTolak<KodeTolakAdminDojang> = {
  ...STATUS_UMUM,
  masih_dipakai: 409,
};
