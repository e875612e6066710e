import type { KodeHakData } from '../../domain/hak-data/kode';
import type { KodePersetujuan } from '../../domain/privasi/kode';
import type { KodeUmum } from '../../domain/tolak';
import { STATUS_UMUM, type StatusTolak } from '../http/api-error';
import { STATUS_PERSETUJUAN } from '../privasi/tolak';

export type KodeTolakHakData = KodeHakData | KodePersetujuan | KodeUmum;

export const STATUS_TOLAK: StatusTolak<KodeTolakHakData> = {
  ...STATUS_UMUM,
  ...STATUS_PERSETUJUAN,
  // Handled already (Selesai or Ditolak): nothing more to do with it.
  permintaan_sudah_ditangani: 409,
  // The athlete is in a competition that has not ended: its documents still serve the eligibility check.
  hapus_kompetisi_berjalan: 409,
  data_sudah_dihapus: 409,
};
