/**
 * The refusal codes of scoring, as the server answers them; its status tables (src/server/skor/tolak.ts,
 * juri-tolak.ts) give each its HTTP status. Screens and the sync list branch on these, never on the words.
 */
export const KODE_SKOR = [
  /** An event id already stored with other content: the console's copy of the log is behind. */
  'kejadian_bentrok',
  /** The bout is finished: no new events, no other result from the log. */
  'partai_selesai',
  /** The stored log gives no finished match yet. */
  'hasil_belum_ada',
  /** A scoring log (or a judge's press) for a Poomsae bout. */
  'bukan_kyorugi',
  /** The log has reached its limit of events. */
  'log_penuh',
  /** A Poomsae panel for a Kyorugi bout. */
  'bukan_poomsae',
  /** The two Poomsae performances score the same after every tie-break: they perform again. */
  'nilai_sama',
  /** A Poomsae panel of another size or mode than the class's panel. */
  'panel_tidak_sesuai',
] as const;
export type KodeSkor = (typeof KODE_SKOR)[number];

/** The refusal codes of the judges' phones (join links, presses, Poomsae sheets). */
export const KODE_JURI_DIGITAL = [
  /** Join links for a bout not scored with judges' phones. */
  'bukan_pemula',
  /** A link the server did not sign. */
  'tautan_juri_tidak_sah',
  /** A signed link past its time: scan the console's QR again. */
  'tautan_juri_kedaluwarsa',
  'bukan_poomsae',
  /** A sheet of another mode than the class's panel, or from a seat beyond it (or a press from a seat beyond the bout's judges). */
  'panel_tidak_sesuai',
  'partai_selesai',
  /** Beyond a judge's presses for one bout: pressing again will not help. */
  'tekan_penuh',
  /** A press from a Poomsae bout's link. */
  'bukan_kyorugi',
  /** A court's seat link the console revoked ('Cabut tautan'): scan the seat's new QR. */
  'tautan_juri_dicabut',
  /** A seat link's press or sheet for a bout of another court. */
  'lapangan_lain',
  /** A seat link's press or sheet for a bout not started (not on the mat). */
  'partai_belum_mulai',
  /** A seat link's press while no round of the bout on the mat runs (before the first, between rounds). */
  'ronde_belum_mulai',
  /** Seat links for a court whose match day is over. */
  'hari_lewat',
] as const;
export type KodeJuriDigital = (typeof KODE_JURI_DIGITAL)[number];
