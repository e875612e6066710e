import { isFreeDraw } from '../../../../domain/bagan/hasil';
import { MIN_PESERTA_GENERATE, MIN_PESERTA_TOURNAMENT } from '../../../../domain/bagan/types';
import { pesertaUndian, type KelasBaganView } from '../../../data/bagan';

/**
 * What 'Shuffle & Generate' / 'Generate' must confirm before a draft is made:
 * - hasil: the bracket shown already has results; a new draft hides them at once and saving it discards them.
 * - kecil: a class of 2–3 approved entries (below the tournament's 4) drawn for the first time: 2 make a final,
 *   3 a semi-final with one free draw and a final.
 * Null: draw straight away (also once a draft exists: the organiser already confirmed it).
 */
export type KonfirmasiUndi = { jenis: 'hasil'; jumlah: number } | { jenis: 'kecil'; peserta: number } | null;

/** Results on the bracket as shown (this device's queued ones included); free draws are not results. */
export const jumlahHasilTampil = (k: KelasBaganView) =>
  k.bagan?.matches.filter((m) => m.id_pemenang !== null && !isFreeDraw(m)).length ?? 0;

export function konfirmasiUndi(k: KelasBaganView): KonfirmasiUndi {
  if (k.draf) return null;
  const hasil = jumlahHasilTampil(k);
  if (hasil > 0) return { jenis: 'hasil', jumlah: hasil };
  const n = pesertaUndian(k).length;
  if (!k.bagan && n >= MIN_PESERTA_GENERATE && n < MIN_PESERTA_TOURNAMENT) return { jenis: 'kecil', peserta: n };
  return null;
}

/** The dialog's texts for a confirmation. */
export function teksKonfirmasiUndi(k: Exclude<KonfirmasiUndi, null>): { judul: string; isi: string; tombol: string } {
  if (k.jenis === 'hasil') {
    return {
      judul: 'Undi ulang bagan yang sudah berjalan?',
      isi:
        `Bagan ini sudah memiliki ${k.jumlah} hasil pertandingan. Undian baru tampil sebagai draf; jika draf itu disimpan, ` +
        'semua hasil tersebut akan dibuang (tercatat di log aktivitas). Sebelum disimpan, bagan yang ada tidak berubah.',
      tombol: 'Undi ulang',
    };
  }
  const bentuk =
    k.peserta === 2
      ? 'Bagannya langsung Final: pemenang mendapat emas, yang kalah perak.'
      : 'Bagannya Semi Final dengan satu free draw, lalu Final: emas, perak, dan satu perunggu.';
  return {
    judul: `Undi kelas dengan ${k.peserta} peserta?`,
    isi: `Kelas ini hanya memiliki ${k.peserta} peserta disetujui (minimal ${MIN_PESERTA_TOURNAMENT} untuk tournament). ${bentuk}`,
    tombol: 'Ya, undi',
  };
}
