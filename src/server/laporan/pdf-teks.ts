import type { PDFFont } from 'pdf-lib';
import { pembersihTeks, winAnsi } from '../../domain/pdf/teks';

/** Width in points of a text at a font size. */
export type Ukur = (teks: string, ukuran: number) => number;

/** A cleaned text as a PDF literal string body in WinAnsi bytes (latin1 characters), ( ) and \ escaped. */
export function literalWinAnsi(teks: string): string {
  let out = '';
  for (const ch of teks) {
    const b = winAnsi(ch.codePointAt(0) ?? 0x3f) ?? 0x3f;
    out += b === 0x28 || b === 0x29 || b === 0x5c ? `\\${String.fromCharCode(b)}` : String.fromCharCode(b);
  }
  return out;
}

/** The domain's PDF text cleaner for this font (see src/domain/pdf/teks.ts), as the client's PDFs clean theirs. */
export const pembersih = (font: PDFFont): ((teks: string) => string) => pembersihTeks(font.getCharacterSet());

/**
 * Widths as a reader draws a string shown with Tj: the sum of the glyph widths (no kerning), from a
 * per-character table filled on first use.
 */
export function pengukur(font: PDFFont): Ukur {
  const lebar = new Map<string, number>();
  return (teks, ukuran) => {
    let w = 0;
    for (const ch of teks) {
      let x = lebar.get(ch);
      if (x === undefined) {
        x = font.widthOfTextAtSize(ch, 1);
        lebar.set(ch, x);
      }
      w += x;
    }
    return w * ukuran;
  };
}

const ELIPSIS = '…';

/** `teks` cut with '…' to fit `lebar` points. */
export function potong(teks: string, ukur: Ukur, ukuran: number, lebar: number): string {
  if (lebar <= 0) return '';
  if (ukur(teks, ukuran) <= lebar) return teks;
  let lo = 0;
  let hi = teks.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (ukur(teks.slice(0, mid).trimEnd() + ELIPSIS, ukuran) <= lebar) lo = mid;
    else hi = mid - 1;
  }
  return lo === 0 ? '' : teks.slice(0, lo).trimEnd() + ELIPSIS;
}

/** `teks` broken at spaces into at most `maks` lines of `lebar` points; the last one cut with '…' if more is left. */
export function bungkus(teks: string, ukur: Ukur, ukuran: number, lebar: number, maks: number): string[] {
  if (ukur(teks, ukuran) <= lebar) return [teks];
  const baris: string[] = [];
  let sisa = teks.split(' ');
  while (sisa.length > 0) {
    if (baris.length === maks - 1) {
      baris.push(potong(sisa.join(' '), ukur, ukuran, lebar));
      break;
    }
    let n = 1;
    while (n < sisa.length && ukur(sisa.slice(0, n + 1).join(' '), ukuran) <= lebar) n++;
    baris.push(potong(sisa.slice(0, n).join(' '), ukur, ukuran, lebar));
    sisa = sisa.slice(n);
  }
  return baris;
}
