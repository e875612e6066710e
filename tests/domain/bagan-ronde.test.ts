import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jumlahRonde, labelSudut, namaRonde, ukuranBagan } from '../../src/domain/bagan/ronde';
import { matchBerikut, susunMatches } from '../../src/domain/bagan/susun';
import { undiBagan } from '../../src/domain/bagan/undian';
import { arbPilihan, baganManual, cari, idsUntuk, mainkanSemua, undianManual, uuid } from './bagan-hasil-fixtures';

const namaSemua = (n: number) => {
  const jumlah = jumlahRonde(n);
  return Array.from({ length: jumlah }, (_, i) => namaRonde(i + 1, jumlah));
};

describe('rounds (spec §9)', () => {
  it('size is the next power of two, rounds are ceil(log2 n)', () => {
    const kasus: Array<[number, number, number]> = [
      [2, 2, 1],
      [3, 4, 2],
      [4, 4, 2],
      [5, 8, 3],
      [7, 8, 3],
      [8, 8, 3],
      [9, 16, 4],
      [16, 16, 4],
      [17, 32, 5],
      [64, 64, 6],
      [65, 128, 7],
      [1024, 1024, 10],
      [4096, 4096, 12],
    ];
    for (const [n, ukuran, ronde] of kasus) {
      expect(ukuranBagan(n)).toBe(ukuran);
      expect(jumlahRonde(n)).toBe(ronde);
    }
    expect(ukuranBagan(1)).toBe(1);
    expect(jumlahRonde(1)).toBe(0);
    expect(() => ukuranBagan(2.5)).toThrow(RangeError);
    expect(() => jumlahRonde(-1)).toThrow(RangeError);
  });

  it('matches Math.ceil(Math.log2(n)) for every n up to 4096', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 4096 }), (n) => {
        expect(jumlahRonde(n)).toBe(Math.ceil(Math.log2(n)));
        expect(ukuranBagan(n)).toBe(2 ** jumlahRonde(n));
      }),
    );
  });

  it('round names: Final last, then Semi Final, Quarter Final, otherwise Round n', () => {
    expect(namaSemua(2)).toEqual(['Final']);
    expect(namaSemua(3)).toEqual(['Semi Final', 'Final']);
    expect(namaSemua(4)).toEqual(['Semi Final', 'Final']);
    expect(namaSemua(5)).toEqual(['Quarter Final', 'Semi Final', 'Final']);
    expect(namaSemua(8)).toEqual(['Quarter Final', 'Semi Final', 'Final']);
    expect(namaSemua(9)).toEqual(['Round 1', 'Quarter Final', 'Semi Final', 'Final']);
    expect(namaSemua(16)).toEqual(['Round 1', 'Quarter Final', 'Semi Final', 'Final']);
    expect(namaSemua(64)).toEqual(['Round 1', 'Round 2', 'Round 3', 'Quarter Final', 'Semi Final', 'Final']);
  });

  it('corner labels B/{id} and R/{id}', () => {
    expect(labelSudut('B', 12)).toBe('B/12');
    expect(labelSudut('R', 7)).toBe('R/7');
  });
});

describe('susunMatches', () => {
  it("the spec's 7 participants: 7 matches in order, the free draw already in round 2", () => {
    const matches = baganManual([1, 2, 3, 4, 5, 6, 7], [3]);
    expect(matches.map((m) => [m.id_match, m.ronde, m.posisi])).toEqual([
      [uuid(1), 1, 1],
      [uuid(2), 1, 2],
      [uuid(3), 1, 3],
      [uuid(4), 1, 4],
      [uuid(5), 2, 1],
      [uuid(6), 2, 2],
      [uuid(7), 3, 1],
    ]);
    expect(matches.slice(0, 4).map((m) => [m.id_peserta_a, m.id_peserta_b])).toEqual([
      [1, 2],
      [3, 4],
      [5, 6],
      [7, null],
    ]);
    expect(cari(matches, 1, 4)).toMatchObject({ id_pemenang: 7, skor_a: 0, skor_b: 0, keputusan: null, versi: 0 });
    expect(cari(matches, 2, 2)).toMatchObject({ id_peserta_a: null, id_peserta_b: 7, id_pemenang: null, versi: 0 });
    expect(cari(matches, 2, 1)).toMatchObject({ id_peserta_a: null, id_peserta_b: null });
    for (const m of matches.filter((x) => x.id_match !== uuid(4))) {
      expect(m).toMatchObject({ skor_a: 0, skor_b: 0, id_pemenang: null, keputusan: null, versi: 0 });
    }
  });

  it('a bye in corner R of an odd match fills corner a of the next; two entries make one final', () => {
    const matches = baganManual([1, 2, 3], [0], [true]);
    expect(cari(matches, 1, 1)).toMatchObject({ id_peserta_a: null, id_peserta_b: 1, id_pemenang: 1 });
    expect(cari(matches, 2, 1)).toMatchObject({ id_peserta_a: 1, id_peserta_b: null });
    expect(baganManual([8, 9])).toEqual([
      {
        id_match: uuid(1),
        ronde: 1,
        posisi: 1,
        id_peserta_a: 8,
        id_peserta_b: 9,
        skor_a: 0,
        skor_b: 0,
        id_pemenang: null,
        keputusan: null,
        versi: 0,
      },
    ]);
  });

  it('refuses a wrong list of ids and a malformed draw', () => {
    const undian = undianManual([1, 2, 3, 4, 5]);
    expect(() => susunMatches(undian, idsUntuk(8).slice(1))).toThrow(RangeError);
    expect(() => susunMatches(undian, [...idsUntuk(8), uuid(99)])).toThrow(RangeError);
    expect(() => susunMatches(undian, [...idsUntuk(8).slice(1), uuid(2)])).toThrow(RangeError);
    const ids = idsUntuk(8);
    expect(() => susunMatches({ ...undian, ukuran: 6 }, ids.slice(0, 5))).toThrow(RangeError);
    expect(() => susunMatches({ ...undian, jumlah_ronde: 2 }, ids)).toThrow(RangeError);
    expect(() => susunMatches({ ...undian, pasangan: undian.pasangan.slice(1) }, ids)).toThrow(RangeError);
    expect(() =>
      susunMatches(
        {
          ...undian,
          pasangan: [
            [1, 2],
            [3, 4],
            [5, null],
            [null, null],
          ],
        },
        ids,
      ),
    ).toThrow(RangeError);
    expect(() =>
      susunMatches(
        {
          ...undian,
          pasangan: [
            [1, 2],
            [3, 4],
            [5, 1],
            [6, null],
          ],
        },
        ids,
      ),
    ).toThrow(RangeError);
    // 4 entries do not fill a bracket of 8
    expect(() =>
      susunMatches(
        {
          ...undian,
          pasangan: [
            [1, null],
            [2, null],
            [3, null],
            [4, null],
          ],
        },
        ids,
      ),
    ).toThrow(RangeError);
  });

  it('every bracket: ukuran − 1 matches, each round half the previous, every non-final feeds the right corner', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 300 }), (n) => {
        const peserta = Array.from({ length: n }, (_, i) => i + 1);
        const matches = baganManual(peserta);
        const ukuran = ukuranBagan(n);
        expect(matches).toHaveLength(ukuran - 1);
        for (let r = 1; r <= jumlahRonde(n); r += 1) expect(matches.filter((m) => m.ronde === r)).toHaveLength(ukuran / 2 ** r);
        const diRonde1 = matches
          .filter((m) => m.ronde === 1)
          .flatMap((m) => [m.id_peserta_a, m.id_peserta_b])
          .filter((x) => x !== null);
        expect([...diRonde1].sort((a, b) => a - b)).toEqual(peserta);
        for (const m of matches) {
          const berikut = matchBerikut(matches, m);
          if (m.ronde === jumlahRonde(n)) {
            expect(berikut).toBeNull();
            continue;
          }
          expect(berikut?.match).toMatchObject({ ronde: m.ronde + 1, posisi: Math.ceil(m.posisi / 2) });
          expect(berikut?.sudut).toBe(m.posisi % 2 === 1 ? 'a' : 'b');
        }
      }),
      { numRuns: 60 },
    );
  }, 30_000);

  it('takes every draw of the draw engine (undiBagan) and plays it to a champion', () => {
    const arbPeserta = fc
      .integer({ min: 2, max: 200 })
      .chain((n) =>
        fc.tuple(fc.array(fc.option(fc.integer({ min: 1, max: 6 })), { minLength: n, maxLength: n }), fc.option(fc.nat(2 ** 31 - 1))),
      );
    fc.assert(
      fc.property(arbPeserta, fc.array(arbPilihan, { minLength: 1, maxLength: 20 }), ([dojang, seed], pilihan) => {
        const peserta = dojang.map((id_dojang, i) => ({ id: 1000 + i, id_dojang }));
        const undian = undiBagan(peserta, { seed });
        const ms = mainkanSemua(susunMatches(undian, idsUntuk(undian.ukuran)), pilihan);
        const final = cari(ms, undian.jumlah_ronde, 1);
        expect(peserta.map((p) => p.id)).toContain(final.id_pemenang);
      }),
      { numRuns: 30 },
    );
  }, 30_000);
});
