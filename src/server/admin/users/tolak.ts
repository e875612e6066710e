import type { KodeAkun } from '../../../domain/schemas/admin-user';
import type { KodeUmum } from '../../../domain/tolak';
import { STATUS_UMUM, type StatusTolak } from '../../http/api-error';

export type KodeTolakAkun = KodeAkun | KodeUmum;

/** Account management: your own account 400, the last active admin, a taken address and staff whose records name them 409, unknown ones 404. */
export const STATUS_TOLAK: StatusTolak<KodeTolakAkun> = {
  ...STATUS_UMUM,
  akun_sendiri: 400,
  admin_terakhir: 409,
  email_terdaftar: 409,
  kompetisi_tidak_ditemukan: 404,
  masih_dipakai: 409,
};
