import { ApiError, errorMessage, serverMessage } from '../../../data/api-error';

let waktuFormat: Intl.DateTimeFormat | undefined;
let angkaFormat: Intl.NumberFormat | undefined;

/** 22 Nov 2025 02.00 WIB (shown in WIB wherever the browser is). */
export function formatWaktuWib(iso: string | null | undefined): string {
  if (!iso) return '-';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '-';
  waktuFormat ??= new Intl.DateTimeFormat('id-ID', {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Asia/Jakarta',
  });
  return `${waktuFormat.format(d)} WIB`;
}

export function formatAngka(n: number): string {
  return (angkaFormat ??= new Intl.NumberFormat('id-ID')).format(n);
}

/** 1,5 MB */
export function formatUkuran(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let v = bytes;
  let i = 0;
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024;
    i += 1;
  }
  return `${new Intl.NumberFormat('id-ID', { maximumFractionDigits: i === 0 ? 0 : 1 }).format(v)} ${units[i]}`;
}

/** The server's own message when it gave one (e.g. a 413 about a backup, not about a 5MB photo). */
export function pesanGagal(err: unknown, fallback: string): string {
  return (err instanceof ApiError && err.status !== 0 && serverMessage(err)) || errorMessage(err, fallback);
}
