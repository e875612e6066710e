import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { HasilUndian, PesertaUndian } from '../../src/domain/bagan/types';
import { undiBagan } from '../../src/domain/bagan/undian';
import { posisiStandar } from '../../src/domain/bagan/undian-posisi';

// Properties of the fair draw (issue 9) over every n from 2 to 128 and random dojang mixes.

const ceilLog2 = (n: number): number => {
  let r = 0;
  while (2 ** r < n) r += 1;
  return r;
};

/** The bracket as a row of slots: match p's corner B at 2p, corner R at 2p+1. */
const slots = (h: HasilUndian): (number | null)[] => h.pasangan.flatMap((m) => [m[0], m[1]]);

/** Block sizes 2, 4, … ukuran (in slots) and, for each, the count per block of the slots that satisfy `pred`. */
function perLevel(h: HasilUndian, pred: (x: number | null) => boolean): { size: number; counts: number[] }[] {
  const s = slots(h);
  const out: { size: number; counts: number[] }[] = [];
  for (let size = 2; size <= h.ukuran; size *= 2) {
    const counts = new Array<number>(h.ukuran / size).fill(0);
    s.forEach((x, i) => {
      if (pred(x)) counts[Math.floor(i / size)] += 1;
    });
    out.push({ size, counts });
  }
  return out;
}

/** Every structural rule of a draw, whatever the dojangs and seeds. */
function cekStruktur(peserta: readonly PesertaUndian[], h: HasilUndian): void {
  const n = peserta.length;
  expect(h.jumlah_ronde).toBe(ceilLog2(n));
  expect(h.ukuran).toBe(2 ** h.jumlah_ronde);
  expect(h.pasangan).toHaveLength(h.ukuran / 2);
  const ids = slots(h).filter((x): x is number => x !== null);
  expect([...ids].sort((a, b) => a - b)).toEqual(peserta.map((p) => p.id).sort((a, b) => a - b));
  // Corner B always holds a player, so no [null, null] and no empty match or second bye after round 1.
  for (const m of h.pasangan) expect(m[0]).not.toBeNull();
  expect(slots(h).filter((x) => x === null)).toHaveLength(h.ukuran - n);
  for (const { counts } of perLevel(h, (x) => x === null)) {
    for (let i = 0; i + 1 < counts.length; i += 2) expect(Math.abs(counts[i] - counts[i + 1])).toBeLessThanOrEqual(1);
    expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
  }
}

/** Teammates share a block no earlier than forced: ≤ ceil(m/B) members of a dojang in each of B blocks. */
function cekPisah(peserta: readonly PesertaUndian[], h: HasilUndian): void {
  const dojangOf = new Map(peserta.map((p) => [p.id, p.id_dojang]));
  const anggota = new Map<number, number>();
  for (const p of peserta) if (p.id_dojang !== null) anggota.set(p.id_dojang, (anggota.get(p.id_dojang) ?? 0) + 1);
  for (const [d, m] of anggota) {
    for (const { size, counts } of perLevel(h, (x) => x !== null && dojangOf.get(x) === d)) {
      const B = h.ukuran / size;
      expect(Math.max(...counts), `dojang ${d} (${m}) in blocks of ${size}`).toBeLessThanOrEqual(Math.ceil(m / B));
    }
  }
}

const buat = (dojang: readonly (number | null)[]): PesertaUndian[] => dojang.map((d, i) => ({ id: 101 + 3 * i, id_dojang: d }));

const campuran: Record<string, (i: number, n: number) => number | null> = {
  'tanpa dojang': () => null,
  'satu dojang': () => 7,
  'dua dojang': (i) => i % 2,
  'tiga dojang berurutan': (i, n) => Math.floor((3 * i) / n),
  'tidak merata': (i) => Math.floor(Math.log2(i + 1)),
  'sebagian tanpa dojang': (i) => (i % 4 === 0 ? null : i % 5),
};

describe('undiBagan: every n from 2 to 128', () => {
  for (const [nama, f] of Object.entries(campuran)) {
    it(`${nama}: structure, byes spread, dojang separation (Generate and Shuffle)`, () => {
      for (let n = 2; n <= 128; n++) {
        const peserta = buat(Array.from({ length: n }, (_, i) => f(i, n)));
        for (const seed of [null, n * 7919]) {
          const h = undiBagan(peserta, { seed });
          cekStruktur(peserta, h);
          cekPisah(peserta, h);
        }
      }
    }, 30_000);
  }
});

describe('undiBagan: large classes', () => {
  it('1,000 / 2,049 / 4,096 entries from 60 uneven dojangs keep every rule', () => {
    for (const n of [1000, 2049, 4096]) {
      const peserta = buat(Array.from({ length: n }, (_, i) => (i % 23 === 0 ? null : Math.floor((60 * ((i * 7919) % n) ** 2) / n ** 2))));
      for (const seed of [null, 77]) {
        const h = undiBagan(peserta, { seed });
        cekStruktur(peserta, h);
        cekPisah(peserta, h);
      }
    }
  }, 30_000);
});

const dojangArb = fc
  .tuple(fc.integer({ min: 2, max: 128 }), fc.integer({ min: 1, max: 40 }), fc.integer({ min: 0, max: 100 }))
  .chain(([n, k, persenKosong]) =>
    fc
      .array(fc.tuple(fc.integer({ min: 0, max: 99 }), fc.integer({ min: 1, max: k * k })), { minLength: n, maxLength: n })
      // Uneven dojang sizes: the square root makes high numbers far more frequent.
      .map((xs) => xs.map(([p, v]) => (p < persenKosong / 4 ? null : Math.ceil(Math.sqrt(v))))),
  );
const seedArb = fc.option(fc.integer({ min: 0, max: 2 ** 31 - 1 }), { nil: null });

describe('undiBagan: random dojang mixes (fast-check)', () => {
  it('keeps every structural rule and separates every dojang', () => {
    fc.assert(
      fc.property(dojangArb, seedArb, (dojang, seed) => {
        const peserta = buat(dojang);
        const h = undiBagan(peserta, { seed });
        cekStruktur(peserta, h);
        cekPisah(peserta, h);
      }),
      { numRuns: 400 },
    );
  }, 30_000);

  it('same participants, order and seed give the same bracket; the input list is not changed', () => {
    fc.assert(
      fc.property(dojangArb, seedArb, (dojang, seed) => {
        const peserta = buat(dojang);
        const salinan = peserta.map((p) => ({ ...p }));
        expect(undiBagan(peserta, { seed })).toEqual(undiBagan(salinan, { seed }));
        expect(peserta).toEqual(salinan);
      }),
      { numRuns: 200 },
    );
  });

  it('depends on nothing but the order and the dojang grouping (ids and dojang ids relabelled)', () => {
    fc.assert(
      fc.property(dojangArb, seedArb, (dojang, seed) => {
        const peserta = buat(dojang);
        const id2 = (id: number) => 900_000 - 13 * id;
        const lain = peserta.map((p) => ({ id: id2(p.id), id_dojang: p.id_dojang === null ? null : 5000 + 17 * p.id_dojang }));
        const a = undiBagan(peserta, { seed });
        const b = undiBagan(lain, { seed });
        expect(b.pasangan).toEqual(a.pasangan.map((m) => m.map((x) => (x === null ? null : id2(x)))));
      }),
      { numRuns: 200 },
    );
  });

  it('with unggulan: seed k on its standard position, 1 and 2 in different halves, 1–4 in different quarters', () => {
    const arb = dojangArb.chain((dojang) =>
      fc.tuple(
        fc.constant(dojang),
        fc.shuffledSubarray(
          buat(dojang).map((p) => p.id),
          { minLength: 1, maxLength: Math.min(dojang.length, 16) },
        ),
        seedArb,
      ),
    );
    fc.assert(
      fc.property(arb, ([dojang, unggulan, seed]) => {
        const peserta = buat(dojang);
        const h = undiBagan(peserta, { seed, unggulan });
        cekStruktur(peserta, h);
        const s = slots(h);
        const { slot } = posisiStandar(h.ukuran);
        unggulan.forEach((id, i) => expect(s[slot[i + 1]]).toBe(id));
        const blok = (id: number, size: number) => Math.floor(s.indexOf(id) / size);
        if (unggulan.length >= 2) expect(blok(unggulan[0], h.ukuran / 2)).not.toBe(blok(unggulan[1], h.ukuran / 2));
        const q = unggulan.slice(0, 4).map((id) => blok(id, h.ukuran / 4));
        if (h.ukuran >= 4) expect(new Set(q).size).toBe(q.length);
        expect(s[0]).toBe(unggulan[0]);
        if (unggulan.length >= 2) expect(Math.floor(s.indexOf(unggulan[1]) / 2)).toBe(h.pasangan.length - 1);
      }),
      { numRuns: 300 },
    );
  }, 30_000);
});

describe('standard seed positions', () => {
  it('8 and 16 follow the 1v8 / 4v5 / 3v6 / 2v7 pattern', () => {
    const pasangan = (u: number) => {
      const { peringkat } = posisiStandar(u);
      return Array.from({ length: u / 2 }, (_, p) => [peringkat[2 * p], peringkat[2 * p + 1]]);
    };
    expect(pasangan(2)).toEqual([[1, 2]]);
    expect(pasangan(4)).toEqual([
      [1, 4],
      [2, 3],
    ]);
    expect(pasangan(8)).toEqual([
      [1, 8],
      [4, 5],
      [3, 6],
      [2, 7],
    ]);
    expect(pasangan(16)).toEqual([
      [1, 16],
      [8, 9],
      [5, 12],
      [4, 13],
      [3, 14],
      [6, 11],
      [7, 10],
      [2, 15],
    ]);
  });

  it('for every size up to 4096: k meets ukuran+1-k, ranks 1 … 2^j in different blocks at every level', () => {
    for (let u = 2; u <= 4096; u *= 2) {
      const { peringkat, slot } = posisiStandar(u);
      expect([...peringkat].sort((a, b) => a - b)).toEqual(Array.from({ length: u }, (_, i) => i + 1));
      for (let p = 0; p < u / 2; p++) {
        expect(peringkat[2 * p] + peringkat[2 * p + 1]).toBe(u + 1);
        expect(peringkat[2 * p]).toBeLessThan(peringkat[2 * p + 1]);
      }
      expect(slot[1]).toBe(0);
      expect(Math.floor(slot[2] / 2)).toBe(u / 2 - 1);
      for (let blocks = 2; blocks <= u; blocks *= 2) {
        const size = u / blocks;
        const seen = new Set<number>();
        for (let r = 1; r <= blocks; r++) seen.add(Math.floor(slot[r] / size));
        expect(seen.size).toBe(blocks);
      }
    }
  });
});
