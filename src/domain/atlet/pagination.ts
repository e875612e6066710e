export type PageItem = number | '...';

/**
 * Page numbers: every page when there are 5 or fewer; otherwise the first pages while on
 * page 3 or lower, the last pages when within 2 of the end, else a window around the current page,
 * with '...' where pages are left out.
 */
export function pageNumbers(current: number, totalPages: number): PageItem[] {
  if (totalPages <= 5) return Array.from({ length: totalPages }, (_, i) => i + 1);
  if (current <= 3) return [1, 2, 3, 4, '...', totalPages];
  if (current >= totalPages - 2) return [1, '...', totalPages - 3, totalPages - 2, totalPages - 1, totalPages];
  return [1, '...', current - 1, current, current + 1, '...', totalPages];
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export function pageSlice<T>(list: readonly T[], page: number, pageSize: number): T[] {
  return list.slice((page - 1) * pageSize, page * pageSize);
}
