import type { KodeAuth } from '../../domain/schemas/auth';
import type { KodeKeamanan } from '../../domain/schemas/keamanan';
import type { KodeUmum } from '../../domain/tolak';
import { STATUS_UMUM, penolak, type StatusTolak } from '../http/api-error';

export type KodeTolakKeamanan = KodeKeamanan | Extract<KodeAuth, 'login_gagal' | 'akun_nonaktif'> | KodeUmum;

/** The account's security (password, two-factor, admin profile) and the login's second step. */
export const STATUS_TOLAK: StatusTolak<KodeTolakKeamanan> = {
  ...STATUS_UMUM,
  password_salah: 400,
  kode_salah: 400,
  tantangan_kedaluwarsa: 410,
  dua_faktor_sudah_aktif: 409,
  dua_faktor_belum_aktif: 409,
  email_terdaftar: 409,
  login_gagal: 401,
  akun_nonaktif: 403,
};

export const gagalKeamanan = penolak(STATUS_TOLAK);
