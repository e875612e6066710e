import { statusTampil, type StatusTampil } from '../../../../domain/kompetisi/status-tampil';
import type { Kompetisi } from '../../../data/online/kompetisi';

export const FILTER_STATUS = [
  { value: 'SEMUA', label: 'Semua' },
  { value: 'PENDAFTARAN', label: 'Pendaftaran' },
  { value: 'SEDANG_DIMULAI', label: 'Sedang Dimulai' },
  { value: 'SELESAI', label: 'Selesai' },
] as const;
export type FilterStatus = (typeof FILTER_STATUS)[number]['value'];

/** The filter a displayed state falls under: registration closed early is still the registration period. */
export const fase = (s: StatusTampil): Exclude<FilterStatus, 'SEMUA'> => (s === 'PENDAFTARAN_DITUTUP' ? 'PENDAFTARAN' : s);

export interface KompetisiBaris extends Kompetisi {
  tampil: StatusTampil;
}

export function withTampil(list: readonly Kompetisi[], today?: string): KompetisiBaris[] {
  return list.map((k) => ({ ...k, tampil: statusTampil(k, today) }));
}

export function statKompetisi(list: readonly KompetisiBaris[]) {
  const count = (f: FilterStatus) => list.filter((k) => fase(k.tampil) === f).length;
  return { total: list.length, pendaftaran: count('PENDAFTARAN'), berlangsung: count('SEDANG_DIMULAI'), selesai: count('SELESAI') };
}

/** Search by event name or location, then the status filter. */
export function filterKompetisi(list: readonly KompetisiBaris[], search: string, status: FilterStatus): KompetisiBaris[] {
  const q = search.trim().toLowerCase();
  return list.filter(
    (k) =>
      (status === 'SEMUA' || fase(k.tampil) === status) &&
      (!q || k.nama_event.toLowerCase().includes(q) || (k.lokasi ?? '').toLowerCase().includes(q)),
  );
}

export const BADGE: Record<StatusTampil, string> = {
  PENDAFTARAN: 'badge-success',
  PENDAFTARAN_DITUTUP: 'badge-warning',
  SEDANG_DIMULAI: 'badge-info',
  SELESAI: 'badge-neutral',
};
