import type { KodeAtlet } from '../../domain/schemas/atlet';
import type { KodeUmum } from '../../domain/tolak';
import { STATUS_UMUM, type StatusTolak } from '../http/api-error';

export type KodeTolakAtlet = KodeAtlet | KodeUmum;

/** Athletes: a NIK already registered 409, a required document (pas foto, KK/KTP from 17) missing 400. */
export const STATUS_TOLAK: StatusTolak<KodeTolakAtlet> = {
  ...STATUS_UMUM,
  nik_terdaftar: 409,
  dokumen_wajib: 400,
};
