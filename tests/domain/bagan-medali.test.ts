import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { terapkanHasil } from '../../src/domain/bagan/hasil';
import { juaraUmum, medaliKelas, rekapMedali } from '../../src/domain/bagan/medali';
import type { BarisMedali, InputHasil, MatchBagan, MedaliKelas } from '../../src/domain/bagan/types';
import { baganManual, cari } from './bagan-hasil-fixtures';

const main = (ms: MatchBagan[], ronde: number, posisi: number, input: InputHasil) => {
  const r = terapkanHasil(ms, cari(ms, ronde, posisi).id_match, input, 'KYORUGI');
  if (!r.ok) throw new Error(r.pesan);
  return r.matches;
};
const A = { skor_a: 2, skor_b: 1 };
const B = { skor_a: 1, skor_b: 2 };

describe('medaliKelas', () => {
  it('2 entries: gold and silver only, once the final is played', () => {
    let ms = baganManual([1, 2]);
    expect(medaliKelas(ms)).toEqual({ emas: null, perak: null, perunggu: [] });
    ms = main(ms, 1, 1, B);
    expect(medaliKelas(ms)).toEqual({ emas: 2, perak: 1, perunggu: [] });
  });

  it('3 entries: one bronze, the free-draw semi-final gives none', () => {
    let ms = baganManual([1, 2, 3], [1]);
    expect(medaliKelas(ms)).toEqual({ emas: null, perak: null, perunggu: [] });
    ms = main(ms, 1, 1, A);
    expect(medaliKelas(ms)).toEqual({ emas: null, perak: null, perunggu: [2] });
    ms = main(ms, 2, 1, B);
    expect(medaliKelas(ms)).toEqual({ emas: 3, perak: 1, perunggu: [2] });
  });

  it('4 entries: two bronzes (no third-place match), in bracket order', () => {
    let ms = baganManual([1, 2, 3, 4]);
    ms = main(ms, 1, 2, A);
    expect(medaliKelas(ms)).toEqual({ emas: null, perak: null, perunggu: [4] });
    ms = main(ms, 1, 1, { skor_a: 0, skor_b: 0, id_pemenang: 2, keputusan: 'WDR' });
    expect(medaliKelas(ms)).toEqual({ emas: null, perak: null, perunggu: [1, 4] });
    ms = main(ms, 2, 1, A);
    expect(medaliKelas(ms)).toEqual({ emas: 2, perak: 3, perunggu: [1, 4] });
  });

  it('5 and more: the semi-finals are round jumlah_ronde − 1, medals only from played rounds', () => {
    let ms = baganManual([1, 2, 3, 4, 5], [1, 2, 3]); // 1–2, 3, 4, 5
    ms = main(ms, 1, 1, A);
    expect(medaliKelas(ms)).toEqual({ emas: null, perak: null, perunggu: [] });
    ms = main(ms, 2, 1, B); // 1 – 3: 3 wins
    ms = main(ms, 2, 2, A); // 4 – 5: 4 wins
    expect(medaliKelas(ms)).toEqual({ emas: null, perak: null, perunggu: [1, 5] });
    ms = main(ms, 3, 1, A);
    expect(medaliKelas(ms)).toEqual({ emas: 3, perak: 4, perunggu: [1, 5] });
    expect(medaliKelas([])).toEqual({ emas: null, perak: null, perunggu: [] });
  });
});

const DOJANG: Record<number, { id_dojang: number; nama_dojang: string }> = {
  1: { id_dojang: 10, nama_dojang: 'Garuda' },
  2: { id_dojang: 20, nama_dojang: 'elang' },
  3: { id_dojang: 30, nama_dojang: 'Banteng' },
  4: { id_dojang: 40, nama_dojang: 'Cendrawasih' },
};
const dojangOf = (id: number) => DOJANG[Math.floor(id / 100)];
const kelas = (emas: number | null, perak: number | null, ...perunggu: number[]): { medali: MedaliKelas } => ({
  medali: { emas, perak, perunggu },
});
const ringkas = (rows: BarisMedali[]) => rows.map((b) => [b.peringkat, b.nama_dojang, b.emas, b.perak, b.perunggu, b.total]);

describe('rekapMedali', () => {
  it('gold, then silver, then bronze; equal tallies share a place and sort by name (Indonesian collation)', () => {
    const rows = rekapMedali(
      [
        kelas(101, 201, 301, 401),
        kelas(201, 101, 302, 999), // 999: no dojang known, not counted
        kelas(402, 301, 102, 202),
        kelas(null, null, 303),
      ],
      dojangOf,
    );
    expect(ringkas(rows)).toEqual([
      [1, 'elang', 1, 1, 1, 3],
      [1, 'Garuda', 1, 1, 1, 3],
      [3, 'Cendrawasih', 1, 0, 1, 2],
      [4, 'Banteng', 0, 1, 3, 4],
    ]);
    expect(rows[0]).toEqual({ peringkat: 1, id_dojang: 20, nama_dojang: 'elang', emas: 1, perak: 1, perunggu: 1, total: 3 });
    expect(rekapMedali([kelas(null, null)], dojangOf)).toEqual([]);
  });

  it('for any tally: sorted, places are 1 + the number of strictly better dojangs, medals all counted', () => {
    const id = fc.integer({ min: 100, max: 499 });
    const arbKelas = fc.record({ emas: fc.option(id), perak: fc.option(id), perunggu: fc.array(id, { maxLength: 2 }) });
    fc.assert(
      fc.property(fc.array(arbKelas, { maxLength: 40 }), (ks) => {
        const rows = rekapMedali(
          ks.map((medali) => ({ medali })),
          dojangOf,
        );
        const jumlah = ks.reduce((s, k) => s + (k.emas === null ? 0 : 1) + (k.perak === null ? 0 : 1) + k.perunggu.length, 0);
        expect(rows.reduce((s, b) => s + b.total, 0)).toBe(jumlah);
        for (const b of rows) {
          expect(b.total).toBe(b.emas + b.perak + b.perunggu);
          expect(b.total).toBeGreaterThan(0);
          const lebihBaik = rows.filter(
            (x) => x.emas > b.emas || (x.emas === b.emas && (x.perak > b.perak || (x.perak === b.perak && x.perunggu > b.perunggu))),
          );
          expect(b.peringkat).toBe(lebihBaik.length + 1);
        }
        for (let i = 1; i < rows.length; i += 1) {
          const [x, y] = [rows[i - 1], rows[i]];
          const lebih = x.emas - y.emas || x.perak - y.perak || x.perunggu - y.perunggu;
          expect(lebih).toBeGreaterThanOrEqual(0);
          if (lebih === 0) expect(new Intl.Collator('id').compare(x.nama_dojang, y.nama_dojang)).toBeLessThan(0);
          expect(x.peringkat).toBeLessThanOrEqual(y.peringkat);
        }
      }),
    );
  });
});

describe('juaraUmum', () => {
  const baris = (peringkat: number, id_dojang: number): BarisMedali => ({
    peringkat,
    id_dojang,
    nama_dojang: `D${id_dojang}`,
    emas: 0,
    perak: 0,
    perunggu: 1,
    total: 1,
  });

  it('places 1–3 get the prize of their category, a shared place its own prize, beyond null', () => {
    const rows = [baris(1, 1), baris(2, 2), baris(3, 3), baris(4, 4)];
    expect(juaraUmum(rows, 'prestasi').map((b) => b.hadiah)).toEqual([30_000_000, 15_000_000, 7_500_000, null]);
    expect(juaraUmum(rows, 'pemula').map((b) => b.hadiah)).toEqual([15_000_000, 10_000_000, 5_000_000, null]);
    expect(juaraUmum([baris(1, 1), baris(1, 2), baris(3, 3), baris(4, 4)], 'prestasi').map((b) => b.hadiah)).toEqual([
      30_000_000,
      30_000_000,
      7_500_000,
      null,
    ]);
    expect(juaraUmum([baris(1, 1), baris(2, 2), baris(2, 3), baris(2, 4), baris(5, 5)], 'pemula').map((b) => b.hadiah)).toEqual([
      15_000_000,
      10_000_000,
      10_000_000,
      10_000_000,
      null,
    ]);
    expect(juaraUmum([], 'pemula')).toEqual([]);
    expect(juaraUmum([baris(1, 7)], 'prestasi')[0]).toEqual({ ...baris(1, 7), hadiah: 30_000_000 });
  });
});
