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

export type IsiKejadian =
  | IsiSkor
  /** Takes back event `target` (a point, gam-jeom, SUP, decision, correction or undo — undoing an undo redoes). */
  | { jenis: 'undo'; target: number }
  /** Puts `pengganti` in place of event `target` (a point, gam-jeom, SUP or decision), at the target's place in the log. */
  | { jenis: 'koreksi'; target: number; pengganti: IsiSkor; alasan: string }
  /** Opens round `ronde` and starts its clock. */
  | { jenis: 'ronde_mulai'; ronde: number }
  /** Round `ronde` ended by time. */
  | { jenis: 'ronde_selesai'; ronde: number }
  | { jenis: 'timer'; aksi: AksiTimer; sudut?: Sudut };

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
    v.object({ jenis: v.literal('undo'), target: bulat(M.target, 1, 1_000_000), ...dasar }),
    v.object({
      jenis: v.literal('koreksi'),
      target: bulat(M.target, 1, 1_000_000),
      pengganti: ISI_SKOR_SCHEMA,
      alasan: teks(M.alasan, 200),
      ...dasar,
    }),
    v.object({ jenis: v.literal('ronde_mulai'), ronde: bulat(M.ronde, 1, 5), ...dasar }),
    v.object({ jenis: v.literal('ronde_selesai'), ronde: bulat(M.ronde, 1, 5), ...dasar }),
    v.object({ jenis: v.literal('timer'), aksi: v.picklist(AKSI_TIMER, M.aksi), sudut: v.optional(sudut), ...dasar }),
  ],
  M.jenis,
) satisfies v.GenericSchema<unknown, KejadianBout>;

export const LOG_SCHEMA = v.pipe(v.array(KEJADIAN_SCHEMA, M.kejadian), v.maxLength(5000, M.log));
