// Paper geometry of the bracket PDF: which part of a bracket each page holds and where the cards go.
import { describe, expect, it } from 'vitest';
import {
  bagianLanjutan,
  bagiHalaman,
  rentangPosisi,
  tataLetak,
  type Bagian,
  type Kotak,
} from '../../src/client/features/bagan/pdf/halaman';
import { ukuranNamaBaris } from '../../src/client/features/bagan/pdf/kartu';
import { AREA_BAGAN } from '../../src/client/features/bagan/pdf/kepala';

describe('bracket pages', () => {
  it('up to 32 entries (5 rounds) on one page; larger brackets in parts of at most 5 rounds', () => {
    expect(bagiHalaman(0)).toHaveLength(1);
    for (let r = 1; r <= 5; r += 1) expect(bagiHalaman(r)).toEqual([{ rondeAwal: 1, rondeAkhir: r, posisiPuncak: 1 }]);
    expect(bagiHalaman(6)).toEqual([
      { rondeAwal: 1, rondeAkhir: 5, posisiPuncak: 1 },
      { rondeAwal: 1, rondeAkhir: 5, posisiPuncak: 2 },
      { rondeAwal: 5, rondeAkhir: 6, posisiPuncak: 1 },
    ]);
    expect(bagiHalaman(7)).toHaveLength(5);
    expect(bagiHalaman(10).map((b) => `${b.rondeAwal}-${b.rondeAkhir}`)).toEqual([...Array(32).fill('1-5'), '5-9', '5-9', '9-10']);
  });

  it('every match of the bracket is on some page, and each part continues where its top match is a leaf', () => {
    for (let r = 1; r <= 11; r += 1) {
      const bagian = bagiHalaman(r);
      const dilihat = new Set<string>();
      for (const b of bagian) {
        for (let ronde = b.rondeAwal; ronde <= b.rondeAkhir; ronde += 1) {
          const { dari, sampai } = rentangPosisi(b, ronde);
          for (let p = dari; p <= sampai; p += 1) dilihat.add(`${ronde}:${p}`);
        }
        if (b.rondeAkhir < r) {
          const i = bagianLanjutan(bagian, b.rondeAkhir, b.posisiPuncak);
          expect(i).toBeGreaterThan(bagian.indexOf(b));
        }
        // At most 16 first-round cards per page.
        expect(b.rondeAkhir - b.rondeAwal).toBeLessThanOrEqual(4);
      }
      expect(dilihat.size).toBe(2 ** r - 1);
    }
  });

  it('cards stay inside the bracket area, never overlap, and each sits between the two it comes from', () => {
    const inside = (k: Kotak) =>
      k.x >= AREA_BAGAN.x - 1e-6 &&
      k.x + k.w <= AREA_BAGAN.x + AREA_BAGAN.w + 1e-6 &&
      k.y >= AREA_BAGAN.y - 1e-6 &&
      k.y + k.h <= AREA_BAGAN.y + AREA_BAGAN.h + 1e-6;
    for (const b of [
      { rondeAwal: 1, rondeAkhir: 5, posisiPuncak: 2 },
      { rondeAwal: 1, rondeAkhir: 1, posisiPuncak: 1 },
    ] satisfies Bagian[]) {
      const tl = tataLetak(b, AREA_BAGAN);
      for (let ronde = b.rondeAwal; ronde <= b.rondeAkhir; ronde += 1) {
        const { dari, sampai } = rentangPosisi(b, ronde);
        for (let p = dari; p <= sampai; p += 1) {
          const k = tl.kartu(ronde, p);
          expect(inside(k)).toBe(true);
          if (p < sampai) expect(k.y).toBeGreaterThan(tl.kartu(ronde, p + 1).y + tl.kartu(ronde, p + 1).h);
          if (ronde > b.rondeAwal) {
            const atas = tl.kartu(ronde - 1, 2 * p - 1);
            const bawah = tl.kartu(ronde - 1, 2 * p);
            expect(k.y + k.h / 2).toBeCloseTo((atas.y + atas.h / 2 + bawah.y + bawah.h / 2) / 2, 6);
            expect(k.x).toBeGreaterThan(atas.x + atas.w);
          }
        }
      }
      // Dense pages keep cards tall enough for a ~7 pt name over the dojang line.
      expect(tl.tinggiKartu).toBeGreaterThanOrEqual(25);
    }
  });

  it('up to 8 first-round cards (16 entries, e.g. a 12-entry class) leave a clear gap between cards; names scale with the row', () => {
    const b: Bagian = { rondeAwal: 1, rondeAkhir: 4, posisiPuncak: 1 };
    const tl = tataLetak(b, AREA_BAGAN);
    const [atas, bawah] = [tl.kartu(1, 1), tl.kartu(1, 2)];
    const celah = atas.y - (bawah.y + bawah.h);
    expect(celah).toBeGreaterThanOrEqual(12);
    expect(celah / tl.tinggiKartu).toBeGreaterThanOrEqual(0.25);
    // The name stays well inside its row: name plus dojang line take at most ~80% of it, with margin above and below.
    const baris = tl.tinggiKartu / 2;
    const nama = ukuranNamaBaris(baris);
    expect(nama).toBeGreaterThanOrEqual(9);
    expect(nama * 0.72 + nama * 0.34 + nama * 0.76 * 0.94).toBeLessThanOrEqual(baris * 0.8);
    // A roomy page (4 entries) keeps big names; the densest (32 entries) stays readable.
    expect(ukuranNamaBaris(42)).toBe(13);
    expect(ukuranNamaBaris(tataLetak({ rondeAwal: 1, rondeAkhir: 5, posisiPuncak: 1 }, AREA_BAGAN).tinggiKartu / 2)).toBeGreaterThanOrEqual(
      6.4,
    );
  });
});
