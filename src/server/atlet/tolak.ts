import type { KodePersetujuan } from '../../domain/privasi/kode';
import type { KodeAtlet } from '../../domain/schemas/atlet';
import type { KodeUmum } from '../../domain/tolak';
import { STATUS_UMUM, type StatusTolak } from '../http/api-error';
import { STATUS_PERSETUJUAN } from '../privasi/tolak';

export type KodeTolakAtlet = KodeAtlet | KodePersetujuan | KodeUmum;

/**
 * Athletes: a NIK already registered 409, a required document (pas foto, KK/KTP from 17) missing 400, no consent
 * statement 422, consent withdrawn 409.
 */
export const STATUS_TOLAK: StatusTolak<KodeTolakAtlet> = {
  ...STATUS_UMUM,
  ...STATUS_PERSETUJUAN,
  nik_terdaftar: 409,
  dokumen_wajib: 400,
};
