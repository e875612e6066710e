import { parseTanggal } from '../atlet/umur';

let tanggalFormat: Intl.DateTimeFormat | undefined;

/**
 * 'YYYY-MM-DD' shows dates (id-ID: 2-digit day, short month, year: '08 Nov 2025');
 * '-' when it is not a date. Formatted in UTC so the calendar day never shifts with the device's zone.
 */
export function formatTanggalId(value: string | null | undefined): string {
  const t = parseTanggal(value);
  if (!t) return '-';
  tanggalFormat ??= new Intl.DateTimeFormat('id-ID', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' });
  return tanggalFormat.format(new Date(Date.UTC(t.y, t.m - 1, t.d)));
}
