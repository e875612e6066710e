/**
 * The refusal codes of brackets (a draw, a result, its undo), as the domain rules and the server give them;
 * the server's STATUS_TOLAK (src/server/bagan/tolak.ts) gives each its HTTP status. Screens and the sync
 * list branch on these, never on the words.
 */
export const KODE_HASIL = [
  /** No such match (or class) in the bracket. */
  'tidak_ditemukan',
  /** The next match already has a result: undo that one first. */
  'hasil_terkunci',
  /** The result itself is not allowed: scores, winner, decision, a free draw, a match still waiting. */
  'hasil_tidak_sah',
  /** A result by hand that the bout's scoring record does not give, from someone who may not correct it. */
  'hasil_bertentangan_log',
  /** A correction of a result the scoring record gives, without its reason. */
  'alasan_koreksi_wajib',
] as const;
export type KodeHasil = (typeof KODE_HASIL)[number];

export const KODE_BAGAN = [
  ...KODE_HASIL,
  /** The draw or result was made on a versi the server no longer has; the answer carries the server's. */
  'konflik_versi',
  /** A new draw would discard results: it must say hapus_hasil. */
  'bagan_ada_hasil',
  /** The drawn entries are not the class's approved entries now. */
  'peserta_berubah',
  /** Fewer than 2 approved entries. */
  'peserta_kurang',
  /** The bracket sent is not what the engine draws from its input (order, corners, ids, repeated entries). */
  'undian_tidak_sah',
  /** A match id of the draw already belongs to another bracket. */
  'id_match_dipakai',
] as const;
export type KodeBagan = (typeof KODE_BAGAN)[number];
