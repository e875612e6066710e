import * as v from 'valibot';
import { KEPUTUSAN_WASIT, SUDUT, TEKNIK, type KeputusanWasit, type Sudut, type Teknik } from './aturan';

/**
 * The bout's event log: every tap on the console is one event, appended with the next seq of the bout, the
 * device that made it, that device's own id for it and the device's clock (ms since epoch). The same log is
 * kept in Dexie, replayed to the server and folded by turunkanHasil / statusTimer on both sides.
 */

/** What a point, gam-jeom, SUP or referee's decision says; also what a correction puts in place of one. */
export type IsiSkor =
  | { jenis: 'poin'; sudut: Sudut; teknik: Teknik }
  | { jenis: 'gam_jeom'; sudut: Sudut }
  /** The referee's superiority for the round waiting on it. */
  | { jenis: 'sup'; sudut: Sudut }
  /** WDR, DSQ or RSC at any time: the match ends, `pemenang` wins. */
  | { jenis: 'keputusan'; keputusan: KeputusanWasit; pemenang: Sudut };

export const AKSI_TIMER = ['jeda', 'lanjut', 'istirahat', 'kye_shi', 'kye_shi_selesai'] as const;
export type AksiTimer = (typeof AKSI_TIMER)[number];

/** What an accepted video review changes: an event taken back, an event replaced, or a score given. */
export type UbahIvr =
  | { jenis: 'hapus'; target: number }
  | { jenis: 'ganti'; target: number; pengganti: IsiSkor }
  /** Counts at the request's place in the log (the moment the coach challenged). */
  | { jenis: 'tambah'; isi: IsiSkor };

export type IsiKejadian =
  | IsiSkor
  /** Takes back event `target`, of any kind (undoing an undo redoes). */
  | { jenis: 'undo'; target: number }
  /** Puts `pengganti` in place of event `target` (a point, gam-jeom, SUP or decision), at the target's place in the log. */
  | { jenis: 'koreksi'; target: number; pengganti: IsiSkor; alasan: string }
  /** Opens round `ronde` and starts its clock. */
  | { jenis: 'ronde_mulai'; ronde: number }
  /** Round `ronde` ended by time. */
  | { jenis: 'ronde_selesai'; ronde: number }
  | { jenis: 'timer'; aksi: AksiTimer; sudut?: Sudut }
  /** Reopens round `ronde`, the last one played, after it ended: play goes on with the clock where it stopped. */
  | { jenis: 'ronde_buka'; ronde: number; alasan: string }
  /** Sets the round clock to `sisa_ms` (stopped). */
  | { jenis: 'atur_waktu'; sisa_ms: number; alasan?: string }
  /** The coach of `sudut` asks for a video review (stops the round clock). */
  | { jenis: 'ivr_minta'; sudut: Sudut }
  /** The referee's answer to request `minta`; an accepted review may change the score. */
  | { jenis: 'ivr_putusan'; minta: number; diterima: boolean; ubah: UbahIvr | null };

export type KejadianBout = IsiKejadian & {
  /** 1, 2, 3 … per bout. */
  seq: number;
  perangkat: string;
  /** The device's own id of this event: the same (perangkat, id) replayed is the same event. */
  id: string;
  waktu: number;
};

export const KEJADIAN_MSG = {
  kejadian: 'Kejadian pertandingan tidak valid',
  jenis: 'Jenis kejadian tidak dikenal',
  seq: 'Nomor urut kejadian harus bilangan bulat 1 atau lebih',
  perangkat: 'ID perangkat wajib diisi (maksimal 64 karakter)',
  id: 'ID kejadian wajib diisi (maksimal 64 karakter)',
  waktu: 'Waktu kejadian tidak valid',
  sudut: 'Sudut harus B atau R',
  teknik: 'Teknik tidak dikenal',
  keputusan: 'Keputusan wasit harus WDR, DSQ atau RSC',
  target: 'Target kejadian tidak valid',
  alasan: 'Alasan koreksi wajib diisi (maksimal 200 karakter)',
  ronde: 'Nomor ronde harus 1 sampai 5',
  aksi: 'Aksi timer tidak dikenal',
  sisa: 'Sisa waktu harus 0 sampai 10 menit',
  alasanRonde: 'Alasan membuka ronde wajib diisi (maksimal 200 karakter)',
  ubahIvr: 'Perubahan hasil tinjauan video tidak valid',
  log: 'Log kejadian maksimal 5000 kejadian',
} as const;

const M = KEJADIAN_MSG;
const bulat = (msg: string, min: number, max: number) => v.pipe(v.number(msg), v.integer(msg), v.minValue(min, msg), v.maxValue(max, msg));
const sudut = v.picklist(SUDUT, M.sudut);
const teks = (msg: string, max: number) => v.pipe(v.string(msg), v.trim(), v.nonEmpty(msg), v.maxLength(max, msg));

const POIN = { jenis: v.literal('poin'), sudut, teknik: v.picklist(TEKNIK, M.teknik) };
const GAM_JEOM = { jenis: v.literal('gam_jeom'), sudut };
const SUP = { jenis: v.literal('sup'), sudut };
const KEPUTUSAN = { jenis: v.literal('keputusan'), keputusan: v.picklist(KEPUTUSAN_WASIT, M.keputusan), pemenang: sudut };

export const ISI_SKOR_SCHEMA = v.variant(
  'jenis',
  [v.object(POIN), v.object(GAM_JEOM), v.object(SUP), v.object(KEPUTUSAN)],
  M.jenis,
) satisfies v.GenericSchema<unknown, IsiSkor>;

const target = bulat(M.target, 1, 1_000_000);
const UBAH_IVR_SCHEMA = v.variant(
  'jenis',
  [
    v.object({ jenis: v.literal('hapus'), target }),
    v.object({ jenis: v.literal('ganti'), target, pengganti: ISI_SKOR_SCHEMA }),
    v.object({ jenis: v.literal('tambah'), isi: ISI_SKOR_SCHEMA }),
  ],
  M.ubahIvr,
) satisfies v.GenericSchema<unknown, UbahIvr>;

const dasar = {
  seq: bulat(M.seq, 1, 1_000_000),
  perangkat: teks(M.perangkat, 64),
  id: teks(M.id, 64),
  waktu: bulat(M.waktu, 0, 8.64e15),
};

export const KEJADIAN_SCHEMA = v.variant(
  'jenis',
  [
    v.object({ ...POIN, ...dasar }),
    v.object({ ...GAM_JEOM, ...dasar }),
    v.object({ ...SUP, ...dasar }),
    v.object({ ...KEPUTUSAN, ...dasar }),
    v.object({ jenis: v.literal('undo'), target, ...dasar }),
    v.object({
      jenis: v.literal('koreksi'),
      target,
      pengganti: ISI_SKOR_SCHEMA,
      alasan: teks(M.alasan, 200),
      ...dasar,
    }),
    v.object({ jenis: v.literal('ronde_mulai'), ronde: bulat(M.ronde, 1, 5), ...dasar }),
    v.object({ jenis: v.literal('ronde_selesai'), ronde: bulat(M.ronde, 1, 5), ...dasar }),
    v.object({ jenis: v.literal('timer'), aksi: v.picklist(AKSI_TIMER, M.aksi), sudut: v.optional(sudut), ...dasar }),
    v.object({ jenis: v.literal('ronde_buka'), ronde: bulat(M.ronde, 1, 5), alasan: teks(M.alasanRonde, 200), ...dasar }),
    v.object({ jenis: v.literal('atur_waktu'), sisa_ms: bulat(M.sisa, 0, 600_000), alasan: v.optional(teks(M.alasan, 200)), ...dasar }),
    v.object({ jenis: v.literal('ivr_minta'), sudut, ...dasar }),
    v.object({
      jenis: v.literal('ivr_putusan'),
      minta: target,
      diterima: v.boolean(M.ubahIvr),
      ubah: v.nullable(UBAH_IVR_SCHEMA),
      ...dasar,
    }),
  ],
  M.jenis,
) satisfies v.GenericSchema<unknown, KejadianBout>;

export const LOG_SCHEMA = v.pipe(v.array(KEJADIAN_SCHEMA, M.kejadian), v.maxLength(5000, M.log));
