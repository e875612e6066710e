/**
 * The refusal codes of a competition's entries (register, class change, delete, status), as the domain
 * rules give them and the API answers them; the server's STATUS_TOLAK (src/server/peserta/tolak.ts)
 * gives each its HTTP status. Screens and the sync list branch on these, never on the words.
 */
export const KODE_PESERTA = [
  'akses_ditolak',
  /** Registration is not open (status, start date) — also the coach's class change or delete after it. */
  'pendaftaran_ditutup',
  'batas_pendaftaran_lewat',
  'kelas_tidak_ditemukan',
  'atlet_tidak_ditemukan',
  'sudah_terdaftar',
  'satu_kyorugi',
  'kuota_penuh',
  /** Age group, gender or weight does not fit the class (or a class of another style). */
  'kelas_tidak_cocok',
  /** Team slots: missing, repeated or too many athletes. */
  'tim_tidak_sesuai',
  'sudah_disetujui',
  'sudah_dibayar',
  /** Disqualified at the weigh-in: the entry's status is no longer the registration desk's to change. */
  'sudah_diskualifikasi',
  'validasi',
] as const;
export type KodePeserta = (typeof KODE_PESERTA)[number];
