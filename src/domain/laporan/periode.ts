import { parseTanggal, todayWib } from '../atlet/umur';
import { NAMA_BULAN, rentangTanggal } from '../kompetisi/tanggal-tampil';
import { PERIODE, type Periode } from './pilihan';

/** The report periods of /admin/reports (week, month, quarter, year), in WIB. */
export { PERIODE, type Periode };

export const PERIODE_LABEL: Record<Periode, string> = {
  minggu: 'Minggu ini',
  bulan: 'Bulan ini',
  kuartal: 'Kuartal ini',
  tahun: 'Tahun ini',
};

export interface RentangPeriode {
  periode: Periode;
  /** First day, 'YYYY-MM-DD' (WIB). */
  mulai: string;
  /** Last day, 'YYYY-MM-DD' (WIB), inclusive. */
  akhir: string;
  /** The day after the last one: rows count while created_at < this day's 00:00 WIB. */
  selesai: string;
  /** e.g. 'November 2026', 'Kuartal IV 2026', 'Tahun 2026', '16–22 November 2026'. */
  label: string;
  /** The days written out, e.g. '1–30 November 2026'. */
  rentang: string;
}

const iso = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d)).toISOString().slice(0, 10);
const ROMAWI = ['I', 'II', 'III', 'IV'] as const;

/**
 * The period of `periode` holding the day `acuan` (default today in WIB): a week runs Monday to Sunday,
 * a quarter is January–March, April–June, July–September or October–December.
 */
export function rentangPeriode(periode: Periode, acuan: string = todayWib()): RentangPeriode {
  const t = parseTanggal(acuan);
  if (!t) throw new RangeError(`tanggal acuan tidak valid: ${acuan}`);
  let mulai: string;
  let selesai: string;
  let label: string;
  if (periode === 'minggu') {
    const hari = new Date(Date.UTC(t.y, t.m - 1, t.d)).getUTCDay(); // 0 = Sunday
    const mundur = (hari + 6) % 7;
    mulai = iso(t.y, t.m, t.d - mundur);
    selesai = iso(t.y, t.m, t.d - mundur + 7);
    label = '';
  } else if (periode === 'bulan') {
    mulai = iso(t.y, t.m, 1);
    selesai = iso(t.y, t.m + 1, 1);
    label = `${NAMA_BULAN[t.m - 1]} ${t.y}`;
  } else if (periode === 'kuartal') {
    const q = Math.floor((t.m - 1) / 3);
    mulai = iso(t.y, q * 3 + 1, 1);
    selesai = iso(t.y, q * 3 + 4, 1);
    label = `Kuartal ${ROMAWI[q]} ${t.y}`;
  } else {
    mulai = iso(t.y, 1, 1);
    selesai = iso(t.y + 1, 1, 1);
    label = `Tahun ${t.y}`;
  }
  const akhir = geserTanggal(selesai, -1);
  const rentang = rentangTanggal(mulai, akhir) ?? `${mulai} – ${akhir}`;
  return { periode, mulai, akhir, selesai, label: label || rentang, rentang };
}

/** 'YYYY-MM-DD' moved by `hari` days. */
function geserTanggal(tanggal: string, hari: number): string {
  const [y, m, d] = tanggal.split('-').map(Number);
  return iso(y, m, d + hari);
}

/** A day inside the period before (-1) or after (+1) the one holding `acuan`. */
export function geserPeriode(periode: Periode, acuan: string, arah: -1 | 1): string {
  const r = rentangPeriode(periode, acuan);
  return arah < 0 ? geserTanggal(r.mulai, -1) : r.selesai;
}

/** The instant a WIB day starts, for comparing timestamps (WIB has no daylight saving). */
export function awalHariWib(tanggal: string): Date {
  return new Date(`${tanggal}T00:00:00+07:00`);
}

/** True when the period holds today (WIB): the screen says 'Minggu ini' rather than the dates. */
export function periodeBerjalan(r: RentangPeriode, hariIni: string = todayWib()): boolean {
  return r.mulai <= hariIni && hariIni < r.selesai;
}
