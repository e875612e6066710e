import type { PDFFont } from 'pdf-lib';

/** Width in points of a text at a font size. */
export type Ukur = (teks: string, ukuran: number) => number;

/**
 * Unicode → WinAnsi byte of the standard fonts' encoding: Latin-1 maps to itself, plus the 0x80–0x9F
 * punctuation of Windows-1252 (– — ‘ ’ “ ” … € and others).
 */
const WIN_ANSI_KHUSUS: Record<number, number> = {
  0x20ac: 0x80, 0x201a: 0x82, 0x0192: 0x83, 0x201e: 0x84, 0x2026: 0x85, 0x2020: 0x86, 0x2021: 0x87, 0x02c6: 0x88,
  0x2030: 0x89, 0x0160: 0x8a, 0x2039: 0x8b, 0x0152: 0x8c, 0x017d: 0x8e, 0x2018: 0x91, 0x2019: 0x92, 0x201c: 0x93,
  0x201d: 0x94, 0x2022: 0x95, 0x2013: 0x96, 0x2014: 0x97, 0x02dc: 0x98, 0x2122: 0x99, 0x0161: 0x9a, 0x203a: 0x9b,
  0x0153: 0x9c, 0x017e: 0x9e, 0x0178: 0x9f,
};

function winAnsi(cp: number): number | undefined {
  if ((cp >= 0x20 && cp <= 0x7e) || (cp >= 0xa0 && cp <= 0xff)) return cp;
  return WIN_ANSI_KHUSUS[cp];
}

/** A cleaned text as a PDF literal string body in WinAnsi bytes (latin1 characters), ( ) and \ escaped. */
export function literalWinAnsi(teks: string): string {
  let out = '';
  for (const ch of teks) {
    const b = winAnsi(ch.codePointAt(0) ?? 0x3f) ?? 0x3f;
    out += b === 0x28 || b === 0x29 || b === 0x5c ? `\\${String.fromCharCode(b)}` : String.fromCharCode(b);
  }
  return out;
}

/**
 * Text for the standard PDF fonts (Helvetica: in every PDF reader, nothing to fetch or embed). They cover
 * WinAnsi (Latin-1 plus a few): Indonesian names fit as they are; another letter loses its accent, and what
 * has no Latin form becomes '?', so no name breaks an export. Line breaks and tabs become spaces.
 */
export function pembersih(font: PDFFont): (teks: string) => string {
  const ada = new Set(font.getCharacterSet().filter((cp) => winAnsi(cp) !== undefined));
  const cache = new Map<string, string>();
  const huruf = (c: string): string => {
    const cp = c.codePointAt(0) ?? 0;
    if (ada.has(cp)) return c;
    if (/\s/u.test(c)) return ' ';
    const dasar = [...c.normalize('NFKD')].filter((d) => ada.has(d.codePointAt(0) ?? 0)).join('');
    return dasar || '?';
  };
  return (teks) => {
    let hasil = cache.get(teks);
    if (hasil === undefined) {
      hasil = [...teks.replace(/[\u0300-\u036f\u200b-\u200d\ufe0f]/gu, '')].map(huruf).join('').replace(/\s+/g, ' ').trim();
      if (cache.size < 50_000) cache.set(teks, hasil);
    }
    return hasil;
  };
}

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
