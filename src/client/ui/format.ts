// Created on first use: the first id-ID formatter loads locale data, which should not happen at module load.
let dateFormat: Intl.DateTimeFormat | undefined;
let rupiahFormat: Intl.NumberFormat | undefined;

/** id-ID date: 2-digit day, short month, year (e.g. 22 Nov 2025). */
export function formatTanggal(value: string | null | undefined): string {
  if (!value) return '-';
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? '-'
    : (dateFormat ??= new Intl.DateTimeFormat('id-ID', { day: '2-digit', month: 'short', year: 'numeric' })).format(date);
}

/** Rp 500.000 */
export function formatRupiah(value: number | string | null | undefined): string {
  const n = typeof value === 'string' ? Number(value) : value;
  if (n === null || n === undefined || Number.isNaN(n)) return '-';
  return `Rp ${((rupiahFormat ??= new Intl.NumberFormat('id-ID'))).format(n)}`;
}

export const KOMPETISI_STATUS_LABEL: Record<string, string> = {
  PENDAFTARAN: 'Pendaftaran',
  SEDANG_DIMULAI: 'Sedang Dimulai',
  SELESAI: 'Selesai',
};
