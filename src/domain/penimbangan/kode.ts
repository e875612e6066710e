/**
 * The refusal codes of the weigh-in, as the domain rules give them and the server answers them; its status
 * table (src/server/penimbangan/tolak.ts) gives each its HTTP status. Screens and the sync list branch on these.
 */
export const KODE_PENIMBANGAN = [
  /** The entry is not weighed (not an approved individual Kyorugi entry). */
  'bukan_peserta_timbang',
  /** The attempt's id already belongs to another entry. */
  'kunci_dipakai',
  /** A decision before the last official attempt failed. */
  'belum_gagal',
  /** The competition does not allow moves at the weigh-in. */
  'pindah_tidak_diizinkan',
  /** The weight does not fit the class moved into (or it is not one to choose). */
  'kelas_tidak_cocok',
  /** A move out of or into a drawn class. */
  'kelas_sudah_diundi',
  /** A decision on, or an attempt for, a disqualified entry (alasanTidakDitimbang). */
  'sudah_diskualifikasi',
  /** The random weigh-in of that day is already drawn. */
  'undian_sudah_ada',
  /** Nobody passed the weigh-in to draw from. */
  'tidak_ada_peserta',
  /** An official attempt beyond the competition's limit (alasanTidakDitimbang). */
  'percobaan_habis',
  /** A weight outside a human's range (kewajaranBerat 'mustahil'): a typing slip. */
  'berat_tidak_wajar',
  /** A void of an attempt a decision stands on (a disqualification, a move out of its class). */
  'sudah_diputuskan',
  /** A desk voiding an attempt that is not its own last one (alasanTidakDibatalkan). */
  'batal_bukan_milik_meja',
  /** A desk voiding its own last attempt after the competition's minutes. */
  'batas_waktu_batal',
] as const;
export type KodePenimbangan = (typeof KODE_PENIMBANGAN)[number];
