import type { PDFPage } from 'pdf-lib';
import type { BaganTampil } from '../../../data/bagan/types';
import { WARNA, tulis, type Huruf } from './gaya';
import { HALAMAN, type Kotak } from './halaman';
import { barisAcara, waktuCetak } from './teks';

/** Header (event, dates and place, class, contestants, which part) and footer (print time, page x of y). */

const KIRI = HALAMAN.margin;
const KANAN = HALAMAN.lebar - HALAMAN.margin;
const ATAS = HALAMAN.tinggi - HALAMAN.margin;
const LEBAR = KANAN - KIRI;

/** Baseline of the round names above the columns, and the room left for the bracket itself. */
export const Y_NAMA_RONDE = ATAS - 45;
export const AREA_BAGAN: Kotak = { x: KIRI, y: HALAMAN.margin + 16, w: LEBAR, h: Y_NAMA_RONDE - 7 - (HALAMAN.margin + 16) };

export interface InfoHalaman {
  /** 1-based part of this class and how many parts it has. */
  bagian: number;
  jumlahBagian: number;
  /** e.g. 'Round 1 – Quarter Final' for a class printed in parts. */
  rentangRonde: string;
}

/** Entries drawn into the bracket (round-1 corners); the class's entry list when it has no bracket yet. */
export function jumlahPeserta(k: BaganTampil): number {
  const ronde1 = k.matches.filter((m) => m.ronde === 1);
  if (ronde1.length === 0) return k.peserta.size;
  return ronde1.reduce((n, m) => n + (m.id_peserta_a === null ? 0 : 1) + (m.id_peserta_b === null ? 0 : 1), 0);
}

export function gambarKepala(page: PDFPage, huruf: Huruf, k: BaganTampil, info: InfoHalaman): void {
  const acara = barisAcara(k.kompetisi);
  const lebarAcara = tulis(page, huruf, acara, {
    x: KANAN,
    y: ATAS - 11,
    ukuran: 9,
    font: huruf.biasa,
    warna: WARNA.redup,
    rata: 'kanan',
    lebar: LEBAR * 0.45,
  });
  tulis(page, huruf, k.kompetisi.nama_event, {
    x: KIRI,
    y: ATAS - 11,
    ukuran: 12.5,
    font: huruf.tebal,
    warna: WARNA.hitam,
    lebar: LEBAR - lebarAcara - 16,
  });

  const lanjutan = info.bagian > 1 ? '(lanjutan)' : '';
  const cabang = k.cabang === 'POOMSAE' ? 'Poomsae' : 'Kyorugi';
  const bagian = info.jumlahBagian > 1 ? ` · Bagian ${info.bagian} dari ${info.jumlahBagian}: ${info.rentangRonde}` : '';
  const kanan = `${jumlahPeserta(k)} peserta · ${cabang}${bagian}`;
  const lebarKanan = tulis(page, huruf, kanan, {
    x: KANAN,
    y: ATAS - 28,
    ukuran: 9.5,
    font: huruf.tebal,
    warna: WARNA.teks,
    rata: 'kanan',
    lebar: LEBAR * 0.5,
  });
  const lebarLanjutan = lanjutan ? huruf.miring.widthOfTextAtSize(lanjutan, 12) + 4 : 0;
  const judul = tulis(page, huruf, k.judulKelas, {
    x: KIRI,
    y: ATAS - 28,
    ukuran: 12,
    font: huruf.tebal,
    warna: WARNA.hitam,
    lebar: LEBAR - lebarKanan - 16 - lebarLanjutan,
  });
  if (lanjutan) tulis(page, huruf, lanjutan, { x: KIRI + judul + 4, y: ATAS - 28, ukuran: 12, font: huruf.miring, warna: WARNA.redup });

  page.drawLine({ start: { x: KIRI, y: ATAS - 35 }, end: { x: KANAN, y: ATAS - 35 }, thickness: 1, color: WARNA.hitam });
}

/** Round names centred over their columns. */
export function gambarNamaRonde(page: PDFPage, huruf: Huruf, kolom: ReadonlyArray<{ x: number; nama: string }>, lebarKolom: number): void {
  for (const c of kolom) {
    tulis(page, huruf, c.nama, {
      x: c.x + lebarKolom / 2,
      y: Y_NAMA_RONDE,
      ukuran: 9.5,
      font: huruf.tebal,
      warna: WARNA.hitam,
      rata: 'tengah',
      lebar: lebarKolom,
    });
  }
}

export function gambarKaki(page: PDFPage, huruf: Huruf, dicetak: Date, nomor: number, total: number): void {
  const y = HALAMAN.margin + 2;
  page.drawLine({ start: { x: KIRI, y: y + 9 }, end: { x: KANAN, y: y + 9 }, thickness: 0.5, color: WARNA.garis });
  tulis(page, huruf, `Dicetak ${waktuCetak(dicetak)} · Arena TKD`, { x: KIRI, y, ukuran: 7.5, font: huruf.biasa, warna: WARNA.redup });
  tulis(page, huruf, `Halaman ${nomor} dari ${total}`, { x: KANAN, y, ukuran: 7.5, font: huruf.tebal, warna: WARNA.teks, rata: 'kanan' });
}
