import type { StatusPartai } from '../../data/lapangan';

export const STATUS_LABEL: Record<StatusPartai, string> = {
  MENUNGGU: 'Menunggu',
  DIPANGGIL: 'Dipanggil',
  BERTANDING: 'Bertanding',
  SELESAI: 'Selesai',
};
export const STATUS_BADGE: Record<StatusPartai, string> = {
  MENUNGGU: 'badge-ghost',
  DIPANGGIL: 'badge-warning',
  BERTANDING: 'badge-success',
  SELESAI: 'badge-neutral',
};
