import type { KodeNotifikasi } from '../../domain/schemas/notifikasi';
import type { KodeUmum } from '../../domain/tolak';
import { STATUS_UMUM, penolak, type StatusTolak } from '../http/api-error';

export type KodeTolakNotifikasi = KodeNotifikasi | KodeUmum;

/** Notification and mail settings, push subscriptions: the SMTP server refusing the test mail is a 502. */
export const STATUS_TOLAK: StatusTolak<KodeTolakNotifikasi> = {
  ...STATUS_UMUM,
  smtp_gagal: 502,
};

export const gagalNotifikasi = penolak(STATUS_TOLAK);
