import type { KodePersetujuan } from '../../domain/privasi/kode';
import type { KodeUmum } from '../../domain/tolak';
import { STATUS_UMUM, type StatusTolak } from '../http/api-error';

/** Consent refusals, wherever they come from (an athlete write, an entry, the consent calls). */
export const STATUS_PERSETUJUAN: StatusTolak<KodePersetujuan> = {
  // The statement is missing or does not hold, or the athlete has none: the request cannot be done as sent.
  persetujuan_wajib: 422,
  // Withdrawn: nothing more is processed for this athlete.
  persetujuan_dicabut: 409,
};

export type KodeTolakPrivasi = KodePersetujuan | KodeUmum;

export const STATUS_TOLAK: StatusTolak<KodeTolakPrivasi> = { ...STATUS_UMUM, ...STATUS_PERSETUJUAN };
