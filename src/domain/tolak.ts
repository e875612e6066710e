/**
 * The one refusal shape of the domain: a code the program branches on, the Indonesian text people read,
 * and the form field it belongs to. No HTTP status here: the server picks it from its resource's table
 * keyed by `kode` (STATUS_TOLAK), and the JSON error answer carries the same `kode`.
 */
export interface Tolak<K extends string = string> {
  readonly ok: false;
  readonly kode: K;
  readonly pesan: string;
  readonly field?: string;
}

/** A rule's answer: allowed, or refused with its code and text. */
export type Hasil<K extends string = string> = { readonly ok: true } | Tolak<K>;

export const OK: { readonly ok: true } = Object.freeze({ ok: true as const });

export function tolak<K extends string>(kode: K, pesan: string, field?: string): Tolak<K> {
  return field === undefined ? { ok: false, kode, pesan } : { ok: false, kode, pesan, field };
}

export function isTolak(x: { ok: boolean }): x is Tolak {
  return x.ok === false && typeof (x as { kode?: unknown }).kode === 'string';
}

/**
 * Codes any answer may carry, whatever the resource: bad input, no login, no permission, nothing there,
 * someone changed it first (konflik_versi: the answer carries the record as it is now), another conflict,
 * the same request still running, too big, a reused Idempotency-Key, a request that cannot be done as sent,
 * too many tries, maintenance, a server fault, and the competition's venue data held by a venue hub (the write
 * belongs to the hub: the device sends it there).
 */
export const KODE_UMUM = [
  'validasi',
  'perlu_login',
  'akses_ditolak',
  'tidak_ditemukan',
  'konflik_versi',
  'konflik',
  'sedang_diproses',
  'terlalu_besar',
  'kunci_idempotensi_dipakai',
  'tidak_dapat_diproses',
  'terlalu_banyak',
  'pemeliharaan',
  'kesalahan_server',
  'dikelola_hub',
] as const;
export type KodeUmum = (typeof KODE_UMUM)[number];
