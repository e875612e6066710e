import * as v from 'valibot';
import { KEJADIAN_SCHEMA } from './kejadian';

/** What the console sends to the server: a batch of its log, and the request to put the log's result in the bracket. */

export const KIRIM_SKOR_MSG = {
  kejadian: 'Kirim 1 sampai 500 kejadian sekaligus',
  versiMatch: 'Versi pertandingan wajib diisi (bilangan bulat)',
  bentrok: 'Kejadian dengan ID yang sama sudah tercatat dengan isi lain. Muat ulang catatan skor partai ini.',
  selesai: 'Partai ini sudah selesai: catatan skor tidak dapat ditambah.',
  belumAda: 'Pertandingan belum selesai menurut catatan skor.',
  bukanKyorugi: 'Catatan skor hanya untuk partai Kyorugi.',
  penuh: 'Log kejadian maksimal 5000 kejadian',
  dikirim: (n: number) => (n === 0 ? 'Catatan skor sudah tersimpan' : `${n} kejadian dicatat`),
  hasilTersimpan: 'Hasil dari catatan skor disimpan',
} as const;

export const KIRIM_KEJADIAN_SCHEMA = v.object({
  kejadian: v.pipe(
    v.array(KEJADIAN_SCHEMA, KIRIM_SKOR_MSG.kejadian),
    v.minLength(1, KIRIM_SKOR_MSG.kejadian),
    v.maxLength(500, KIRIM_SKOR_MSG.kejadian),
  ),
});
export type KirimKejadian = v.InferOutput<typeof KIRIM_KEJADIAN_SCHEMA>;

export const HASIL_SKOR_SCHEMA = v.object({
  versi_match: v.pipe(v.number(KIRIM_SKOR_MSG.versiMatch), v.integer(KIRIM_SKOR_MSG.versiMatch), v.minValue(0, KIRIM_SKOR_MSG.versiMatch)),
});
