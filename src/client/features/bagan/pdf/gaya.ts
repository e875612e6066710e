import { rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { potongTeks } from './teks';

/** The fonts of the sheet and the text cleaner that keeps every string drawable in them. */
export interface Huruf {
  biasa: PDFFont;
  tebal: PDFFont;
  miring: PDFFont;
  bersih: (teks: string) => string;
}

/** Black on white with two corner colours (they stay distinct as greys on a black-and-white printer). */
export const WARNA = {
  hitam: rgb(0, 0, 0),
  teks: rgb(0.1, 0.1, 0.1),
  redup: rgb(0.38, 0.38, 0.38),
  garis: rgb(0.55, 0.55, 0.55),
  pemisah: rgb(0.78, 0.78, 0.78),
  menang: rgb(0.88, 0.88, 0.88),
  biru: rgb(0.1, 0.3, 0.72),
  merah: rgb(0.78, 0.12, 0.12),
  putih: rgb(1, 1, 1),
} as const;

type Rgb = (typeof WARNA)[keyof typeof WARNA];

export interface OpsiTulis {
  x: number;
  y: number;
  ukuran: number;
  font: PDFFont;
  warna?: Rgb;
  /** Cut with '…' to this width. */
  lebar?: number;
  /** Before cutting, shrink the type down to this size to fit `lebar`. */
  ukuranMin?: number;
  rata?: 'kiri' | 'tengah' | 'kanan';
}

/** The size (from `ukuran` down to `ukuranMin`) at which already-cleaned `teks` fits `lebar`, or `ukuranMin`. */
export function ukuranMuat(teks: string, font: PDFFont, ukuran: number, ukuranMin: number, lebar: number): number {
  const penuh = font.widthOfTextAtSize(teks, ukuran);
  // Rounded down to 0.01 pt: the exact quotient can land a hair over `lebar` and get the name cut after all.
  return penuh <= lebar || ukuranMin >= ukuran ? ukuran : Math.max(ukuranMin, Math.floor(((ukuran * lebar) / penuh) * 100) / 100);
}

/** Draws cleaned, fitted text; x is the left edge, the centre or the right edge per `rata`. Returns its width. */
export function tulis(page: PDFPage, huruf: Huruf, teks: string, o: OpsiTulis): number {
  const bersih = huruf.bersih(teks);
  const ukuran = o.lebar !== undefined && o.ukuranMin !== undefined ? ukuranMuat(bersih, o.font, o.ukuran, o.ukuranMin, o.lebar) : o.ukuran;
  const isi = o.lebar === undefined ? bersih : potongTeks(bersih, o.font, ukuran, o.lebar);
  if (!isi) return 0;
  const w = o.font.widthOfTextAtSize(isi, ukuran);
  const x = o.rata === 'kanan' ? o.x - w : o.rata === 'tengah' ? o.x - w / 2 : o.x;
  page.drawText(isi, { x, y: o.y, size: ukuran, font: o.font, color: o.warna ?? WARNA.teks });
  return w;
}
