import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { SUDUT, TEKAN_JURI_SCHEMA, TEKNIK, konsensusJuri, mayoritasJuri, type TekanJuri } from '../../src/domain/skor';

const TIGA = { juri: 3 as const, jendela_ms: 1000 };
const EMPAT = { juri: 4 as const, jendela_ms: 1000 };
const t = (juri: number, sudut: 'B' | 'R', teknik: TekanJuri['teknik'], waktu: number): TekanJuri => ({ juri, sudut, teknik, waktu });

describe("judges' consensus (novice digital scoring)", () => {
  it('majority is more than half: 2 of 3, 3 of 4', () => {
    expect([mayoritasJuri(3), mayoritasJuri(4)]).toEqual([2, 3]);
  });

  it('recorded: a novice exchange on 3 phones', () => {
    // Blue head kick seen by judges 1 and 3, judge 2 late and on trunk; red punch by all three; a lone blue trunk press.
    const tekan = [
      t(1, 'B', 'kepala', 10_000),
      t(3, 'B', 'kepala', 10_380),
      t(2, 'B', 'badan', 10_900),
      t(2, 'R', 'pukulan', 14_020),
      t(1, 'R', 'pukulan', 14_100),
      t(3, 'R', 'pukulan', 14_650),
      t(1, 'B', 'badan', 20_000),
    ];
    const { poin, sendiri } = konsensusJuri(tekan, TIGA);
    expect(poin).toEqual([
      { sudut: 'B', teknik: 'kepala', waktu: 10_380, juri: [1, 3], kunci: 'B:kepala:1:10000' },
      { sudut: 'R', teknik: 'pukulan', waktu: 14_100, juri: [2, 1, 3], kunci: 'R:pukulan:2:14020' },
    ]);
    expect(sendiri).toEqual([t(2, 'B', 'badan', 10_900), t(1, 'B', 'badan', 20_000)]);
  });

  it('the window: 1000 ms apart still counts, 1001 ms does not', () => {
    expect(konsensusJuri([t(1, 'B', 'badan', 0), t(2, 'B', 'badan', 1000)], TIGA).poin).toHaveLength(1);
    expect(konsensusJuri([t(1, 'B', 'badan', 0), t(2, 'B', 'badan', 1001)], TIGA).poin).toHaveLength(0);
    expect(konsensusJuri([t(1, 'B', 'badan', 0), t(2, 'B', 'badan', 1500)], { juri: 3, jendela_ms: 2000 }).poin).toHaveLength(1);
  });

  it('another corner or technique, or the same judge twice, is no agreement', () => {
    expect(konsensusJuri([t(1, 'B', 'badan', 0), t(2, 'R', 'badan', 10)], TIGA).poin).toEqual([]);
    expect(konsensusJuri([t(1, 'B', 'badan', 0), t(2, 'B', 'kepala', 10)], TIGA).poin).toEqual([]);
    expect(konsensusJuri([t(1, 'B', 'badan', 0), t(1, 'B', 'badan', 10)], TIGA).poin).toEqual([]);
  });

  it('each press counts once: a quick double by two judges is two points, three agreeing judges are one', () => {
    const dobel = [t(1, 'B', 'pukulan', 0), t(2, 'B', 'pukulan', 100), t(1, 'B', 'pukulan', 500), t(2, 'B', 'pukulan', 600)];
    expect(konsensusJuri(dobel, TIGA).poin.map((p) => p.waktu)).toEqual([100, 600]);
    expect(konsensusJuri([t(1, 'B', 'pukulan', 0), t(2, 'B', 'pukulan', 100), t(3, 'B', 'pukulan', 200)], TIGA).poin).toHaveLength(1);
  });

  it('presses at the same moment on two corners come out in the same order whatever their arrival', () => {
    const dua = [t(1, 'R', 'pukulan', 0), t(1, 'B', 'pukulan', 0)];
    expect(konsensusJuri(dua, TIGA)).toEqual(konsensusJuri([...dua].reverse(), TIGA));
  });

  it('4 judges need 3; a judge outside the panel and a press received twice do not count', () => {
    const dua = [t(1, 'R', 'kepala', 0), t(4, 'R', 'kepala', 300)];
    expect(konsensusJuri(dua, EMPAT).poin).toEqual([]);
    expect(konsensusJuri([...dua, t(2, 'R', 'kepala', 700)], EMPAT).poin).toMatchObject([{ waktu: 700, juri: [1, 4, 2] }]);
    expect(konsensusJuri([t(1, 'R', 'kepala', 0), t(4, 'R', 'kepala', 300)], TIGA).poin).toEqual([]);
    expect(konsensusJuri([t(1, 'R', 'kepala', 0), t(1, 'R', 'kepala', 0)], TIGA).poin).toEqual([]);
  });

  const arbTekan = fc.array(
    fc.record({
      juri: fc.integer({ min: 1, max: 4 }),
      sudut: fc.constantFrom(...SUDUT),
      teknik: fc.constantFrom(...TEKNIK),
      waktu: fc.integer({ min: 0, max: 20_000 }),
    }),
    { maxLength: 80 },
  );

  it('any presses: order of arrival does not matter, no press in two points, every point a majority of distinct judges within the window', () => {
    fc.assert(
      fc.property(arbTekan, fc.constantFrom(TIGA, EMPAT), (tekan, opsi) => {
        expect(tekan.every((x) => v.safeParse(TEKAN_JURI_SCHEMA, x).success)).toBe(true);
        const h = konsensusJuri(tekan, opsi);
        expect(konsensusJuri([...tekan].reverse(), opsi)).toEqual(h);
        const perlu = mayoritasJuri(opsi.juri);
        const dipakai = new Map<string, number>();
        for (const p of h.poin) {
          expect(new Set(p.juri).size).toBe(p.juri.length);
          expect(p.juri.length).toBeGreaterThanOrEqual(perlu);
          for (const j of p.juri) {
            const kunci = `${j}|${p.sudut}|${p.teknik}`;
            dipakai.set(kunci, (dipakai.get(kunci) ?? 0) + 1);
          }
        }
        const unik = new Set(tekan.filter((x) => x.juri <= opsi.juri).map((x) => `${x.juri}|${x.sudut}|${x.teknik}|${x.waktu}`));
        for (const [kunci, n] of dipakai) {
          expect(n).toBeLessThanOrEqual([...unik].filter((u) => u.startsWith(`${kunci}|`)).length);
        }
        expect(h.poin.reduce((s, p) => s + p.juri.length, 0) + h.sendiri.length).toBe(unik.size);
      }),
      { numRuns: 300 },
    );
  });
});
