import * as v from 'valibot';
import { parseTanggal } from '../atlet/umur';
import { PERIODE } from '../laporan/periode';
import { TIPE_KOLOM } from '../laporan/tabel';
import { JENIS_LAPORAN, type JenisLaporan } from '../laporan/pilihan';

/** Reports and exports ("Reports (Laporan & Statistik)"). */
export { JENIS_LAPORAN, type JenisLaporan };

export const JENIS_LAPORAN_LABEL: Record<JenisLaporan, string> = {
  peserta: 'Peserta',
  dojang: 'Dojang',
  statistik: 'Statistik',
  aktivitas: 'Aktivitas',
};

/** Per competition: the participant list for the technical meeting and the payment recap per dojang. */
export const LAPORAN_KOMPETISI = ['peserta', 'pembayaran'] as const;
export type LaporanKompetisi = (typeof LAPORAN_KOMPETISI)[number];

export const FORMAT_LAPORAN = ['xlsx', 'pdf'] as const;
export type FormatLaporan = (typeof FORMAT_LAPORAN)[number];

/** Rows one screen page shows; an export takes every row of the period. */
export const LAPORAN_PAGE_SIZE = 50;
/** A PDF past this many rows would run to hundreds of pages: the spreadsheet is the better answer. */
export const PDF_MAX_BARIS = 10_000;
/** The most rows any export carries (memory and time of one request). */
export const XLSX_MAX_BARIS = 200_000;

export const LAPORAN_MSG = {
  gagal: 'Gagal membuat laporan',
  jenis: 'Jenis laporan harus peserta, dojang, statistik atau aktivitas',
  periode: 'Periode harus minggu, bulan, kuartal atau tahun',
  format: 'Format laporan harus xlsx atau pdf',
  tanggal: 'Tanggal acuan tidak valid (format YYYY-MM-DD)',
  halaman: 'Halaman tidak valid',
  laporanKompetisi: 'Laporan kompetisi harus peserta atau pembayaran',
  kosong: 'Tidak ada data pada periode ini',
  terlaluBesarPdf: (n: number) =>
    `Laporan terlalu besar untuk PDF (${n.toLocaleString('id-ID')} baris, maksimal ${PDF_MAX_BARIS.toLocaleString('id-ID')}). ` +
    'Unduh XLSX atau pilih periode yang lebih pendek.',
  terlaluBesar: (n: number) =>
    `Laporan terlalu besar (${n.toLocaleString('id-ID')} baris, maksimal ${XLSX_MAX_BARIS.toLocaleString('id-ID')}). Pilih periode yang lebih pendek.`,
} as const;

const pilihan = <T extends readonly string[]>(opsi: T, message: string, bawaan?: T[number]) =>
  v.pipe(v.optional(v.string(message), bawaan ?? ''), v.trim(), v.toLowerCase(), v.picklist(opsi, message));

const tanggalAcuan = v.pipe(
  v.optional(v.string(LAPORAN_MSG.tanggal)),
  v.transform((s) => (s === undefined || s.trim() === '' ? undefined : s.trim())),
  v.check(
    (s) => s === undefined || (/^\d{4}-\d{2}-\d{2}$/.test(s) && parseTanggal(s) !== null && s >= '2000-01-01' && s <= '2999-12-31'),
    LAPORAN_MSG.tanggal,
  ),
);

const halaman = v.pipe(
  v.optional(v.string(LAPORAN_MSG.halaman), '1'),
  v.transform((s) => (s.trim() === '' ? 1 : /^\d{1,7}$/.test(s.trim()) ? Number(s.trim()) : NaN)),
  v.number(LAPORAN_MSG.halaman),
  v.integer(LAPORAN_MSG.halaman),
  v.minValue(1, LAPORAN_MSG.halaman),
);

/** GET /admin/laporan: one screen page of a report of a period (default: this month). */
export const laporanQuerySchema = v.object({
  jenis: pilihan(JENIS_LAPORAN, LAPORAN_MSG.jenis),
  periode: pilihan(PERIODE, LAPORAN_MSG.periode, 'bulan'),
  tanggal: tanggalAcuan,
  page: halaman,
});
export type LaporanQuery = v.InferOutput<typeof laporanQuerySchema>;

/** GET /admin/laporan/export: the whole report of the period as a file. */
export const laporanExportSchema = v.object({
  jenis: pilihan(JENIS_LAPORAN, LAPORAN_MSG.jenis),
  periode: pilihan(PERIODE, LAPORAN_MSG.periode, 'bulan'),
  tanggal: tanggalAcuan,
  format: pilihan(FORMAT_LAPORAN, LAPORAN_MSG.format),
});
export type LaporanExportQuery = v.InferOutput<typeof laporanExportSchema>;

/** GET /kompetisi/{id}/laporan/{peserta|pembayaran}. */
export const laporanKompetisiSchema = v.object({
  laporan: pilihan(LAPORAN_KOMPETISI, LAPORAN_MSG.laporanKompetisi),
  format: pilihan(FORMAT_LAPORAN, LAPORAN_MSG.format),
});

const sel = v.union([v.string(), v.number(), v.null()]);

/** The screen's page of a report (data of GET /admin/laporan). */
export const laporanHalamanSchema = v.object({
  jenis: v.picklist(JENIS_LAPORAN),
  judul: v.string(),
  periode: v.object({
    periode: v.picklist(PERIODE),
    mulai: v.string(),
    akhir: v.string(),
    selesai: v.string(),
    label: v.string(),
    rentang: v.string(),
  }),
  kolom: v.array(v.object({ judul: v.string(), tipe: v.picklist(TIPE_KOLOM), lebar: v.number(), desimal: v.optional(v.boolean()) })),
  baris: v.array(v.array(sel)),
  total: v.optional(v.array(sel)),
});
export type LaporanHalaman = v.InferOutput<typeof laporanHalamanSchema>;

export const laporanMetaSchema = v.object({ page: v.number(), limit: v.number(), total: v.number(), totalPages: v.number() });
