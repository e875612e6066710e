import { KODE_BAGAN } from './bagan/kode';
import { KODE_JADWAL } from './jadwal/kode-tolak';
import type { KodeLangkah } from './jadwal/langkah';
import { KODE_PENIMBANGAN } from './penimbangan/kode';
import { KODE_JURI_DIGITAL, KODE_SKOR } from './skor/kode';
import { KODE_UMUM } from './tolak';

/**
 * The court desk's step codes (KodeLangkah of jadwal/langkah.ts), listed so they can be enumerated; the check
 * below fails to compile when the type gains a code this list lacks.
 */
export const KODE_LANGKAH = [
  'partai_selesai',
  'partai_berjalan',
  'belum_lengkap',
  'belum_dipanggil',
  'tunggu_belum_habis',
] as const satisfies readonly KodeLangkah[];
type Pasti<T extends true> = T;
export type LangkahTerdaftarSemua = Pasti<[Exclude<KodeLangkah, (typeof KODE_LANGKAH)[number]>] extends [never] ? true : false>;

/**
 * Every refusal code a write made at the venue can meet, per kind of write, as the server's status tables give
 * them (the common codes of any answer included), so the client's action for each (data/sync/aksi-tolak.ts)
 * is checked against the whole list:
 * - meja: the court desk (call, start, no-show, a result) and the scoring console (its log, the result the log
 *   gives, a Poomsae panel): src/server/lapangan/tolak.ts and src/server/skor/tolak.ts, the brackets' codes too;
 * - bagan: a draw and a result at the bracket page (src/server/bagan/tolak.ts);
 * - timbang: an attempt and a decision at the weigh-in (src/server/penimbangan/tolak.ts);
 * - juri: a judge's phone, its presses and Poomsae sheets (src/server/skor/juri-tolak.ts);
 * - jadwal: 'Seimbangkan' applied from the schedule page or the venue overview (src/server/jadwal/tolak.ts).
 */
export const KODE_TOLAK_VENUE = {
  meja: [...KODE_UMUM, ...KODE_BAGAN, ...KODE_LANGKAH, ...KODE_SKOR],
  bagan: [...KODE_UMUM, ...KODE_BAGAN],
  timbang: [...KODE_UMUM, ...KODE_PENIMBANGAN],
  juri: [...KODE_UMUM, ...KODE_JURI_DIGITAL],
  jadwal: [...KODE_UMUM, ...KODE_JADWAL],
} as const;
export type JenisTulisVenue = keyof typeof KODE_TOLAK_VENUE;
export type KodeTolakVenue<J extends JenisTulisVenue> = (typeof KODE_TOLAK_VENUE)[J][number];
