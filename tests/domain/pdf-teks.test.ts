import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonKanonik } from '../../src/domain/json-kanonik';
import { pembersihTeks, winAnsi } from '../../src/domain/pdf/teks';

/** The glyphs of a standard font: everything WinAnsi writes. */
const HELVETICA = Array.from({ length: 0x2200 }, (_, cp) => cp).filter((cp) => winAnsi(cp) !== undefined);

describe('PDF text for the standard fonts (one cleaner for the client and the server)', () => {
  const bersih = pembersihTeks(HELVETICA);

  it('keeps Indonesian names, drops accents it cannot write, and marks what has no Latin form', () => {
    expect(bersih('Siti Nurhaliza')).toBe('Siti Nurhaliza');
    expect(bersih('Nguyễn Văn  An')).toBe('Nguyen Van An');
    expect(bersih('Ōsaka – “Juara”')).toBe('Osaka – “Juara”');
    expect(bersih('김민준 Kim')).toBe('??? Kim');
    expect(bersih('Baris\tdua\nbaris')).toBe('Baris dua baris');
  });

  it('gives only characters WinAnsi can write, never a line break or two spaces', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (teks) => {
        const hasil = bersih(teks);
        for (const ch of hasil) expect(winAnsi(ch.codePointAt(0) ?? 0)).toBeDefined();
        expect(hasil).not.toMatch(/\s{2}|[\n\t]/);
      }),
    );
  });

  it('JSON of equal content is equal text whatever the key order', () => {
    expect(jsonKanonik({ b: 1, a: [{ d: 2, c: null }] })).toBe(jsonKanonik({ a: [{ c: null, d: 2 }], b: 1 }));
    expect(jsonKanonik({ a: 1 })).not.toBe(jsonKanonik({ a: '1' }));
  });
});
