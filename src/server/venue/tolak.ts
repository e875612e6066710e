import type { KodeUmum } from '../../domain/tolak';
import { STATUS_UMUM, type StatusTolak } from '../http/api-error';

/** The venue overview and device presence refuse only with the common codes (400, 401, 403, 404). */
export type KodeTolakVenue = KodeUmum;
export const STATUS_TOLAK: StatusTolak<KodeTolakVenue> = STATUS_UMUM;

export const VENUE_MSG = {
  kompetisiTidakDitemukan: 'Kompetisi tidak ditemukan',
} as const;
