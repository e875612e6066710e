import * as v from 'valibot';
import { SUDUT, TEKNIK } from './aturan';
import type { KejadianBout } from './kejadian';

/** A judge's phone is joined to one bout and one seat for this long (a session of bouts at the mat). */
export const MASA_TAUTAN_JURI_MS = 3 * 60 * 60 * 1000;
/** Most presses one judge's link keeps for one bout (a 3-round bout has a few dozen). */
export const MAKS_TEKAN_JURI = 1000;
/** A judge counts as connected when a press or a heartbeat arrived within this time. */
export const JURI_TERHUBUNG_MS = 10_000;

export const JURI_DIGITAL_MSG = {
  bukanPemula: 'Juri digital hanya untuk pertandingan pemula',
  tautanTidakSah: 'Tautan juri tidak sah; pindai ulang kode QR di konsol',
  tautanKedaluwarsa: 'Tautan juri sudah kedaluwarsa; pindai ulang kode QR di konsol',
  id: 'ID tekan tidak valid',
  idMatch: 'ID partai tidak valid',
  sudut: 'Sudut harus B atau R',
  teknik: 'Teknik tidak dikenal',
  waktu: 'Waktu tekan tidak valid',
  sejak: 'Parameter sejak harus bilangan bulat 0 atau lebih',
  tersimpan: 'Tekan juri tersimpan',
  partaiSelesai: 'Partai ini sudah selesai: tekan tidak dicatat lagi',
  tekanPenuh: 'Batas tekan juri untuk partai ini sudah tercapai; hubungi meja lapangan',
  bukanKyorugi: 'Tautan juri ini untuk Poomsae: tekan Kyorugi tidak dicatat',
  kursiDiLuar: (juri: number) => `Partai ini dinilai ${juri} juri; minta kode QR baru di konsol.`,
} as const;

/** A press as the judge's phone sends it: the phone's clock and its own id (a resend is the same press). */
export const KIRIM_TEKAN_SCHEMA = v.object({
  sudut: v.picklist(SUDUT, JURI_DIGITAL_MSG.sudut),
  teknik: v.picklist(TEKNIK, JURI_DIGITAL_MSG.teknik),
  waktu: v.pipe(
    v.number(JURI_DIGITAL_MSG.waktu),
    v.integer(JURI_DIGITAL_MSG.waktu),
    v.minValue(0, JURI_DIGITAL_MSG.waktu),
    v.maxValue(8.64e15, JURI_DIGITAL_MSG.waktu),
  ),
  id: v.pipe(v.string(JURI_DIGITAL_MSG.id), v.uuid(JURI_DIGITAL_MSG.id)),
  /** The bout the phone shows (a court's seat link names no bout): the server takes the press for that bout only. */
  id_match: v.optional(v.pipe(v.string(JURI_DIGITAL_MSG.idMatch), v.uuid(JURI_DIGITAL_MSG.idMatch))),
});
export type KirimTekan = v.InferOutput<typeof KIRIM_TEKAN_SCHEMA>;

export const SEJAK_TEKAN_SCHEMA = v.object({
  sejak: v.optional(v.pipe(v.string(), v.regex(/^\d{1,15}$/, JURI_DIGITAL_MSG.sejak), v.transform(Number)), '0'),
});

/** A stored press as the console reads it; `seq` orders presses server-wide, so the console asks for those after its last. */
export const TEKAN_TERSIMPAN_SCHEMA = v.object({
  seq: v.number(),
  juri: v.number(),
  sudut: v.picklist(SUDUT),
  teknik: v.picklist(TEKNIK),
  waktu: v.number(),
  id: v.string(),
});
export type TekanTersimpan = v.InferOutput<typeof TEKAN_TERSIMPAN_SCHEMA>;

/**
 * A new press as the live stream carries it with its `skor_tekan` change (with its bout): the console counts it at
 * once, without reading the presses back; its reads still find any press whose change it did not hear.
 */
export const TEKAN_SIARAN_SCHEMA = v.object({ ...TEKAN_TERSIMPAN_SCHEMA.entries, id_match: v.string() });
export type TekanSiaran = v.InferOutput<typeof TEKAN_SIARAN_SCHEMA>;
/** Most presses one change carries (a change carries the one press it stored). */
export const MAKS_TEKAN_SIARAN = 10;

export interface TautanJuri {
  nomor: number;
  tautan: string;
  /** ms since epoch. */
  kedaluwarsa: number;
}

/** The console's read: presses after `sejak`, and when each judge was last heard (ms since epoch, server clock). */
export interface BacaTekan {
  id_match: string;
  tekan: TekanTersimpan[];
  terhubung: { juri: number; terakhir: number }[];
  sekarang: number;
}

/** What POST /juri/{token}/tekan answers: the seat, the press's id, whether it was new, the server's clock (ms). */
export interface TekanDicatat {
  juri: number;
  id: string;
  /** The bout the press went to (a seat link's: the bout on the mat of its court). */
  id_match: string;
  baru: boolean;
  sekarang: number;
}

/**
 * When the running round started, on the server's clock: presses are stamped on the server's clock (each phone
 * adds its offset to the server), the log's `ronde_mulai` on the console's; `selisih` is the server's clock minus
 * the console's, as the console learns it from the server's answers. null: no round has started.
 */
export function mulaiRondeServer(log: readonly Pick<KejadianBout, 'jenis' | 'waktu'>[], selisih: number): number | null {
  const mulai = log.filter((k) => k.jenis === 'ronde_mulai').at(-1);
  return mulai ? mulai.waktu + selisih : null;
}

/**
 * The presses that may count toward a point: pressed at or after the running round's start (both on the server's
 * clock, mulaiRondeServer). A press before the round started never counts, and none counts before any round.
 */
export function tekanSejakRonde<T extends { waktu: number }>(tekan: readonly T[], mulai: number | null): T[] {
  return mulai === null ? [] : tekan.filter((t) => t.waktu >= mulai);
}
