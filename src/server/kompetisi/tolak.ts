import type { KodeKompetisi } from '../../domain/schemas/kompetisi-admin';
import type { KodeUmum } from '../../domain/tolak';
import { STATUS_UMUM, penolak, type StatusTolak } from '../http/api-error';

export type KodeTolakKompetisi = KodeKompetisi | KodeUmum;

/** Managing competitions: an unknown class key 400; what would invalidate entries or skip a status 409. */
export const STATUS_TOLAK: StatusTolak<KodeTolakKompetisi> = {
  ...STATUS_UMUM,
  status_hanya_maju: 409,
  kuota_kurang: 409,
  tahun_terkunci: 409,
  kelas_tidak_dikenal: 400,
  kelas_masih_dipakai: 409,
};

export const penolakKompetisi = penolak(STATUS_TOLAK);
