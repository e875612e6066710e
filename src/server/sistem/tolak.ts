import type { KodeUmum } from '../../domain/tolak';
import { STATUS_UMUM, penolak, type StatusTolak } from '../http/api-error';

/**
 * The refusal codes of backup and restore beyond the common ones: another backup or restore running, a file
 * that is no Arena TKD backup of this version (or is damaged), a restore cut short.
 */
export type KodeSistem = 'sistem_sibuk' | 'cadangan_tidak_sah' | 'pemulihan_dibatalkan';
export type KodeTolakSistem = KodeSistem | KodeUmum;

/** Backup, restore and maintenance: another job running 409, an unusable backup file or a cut restore 400. */
export const STATUS_TOLAK: StatusTolak<KodeTolakSistem> = {
  ...STATUS_UMUM,
  sistem_sibuk: 409,
  cadangan_tidak_sah: 400,
  pemulihan_dibatalkan: 400,
};

export const gagalSistem = penolak(STATUS_TOLAK);
