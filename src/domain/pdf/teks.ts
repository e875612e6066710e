/**
 * Text for the standard PDF fonts (Helvetica: in every reader, nothing fetched or embedded, works offline). They
 * cover WinAnsi (Latin-1 plus a few): Indonesian names fit as they are; another letter loses its accent, and what has
 * no Latin form becomes '?', so no name breaks a PDF. Line breaks, tabs and repeated spaces become one space.
 */

/**
 * Unicode → WinAnsi byte of the standard fonts' encoding: Latin-1 maps to itself, plus the 0x80–0x9F
 * punctuation of Windows-1252 (– — ‘ ’ “ ” … € and others).
 */
const WIN_ANSI_KHUSUS: Record<number, number> = {
  0x20ac: 0x80,
  0x201a: 0x82,
  0x0192: 0x83,
  0x201e: 0x84,
  0x2026: 0x85,
  0x2020: 0x86,
  0x2021: 0x87,
  0x02c6: 0x88,
  0x2030: 0x89,
  0x0160: 0x8a,
  0x2039: 0x8b,
  0x0152: 0x8c,
  0x017d: 0x8e,
  0x2018: 0x91,
  0x2019: 0x92,
  0x201c: 0x93,
  0x201d: 0x94,
  0x2022: 0x95,
  0x2013: 0x96,
  0x2014: 0x97,
  0x02dc: 0x98,
  0x2122: 0x99,
  0x0161: 0x9a,
  0x203a: 0x9b,
  0x0153: 0x9c,
  0x017e: 0x9e,
  0x0178: 0x9f,
};

/** The WinAnsi byte of a code point, or undefined when the standard fonts cannot show it. */
export function winAnsi(cp: number): number | undefined {
  if ((cp >= 0x20 && cp <= 0x7e) || (cp >= 0xa0 && cp <= 0xff)) return cp;
  return WIN_ANSI_KHUSUS[cp];
}

const TANDA_DIHAPUS = /[\u0300-\u036f\u200b-\u200d\ufe0f]/gu;
const MAKS_CACHE = 50_000;

/** The cleaner for a font whose glyphs are `karakter` (code points; only those WinAnsi can write count). */
export function pembersihTeks(karakter: Iterable<number>): (teks: string) => string {
  const ada = new Set([...karakter].filter((cp) => winAnsi(cp) !== undefined));
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
      hasil = [...teks.replace(TANDA_DIHAPUS, '')].map(huruf).join('').replace(/\s+/g, ' ').trim();
      if (cache.size < MAKS_CACHE) cache.set(teks, hasil);
    }
    return hasil;
  };
}
