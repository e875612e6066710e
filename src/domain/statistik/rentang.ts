import { parseTanggal, todayWib } from '../atlet/umur';
import type { Tolak } from '../tolak';

/**
 * The date range of the statistics ("Statistics and validation overview": from/to, default the
 * last 30 days). Dates are calendar days at the venue (WIB, UTC+7 all year: Indonesia has no summer time);
 * both ends count. Plain arithmetic on 'YYYY-MM-DD', so no device time zone moves a day.
 */

/** Days the default range covers, today included. */
export const HARI_BAWAAN = 30;
/** Longest range: ten calendar years (3,653 days with three leap days); 120 months on the growth chart stay readable. */
export const HARI_MAKSIMAL = 3653;
/** Up to about three months the growth chart counts per week (Monday to Sunday), beyond per month. */
export const HARI_PER_MINGGU = 92;

const WIB_MS = 7 * 3_600_000;
const DAY_MS = 86_400_000;

export const STATISTIK_RENTANG_MSG = {
  dari: 'Tanggal awal tidak valid (format YYYY-MM-DD)',
  sampai: 'Tanggal akhir tidak valid (format YYYY-MM-DD)',
  urutan: 'Tanggal awal tidak boleh setelah tanggal akhir',
  panjang: 'Rentang tanggal maksimal 10 tahun',
} as const;

const utc = (tanggal: string): number => {
  const t = parseTanggal(tanggal);
  if (!t) throw new Error(`bukan tanggal: ${tanggal}`);
  return Date.UTC(t.y, t.m - 1, t.d);
};

/** 'YYYY-MM-DD' `n` days after (negative: before) `tanggal`. */
export function geserHari(tanggal: string, n: number): string {
  return new Date(utc(tanggal) + n * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `dari` to `sampai`, both counted (1 for the same day). */
export function jumlahHari(dari: string, sampai: string): number {
  return Math.round((utc(sampai) - utc(dari)) / DAY_MS) + 1;
}

export interface Rentang {
  dari: string;
  sampai: string;
}

/** The last 30 days, today (WIB) included. */
export function rentangBawaan(today: string = todayWib()): Rentang {
  return { dari: geserHari(today, -(HARI_BAWAAN - 1)), sampai: today };
}

export type HasilRentang = ({ ok: true } & Rentang) | (Tolak<'validasi'> & { field: 'dari' | 'sampai' });

/**
 * The range a request asks for: both ends optional ('' = missing). Only `dari`: up to today; only `sampai`:
 * the 30 days up to it; neither: the last 30 days.
 */
export function rentangStatistik(input: { dari?: string; sampai?: string }, today: string = todayWib()): HasilRentang {
  const dari = input.dari?.trim() || undefined;
  const sampai = input.sampai?.trim() || undefined;
  const tanggal = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s) && parseTanggal(s) !== null;
  if (dari !== undefined && !tanggal(dari)) return { ok: false, kode: 'validasi', pesan: STATISTIK_RENTANG_MSG.dari, field: 'dari' };
  if (sampai !== undefined && !tanggal(sampai))
    return { ok: false, kode: 'validasi', pesan: STATISTIK_RENTANG_MSG.sampai, field: 'sampai' };
  const akhir = sampai ?? (dari !== undefined && dari > today ? dari : today);
  const awal = dari ?? geserHari(akhir, -(HARI_BAWAAN - 1));
  if (awal > akhir) return { ok: false, kode: 'validasi', pesan: STATISTIK_RENTANG_MSG.urutan, field: 'dari' };
  if (jumlahHari(awal, akhir) > HARI_MAKSIMAL) return { ok: false, kode: 'validasi', pesan: STATISTIK_RENTANG_MSG.panjang, field: 'dari' };
  return { ok: true, dari: awal, sampai: akhir };
}

/** The instants the range covers: from `dari` 00:00 WIB (inclusive) to the day after `sampai` 00:00 WIB (exclusive). */
export function batasWaktu(r: Rentang): { mulai: Date; akhir: Date } {
  return { mulai: new Date(utc(r.dari) - WIB_MS), akhir: new Date(utc(r.sampai) + DAY_MS - WIB_MS) };
}

export type SatuanPertumbuhan = 'minggu' | 'bulan';

export function satuanPertumbuhan(r: Rentang): SatuanPertumbuhan {
  return jumlahHari(r.dari, r.sampai) <= HARI_PER_MINGGU ? 'minggu' : 'bulan';
}

/** The period a WIB day falls in: the Monday of its week, or the first of its month ('YYYY-MM-DD'). */
export function awalPeriode(tanggal: string, satuan: SatuanPertumbuhan): string {
  if (satuan === 'bulan') return `${tanggal.slice(0, 8)}01`;
  const hari = new Date(utc(tanggal)).getUTCDay(); // 0 = Sunday
  return geserHari(tanggal, -((hari + 6) % 7));
}

/** Every period the range touches, in order (the first and last may be partly outside the range). */
export function daftarPeriode(r: Rentang, satuan: SatuanPertumbuhan): string[] {
  const out: string[] = [];
  const akhir = awalPeriode(r.sampai, satuan);
  for (let p = awalPeriode(r.dari, satuan); p <= akhir; ) {
    out.push(p);
    if (satuan === 'minggu') p = geserHari(p, 7);
    else {
      const [y, m] = [Number(p.slice(0, 4)), Number(p.slice(5, 7))];
      p = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
    }
  }
  return out;
}

const BULAN_PENDEK = ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'] as const;

/** How a period reads on the chart: '06 Jan' (the week's Monday) or 'Jan 2025'. */
export function labelPeriode(periode: string, satuan: SatuanPertumbuhan): string {
  const t = parseTanggal(periode);
  if (!t) return periode;
  return satuan === 'bulan' ? `${BULAN_PENDEK[t.m - 1]} ${t.y}` : `${String(t.d).padStart(2, '0')} ${BULAN_PENDEK[t.m - 1]}`;
}

/** '01 Jan 2025 – 30 Jan 2025' (id-ID short form). */
export function teksRentang(r: Rentang): string {
  const f = (s: string) => {
    const t = parseTanggal(s);
    return t ? `${String(t.d).padStart(2, '0')} ${BULAN_PENDEK[t.m - 1]} ${t.y}` : s;
  };
  return `${f(r.dari)} – ${f(r.sampai)}`;
}
