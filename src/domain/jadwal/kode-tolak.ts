/**
 * The schedule's refusal codes (src/server/jadwal/tolak.ts gives each its status). Listed so the venue's lists can
 * enumerate them: 'Seimbangkan' is queued through the outbox at the venue (src/domain/tolak-venue.ts).
 */
export const KODE_JADWAL = [
  'tanggal_ada',
  'lapangan_ada',
  'hari_dimulai',
  'kelas_berjalan',
  'tanggal_luar',
  'kelas_tidak_sah',
  'cabang_tidak_cocok',
  'urutan_tidak_sah',
  // 'Seimbangkan': a moved class is no longer on the court it was proposed from; the move would now break a constraint.
  'susunan_berubah',
  'seimbang_melanggar',
] as const;
export type KodeJadwal = (typeof KODE_JADWAL)[number];
