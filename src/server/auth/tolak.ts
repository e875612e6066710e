import type { KodeAuth } from '../../domain/schemas/auth';
import type { KodeUmum } from '../../domain/tolak';
import { STATUS_UMUM, penolak, type StatusTolak } from '../http/api-error';

export type KodeTolakAuth = KodeAuth | KodeUmum;

/** Logging in, registering, resetting and the first password. */
export const STATUS_TOLAK: StatusTolak<KodeTolakAuth> = {
  ...STATUS_UMUM,
  login_gagal: 401,
  akun_nonaktif: 403,
  kode_salah: 400,
  email_terdaftar: 409,
  dojang_sudah_punya_pelatih: 409,
  harus_ganti_password: 403,
  password_awal_sudah_diganti: 409,
};

export const gagalAuth = penolak(STATUS_TOLAK);
