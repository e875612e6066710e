/**
 * The refusal codes of ID cards and certificates; the server's STATUS_TOLAK (src/server/kartu/tolak.ts)
 * gives each its HTTP status. Screens branch on these, never on the words.
 */
export const KODE_KARTU = [
  /** Not shaped like a card or certificate code at all (a typo, a cut-off scan). */
  'kode_tidak_valid',
  /** Shaped like a card code, but the server did not sign it. */
  'kartu_palsu',
  /** Shaped like a certificate code, but the server did not sign it. */
  'piagam_palsu',
  /** The best athlete chosen is not a medallist of that category. */
  'bukan_medali',
] as const;
export type KodeKartu = (typeof KODE_KARTU)[number];

export const KARTU_MSG = {
  kodeTidakValid: 'Kode tidak valid. Periksa kembali kode yang tertulis di bawah QR.',
  kartuPalsu: 'Kartu tidak sah: kode ini tidak diterbitkan oleh panitia.',
  piagamPalsu: 'Piagam tidak sah: kode ini tidak diterbitkan oleh panitia.',
  pesertaTidakAda: 'Peserta pada kartu ini tidak lagi terdaftar di kompetisi.',
  pelatihTidakAda: 'Pelatih pada kartu ini tidak lagi terdaftar.',
  bukanMedali: 'Atlet terbaik harus peraih medali pada kategori ini',
  pesertaTidakDitemukan: 'Peserta tidak ditemukan di kompetisi ini',
  atletTerbaikDisimpan: 'Atlet terbaik disimpan',
  atletTerbaikDihapus: 'Pilihan atlet terbaik dihapus',
  tataLetakDisimpan: 'Tata letak piagam disimpan',
} as const;
