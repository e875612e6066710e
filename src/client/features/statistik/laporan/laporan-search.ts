import { parseTanggal } from '../../../../domain/tanggal-iso';
import { JENIS_LAPORAN, PERIODE, type JenisLaporan, type Periode } from '../../../../domain/laporan/pilihan';

/** /admin/reports state in the address: report type, period (and the day it holds), page, the competition below. */
export interface LaporanSearch {
  jenis?: JenisLaporan;
  periode?: Periode;
  /** A day of the period shown ('YYYY-MM-DD'); absent = the current period. */
  tanggal?: string;
  page?: number;
  kompetisi?: number;
}

const positif = (x: unknown): number | undefined => {
  const n = typeof x === 'number' ? x : typeof x === 'string' && /^\d{1,9}$/.test(x) ? Number(x) : NaN;
  return Number.isInteger(n) && n >= 1 ? n : undefined;
};

/** Anything unknown in the address is dropped, never an error. */
export function parseLaporanSearch(s: Record<string, unknown>): LaporanSearch {
  const jenis = JENIS_LAPORAN.find((j) => j === s.jenis);
  const periode = PERIODE.find((p) => p === s.periode);
  const tanggal = typeof s.tanggal === 'string' && parseTanggal(s.tanggal) && /^\d{4}-\d{2}-\d{2}$/.test(s.tanggal) ? s.tanggal : undefined;
  const page = positif(s.page);
  const kompetisi = positif(s.kompetisi);
  return {
    ...(jenis && jenis !== 'peserta' ? { jenis } : {}),
    ...(periode && periode !== 'bulan' ? { periode } : {}),
    ...(tanggal ? { tanggal } : {}),
    ...(page && page > 1 ? { page } : {}),
    ...(kompetisi ? { kompetisi } : {}),
  };
}

/** The query string the API takes for this state (page left out for exports). */
export function laporanQuery(s: LaporanSearch, denganHalaman: boolean): string {
  const q = new URLSearchParams({ jenis: s.jenis ?? 'peserta', periode: s.periode ?? 'bulan' });
  if (s.tanggal) q.set('tanggal', s.tanggal);
  if (denganHalaman && s.page && s.page > 1) q.set('page', String(s.page));
  return q.toString();
}
