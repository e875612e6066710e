/**
 * Rejecting an entry needs a reason the coach can act on: at least ALASAN_MIN characters after trimming,
 * at most ALASAN_MAX. The organisers' dialog offers the common ones as quick picks.
 */

export const ALASAN_MIN = 5;
export const ALASAN_MAX = 500;

export const ALASAN_MSG = {
  wajib: `Alasan penolakan wajib diisi (minimal ${ALASAN_MIN} karakter)`,
  panjang: `Alasan penolakan maksimal ${ALASAN_MAX} karakter`,
} as const;

export const ALASAN_CEPAT = [
  'Dokumen tidak lengkap',
  'Kelas tidak sesuai',
  'Berat badan tidak sesuai',
  'Usia tidak sesuai kelompok umur',
  'Pembayaran belum diterima',
] as const;

/** The message for a reason that cannot be stored, or null when it can. */
export function cekAlasanTolak(alasan: string | null | undefined): string | null {
  const t = (alasan ?? '').trim();
  if (t.length < ALASAN_MIN) return ALASAN_MSG.wajib;
  if (t.length > ALASAN_MAX) return ALASAN_MSG.panjang;
  return null;
}
