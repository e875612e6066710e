/**
 * The choices of /admin/reports ("Reports (Laporan & Statistik)"): the kinds of report and the
 * periods (week, month, quarter, year). Apart from the schemas and the period arithmetic: the page's
 * address check, in the route tree of every first load, needs only these.
 */
export const JENIS_LAPORAN = ['peserta', 'dojang', 'statistik', 'aktivitas'] as const;
export type JenisLaporan = (typeof JENIS_LAPORAN)[number];

export const PERIODE = ['minggu', 'bulan', 'kuartal', 'tahun'] as const;
export type Periode = (typeof PERIODE)[number];
