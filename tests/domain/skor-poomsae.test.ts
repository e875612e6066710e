import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  NILAI_JURI_SCHEMA,
  PANEL_POOMSAE_SCHEMA,
  POOMSAE_MSG,
  SUARA_BENDERA_SCHEMA,
  benderaPoomsae,
  knockoutPoomsae,
  nilaiPoomsae,
  type NilaiJuri,
} from '../../src/domain/skor';

const j = (juri: number, kecil: number, besar: number, p: [number, number, number]): NilaiJuri => ({
  juri,
  kesalahan_kecil: kecil,
  kesalahan_besar: besar,
  presentasi: p,
});

const J1 = j(1, 3, 1, [1.8, 1.7, 1.9]); // 3.4 | 5.4
const J2 = j(2, 5, 0, [1.6, 1.6, 1.6]); // 3.5 | 4.8
const J3 = j(3, 2, 2, [2.0, 1.9, 1.8]); // 3.2 | 5.7
const J4 = j(4, 1, 3, [2.0, 2.0, 2.0]); // 3.0 | 6.0
const J5 = j(5, 2, 0, [1.5, 1.5, 1.5]); // 3.8 | 4.5
const J6 = j(6, 0, 0, [0.5, 0.5, 0.5]); // 4.0 | 1.5
const J7 = j(7, 10, 12, [2.0, 2.0, 2.0]); // 4.0 − 1.0 − 3.6 → 0 | 6.0

describe('Poomsae panel', () => {
  it('3 judges: nothing dropped, averages to 2 decimals', () => {
    const n = nilaiPoomsae([J1, J2, J3]);
    expect(n).toMatchObject({ akurasi: 3.37, presentasi: 5.3, total: 8.67, total_semua: 26 });
    expect(n.juri.some((x) => x.akurasi_dibuang || x.presentasi_dibuang)).toBe(false);
    expect(n.juri[0]).toMatchObject({ akurasi: 3.4, presentasi: 5.4, total: 8.8 });
  });

  it('5 judges: highest and lowest dropped separately for accuracy and presentation', () => {
    const n = nilaiPoomsae([J1, J2, J3, J4, J5]);
    expect(n).toMatchObject({ akurasi: 3.37, presentasi: 5.3, total: 8.67, total_semua: 43.3 });
    expect(n.juri.filter((x) => x.akurasi_dibuang).map((x) => x.juri)).toEqual([4, 5]);
    expect(n.juri.filter((x) => x.presentasi_dibuang).map((x) => x.juri)).toEqual([4, 5]);
    expect(n.juri[3]).toMatchObject({ akurasi: 3, presentasi: 6 });
    expect(n.juri[4]).toMatchObject({ akurasi: 3.8, presentasi: 4.5 });
  });

  it('7 judges: accuracy never below 0; one of two equal highest dropped', () => {
    const n = nilaiPoomsae([J1, J2, J3, J4, J5, J6, J7]);
    expect(n.juri[6].akurasi).toBe(0);
    expect(n.juri.filter((x) => x.akurasi_dibuang).map((x) => x.juri)).toEqual([6, 7]);
    expect(n.juri.filter((x) => x.presentasi_dibuang).map((x) => x.juri)).toEqual([4, 6]);
    expect(n).toMatchObject({ akurasi: 3.38, presentasi: 5.28, total: 8.66 });
  });

  const arbJuri = fc.record({
    kecil: fc.integer({ min: 0, max: 40 }),
    besar: fc.integer({ min: 0, max: 14 }),
    p: fc.tuple(...[0, 1, 2].map(() => fc.integer({ min: 5, max: 20 }).map((x) => x / 10))) as fc.Arbitrary<[number, number, number]>,
  });
  const arbPanel = fc
    .constantFrom(3, 5, 7)
    .chain((n) => fc.array(arbJuri, { minLength: n, maxLength: n }))
    .map((xs) => xs.map((x, i) => j(i + 1, x.kecil, x.besar, x.p)));

  it('any panel of 3, 5, 7: the mean of the kept scores (sorted, ends cut at ≥ 5), two dropped per part at ≥ 5', () => {
    fc.assert(
      fc.property(arbPanel, (panel) => {
        expect(v.safeParse(PANEL_POOMSAE_SCHEMA, panel).success).toBe(true);
        const n = nilaiPoomsae(panel);
        const rata = (xs: number[]) => {
          const s = [...xs].sort((a, b) => a - b);
          const tetap = s.length >= 5 ? s.slice(1, -1) : s;
          return tetap.reduce((a, b) => a + b, 0) / tetap.length;
        };
        const akurasi = panel.map((x) => Math.max(0, 4 - 0.1 * x.kesalahan_kecil - 0.3 * x.kesalahan_besar));
        const presentasi = panel.map((x) => x.presentasi[0] + x.presentasi[1] + x.presentasi[2]);
        expect(n.akurasi).toBeCloseTo(rata(akurasi), 2);
        expect(n.presentasi).toBeCloseTo(rata(presentasi), 2);
        for (const x of [n.akurasi, n.presentasi, n.total]) expect(Math.abs(x * 100 - Math.round(x * 100))).toBeLessThan(1e-9);
        expect(n.total).toBeCloseTo(n.akurasi + n.presentasi, 9);
        expect(n.total).toBeGreaterThanOrEqual(1.5);
        expect(n.total).toBeLessThanOrEqual(10);
        const dibuang = panel.length >= 5 ? 2 : 0;
        expect(n.juri.filter((x) => x.akurasi_dibuang)).toHaveLength(dibuang);
        expect(n.juri.filter((x) => x.presentasi_dibuang)).toHaveLength(dibuang);
        const tetapA = n.juri.filter((x) => !x.akurasi_dibuang).map((x) => x.akurasi);
        for (const d of n.juri.filter((x) => x.akurasi_dibuang)) {
          expect(d.akurasi >= Math.max(...tetapA) || d.akurasi <= Math.min(...tetapA)).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('Poomsae knockout and bendera', () => {
  const sama = (acc: [number, number], p: [number, number, number], n = 3) =>
    Array.from({ length: n }, (_, i) => j(i + 1, acc[0], acc[1], p));

  it('the higher score wins (PTF)', () => {
    const r = knockoutPoomsae(nilaiPoomsae([J1, J2, J3]), nilaiPoomsae(sama([5, 0], [1.5, 1.5, 1.5])));
    expect(r).toMatchObject({ pemenang: 'B', cara: 'total', ulang: false, skor_a: 8.67, skor_b: 8, keputusan: 'PTF' });
  });

  it('equal scores: higher presentation wins (SUP for the bracket)', () => {
    const r = knockoutPoomsae(nilaiPoomsae(sama([5, 0], [1.7, 1.7, 1.6])), nilaiPoomsae(sama([10, 0], [1.9, 1.9, 1.7])));
    expect(r).toMatchObject({ skor_a: 8.5, skor_b: 8.5, pemenang: 'R', cara: 'presentasi', keputusan: 'SUP' });
  });

  it('equal score and presentation: the total including the dropped scores; then a repeat performance', () => {
    const dasar = sama([10, 0], [1.5, 1.5, 1.5], 5);
    const B = nilaiPoomsae(dasar.map((x, i) => (i === 4 ? { ...x, kesalahan_kecil: 1 } : x)));
    const R = nilaiPoomsae(dasar.map((x, i) => (i === 4 ? { ...x, kesalahan_kecil: 20 } : x)));
    expect([B.total, B.presentasi]).toEqual([R.total, R.presentasi]);
    expect(knockoutPoomsae(B, R)).toMatchObject({ pemenang: 'B', cara: 'total_semua', ulang: false });
    expect(knockoutPoomsae(B, B)).toMatchObject({ pemenang: null, cara: null, ulang: true, keputusan: null });
  });

  it('bendera: the majority of flags wins; flags are the bracket score', () => {
    expect(benderaPoomsae(['B', 'R', 'B'])).toEqual({ pemenang: 'B', suara: { B: 2, R: 1 }, skor_a: 2, skor_b: 1 });
    expect(benderaPoomsae(['R', 'R', 'B', 'R', 'B'])).toMatchObject({ pemenang: 'R', skor_a: 2, skor_b: 3 });
  });

  it('input checks speak Indonesian', () => {
    const pesan = (s: v.GenericSchema, x: unknown) => {
      const r = v.safeParse(s, x);
      return r.success ? null : r.issues[0].message;
    };
    expect(pesan(NILAI_JURI_SCHEMA, { ...J1, presentasi: [2.1, 1, 1] })).toBe(POOMSAE_MSG.presentasi);
    expect(pesan(NILAI_JURI_SCHEMA, { ...J1, presentasi: [1.55, 1, 1] })).toBe(POOMSAE_MSG.presentasiLangkah);
    expect(pesan(NILAI_JURI_SCHEMA, { ...J1, kesalahan_besar: -1 })).toBe(POOMSAE_MSG.kesalahanBesar);
    expect(pesan(PANEL_POOMSAE_SCHEMA, [J1, J2, J3, J4])).toBe(POOMSAE_MSG.panel);
    expect(pesan(PANEL_POOMSAE_SCHEMA, [J1, J1, J3])).toBe(POOMSAE_MSG.juriGanda);
    expect(pesan(PANEL_POOMSAE_SCHEMA, [J1, J2, J4])).toBe(POOMSAE_MSG.juriDiLuarPanel);
    expect(pesan(SUARA_BENDERA_SCHEMA, ['B', 'R'])).toBe(POOMSAE_MSG.panel);
    expect(pesan(SUARA_BENDERA_SCHEMA, ['B', 'R', 'biru'])).toBe(POOMSAE_MSG.bendera);
  });
});
