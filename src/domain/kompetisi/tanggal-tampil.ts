import { parseTanggal } from '../tanggal-iso';

/**
 * Dates written out as the event texts write them ('22 November 2025', '22–26 November 2025').
 * Plain calendar arithmetic on 'YYYY-MM-DD' (UTC), so no device time zone moves a day.
 */

export const NAMA_BULAN = [
  'Januari',
  'Februari',
  'Maret',
  'April',
  'Mei',
  'Juni',
  'Juli',
  'Agustus',
  'September',
  'Oktober',
  'November',
  'Desember',
] as const;

/** '2025-11-22' → '22 November 2025'; null when it is not a date. */
export function tanggalPanjang(value: string | null | undefined): string | null {
  const t = parseTanggal(value);
  return t ? `${t.d} ${NAMA_BULAN[t.m - 1]} ${t.y}` : null;
}

/** '22 November' (no year), for a second date in the same year; null when it is not a date. */
export function tanggalTanpaTahun(value: string | null | undefined): string | null {
  const t = parseTanggal(value);
  return t ? `${t.d} ${NAMA_BULAN[t.m - 1]}` : null;
}

/**
 * A span written once: '22–26 November 2025', '29 November – 3 Desember 2026',
 * '28 Desember 2026 – 1 Januari 2027'; one day reads as that day. Null when either end is not a date.
 */
export function rentangTanggal(mulai: string | null | undefined, selesai: string | null | undefined): string | null {
  const a = parseTanggal(mulai);
  const b = parseTanggal(selesai);
  if (!a || !b) return null;
  if (a.y === b.y && a.m === b.m) {
    return a.d === b.d ? `${a.d} ${NAMA_BULAN[a.m - 1]} ${a.y}` : `${a.d}–${b.d} ${NAMA_BULAN[a.m - 1]} ${a.y}`;
  }
  const awal = a.y === b.y ? `${a.d} ${NAMA_BULAN[a.m - 1]}` : `${a.d} ${NAMA_BULAN[a.m - 1]} ${a.y}`;
  return `${awal} – ${b.d} ${NAMA_BULAN[b.m - 1]} ${b.y}`;
}

/** The date `hari` days after (negative: before) 'YYYY-MM-DD'; null when it is not a date. */
export function geserHari(value: string | null | undefined, hari: number): string | null {
  const t = parseTanggal(value);
  if (!t) return null;
  return new Date(Date.UTC(t.y, t.m - 1, t.d + hari)).toISOString().slice(0, 10);
}

/** The year of 'YYYY-MM-DD'; null when it is not a date. */
export function tahunDari(value: string | null | undefined): number | null {
  return parseTanggal(value)?.y ?? null;
}
