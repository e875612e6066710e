/**
 * A match day run before its date: the court desk and the venue overview ask first, once per device and day. Dates are
 * WIB (UTC+7, no daylight saving).
 */

const BULAN = ['Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember'];

/** 'YYYY-MM-DD' of an instant in WIB. */
export function tanggalWib(sekarang: number | string): string {
  const t = typeof sekarang === 'number' ? sekarang : Date.parse(sekarang);
  return new Date(t + 7 * 3_600_000).toISOString().slice(0, 10);
}

/** '2 Januari' of a 'YYYY-MM-DD'. */
export function tanggalPendek(tanggal: string): string {
  const [, m, d] = tanggal.slice(0, 10).split('-').map(Number);
  return `${d} ${BULAN[m - 1] ?? ''}`.trim();
}

/** 'Hari ini 28 November, jadwal ini untuk 2 Januari. Tetap jalankan?' when the day is later than today (WIB), else null. */
export function peringatanHariAwal(tanggal: string, sekarang: number | string): string | null {
  const hariIni = tanggalWib(sekarang);
  if (tanggal.slice(0, 10) <= hariIni) return null;
  return `Hari ini ${tanggalPendek(hariIni)}, jadwal ini untuk ${tanggalPendek(tanggal)}. Tetap jalankan?`;
}
