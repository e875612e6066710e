import { formatRupiah } from '../kompetisi/biaya';
import { formatTanggalId } from '../kompetisi/tanggal';

/**
 * A report as one table, the same on screen, in XLSX and in PDF. Cells carry their
 * value, not their text: a date is 'YYYY-MM-DD', a moment an ISO instant, Rupiah and counts are numbers;
 * each output formats them by the column's type (the spreadsheet keeps real dates and numbers).
 */
export const TIPE_KOLOM = ['teks', 'angka', 'rupiah', 'tanggal', 'waktu'] as const;
export type TipeKolom = (typeof TIPE_KOLOM)[number];

export interface KolomLaporan {
  judul: string;
  tipe: TipeKolom;
  /** Width in characters (XLSX column width; the PDF shares the page in these proportions). */
  lebar: number;
  /** An 'angka' column with one decimal (a weight), not a whole count. */
  desimal?: boolean;
}

export type Sel = string | number | null;

export interface TabelLaporan {
  /** e.g. 'Laporan Peserta'. */
  judul: string;
  /** Lines under the title: the event or the period, when it was made. */
  subjudul: string[];
  kolom: KolomLaporan[];
  baris: Sel[][];
  /** A column whose value heads a group: the PDF prints it as a band above the group's rows, not as a column. */
  grup?: number;
  /** What a group's rows are, for the band's count ('peserta' → 'Kyorugi … — 4 peserta'); no count when absent. */
  grupHitung?: string;
  /** A closing row (sums), bold. */
  total?: Sel[];
}

const WIB_MS = 7 * 3600_000;

/** An instant's wall-clock time in WIB as 'YYYY-MM-DD' and 'HH:MM'. */
export function waktuWib(instant: string | Date): { tanggal: string; jam: string } | null {
  const ms = typeof instant === 'string' ? Date.parse(instant) : instant.getTime();
  if (!Number.isFinite(ms)) return null;
  const s = new Date(ms + WIB_MS).toISOString();
  return { tanggal: s.slice(0, 10), jam: s.slice(11, 16) };
}

let angkaFormat: Intl.NumberFormat | undefined;

/**
 * A cell as text: '08 Nov 2025', '08 Nov 2025 14:05' (WIB), 'Rp 500.000', '1.234'; '-' when empty; a label in a
 * typed column (the total row's 'Total') as it is.
 */
export function formatSel(sel: Sel, tipe: TipeKolom): string {
  if (sel === null || sel === '') return '-';
  switch (tipe) {
    case 'rupiah':
      return typeof sel === 'number' ? formatRupiah(sel) : String(sel);
    case 'angka':
      if (typeof sel !== 'number') return String(sel);
      angkaFormat ??= new Intl.NumberFormat('id-ID', { maximumFractionDigits: 1 });
      return angkaFormat.format(sel);
    case 'tanggal':
      return /^\d{4}-\d{2}-\d{2}/.test(String(sel)) ? formatTanggalId(String(sel)) : String(sel);
    case 'waktu': {
      const w = waktuWib(String(sel));
      return w ? `${formatTanggalId(w.tanggal)} ${w.jam}` : String(sel);
    }
    default:
      return String(sel);
  }
}

/** Entry status as the admin screens name it (Disetujui / Ditolak / Menunggu). */
export const STATUS_PESERTA_LABEL: Record<string, string> = {
  PENDING: 'Menunggu',
  APPROVED: 'Disetujui',
  REJECTED: 'Ditolak',
  DISKUALIFIKASI: 'Didiskualifikasi',
};

/** File name of a download: 'laporan-peserta-bulan-2026-11-01.xlsx' (lower case, dashes, the date). */
export function namaBerkas(bagian: readonly string[], format: 'xlsx' | 'pdf'): string {
  const slug = bagian
    .map((b) =>
      b
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, ''),
    )
    .filter(Boolean)
    .join('-');
  return `${slug.slice(0, 120) || 'laporan'}.${format}`;
}
