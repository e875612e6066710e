import { filterAtlet, type AtletRingkas, type GenderFilter } from '../../../../domain/atlet/ringkasan';
import { pageCount, pageSlice } from '../../../../domain/atlet/pagination';

/** The coach's athlete list shows 25 per page. */
export const ATLET_PAGE_SIZE = 25;

export const GENDER_FILTERS: readonly { value: GenderFilter; label: string }[] = [
  { value: 'SEMUA', label: 'Semua' },
  { value: 'LAKI_LAKI', label: 'Laki-laki' },
  { value: 'PEREMPUAN', label: 'Perempuan' },
];

export interface AtletListPage<T> {
  /** Athletes left after search and gender filter. */
  matched: number;
  rows: T[];
  /** The requested page, kept within 1..totalPages when the list shrinks. */
  page: number;
  totalPages: number;
}

/** Filter, then cut out one page: only that page is ever rendered. */
export function atletListPage<T extends AtletRingkas>(
  list: readonly T[],
  search: string,
  gender: GenderFilter,
  page: number,
  pageSize = ATLET_PAGE_SIZE,
): AtletListPage<T> {
  const filtered = filterAtlet(list, search, gender);
  const totalPages = pageCount(filtered.length, pageSize);
  const current = Math.min(Math.max(1, Math.floor(page) || 1), totalPages);
  return { matched: filtered.length, rows: pageSlice(filtered, current, pageSize), page: current, totalPages };
}

export function isFilterActive(search: string, gender: GenderFilter): boolean {
  return search.trim() !== '' || gender !== 'SEMUA';
}

/** The active-filter line: 'Pencarian: "budi" · Gender: Laki-laki'. */
export function activeFilterText(search: string, gender: GenderFilter): string {
  const parts: string[] = [];
  if (search.trim()) parts.push(`Pencarian: "${search.trim()}"`);
  if (gender !== 'SEMUA') parts.push(`Gender: ${GENDER_FILTERS.find((g) => g.value === gender)?.label ?? gender}`);
  return parts.join(' · ');
}

/** The empty-state text of DATA ATLIT. */
export function emptyListText(total: number): string {
  return total === 0 ? 'Belum ada atlet yang terdaftar' : 'Tidak ada atlet yang sesuai dengan filter';
}

/** Avatar letter when there is no photo or it does not load. */
export function inisial(nama: string | null | undefined): string {
  return (nama ?? '').trim().charAt(0).toUpperCase() || '?';
}

/** Table cell text: an empty value shows '-'. */
export function orDash(value: string | number | null | undefined): string {
  return value === null || value === undefined || String(value).trim() === '' ? '-' : String(value);
}

export function umurText(umur: number | null | undefined): string {
  return typeof umur === 'number' ? `${umur} Tahun` : '-';
}
