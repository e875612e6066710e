import { describe, expect, it } from 'vitest';
import { MAX_PESERTA_BAGAN, type PesertaUndian } from '../../src/domain/bagan/types';
import { samaPasangan, seedAcak, undiBagan } from '../../src/domain/bagan/undian';

// Hand-checked draws, reproducibility and bad input (issue 9).

const tanpaDojang = (n: number): PesertaUndian[] => Array.from({ length: n }, (_, i) => ({ id: i + 1, id_dojang: null }));

describe('undiBagan: hand-checked examples (Generate keeps list order: the i-th entry takes rank i)', () => {
  it('n = 3: one bye, opposite the first', () => {
    expect(undiBagan(tanpaDojang(3), { seed: null })).toEqual({
      ukuran: 4,
      jumlah_ronde: 2,
      pasangan: [
        [1, null],
        [2, 3],
      ],
    });
  });

  it('n = 5, 6, 7: byes opposite ranks 1 …, spread over both halves, none left for round 2', () => {
    expect(undiBagan(tanpaDojang(5), { seed: null }).pasangan).toEqual([
      [1, null],
      [4, 5],
      [3, null],
      [2, null],
    ]);
    expect(undiBagan(tanpaDojang(6), { seed: null }).pasangan).toEqual([
      [1, null],
      [4, 5],
      [3, 6],
      [2, null],
    ]);
    expect(undiBagan(tanpaDojang(7), { seed: null }).pasangan).toEqual([
      [1, null],
      [4, 5],
      [3, 6],
      [2, 7],
    ]);
    for (const n of [5, 6, 7]) {
      for (let seed = 0; seed < 50; seed++) {
        const { pasangan, jumlah_ronde } = undiBagan(tanpaDojang(n), { seed });
        expect(jumlah_ronde).toBe(3);
        // Round 2 match q is fed by round-1 matches 2q and 2q+1: both hold a player, so nobody gets a second bye.
        for (const m of pasangan) expect(m[0]).not.toBeNull();
        expect(pasangan.filter((m) => m[1] === null)).toHaveLength(8 - n);
      }
    }
  });

  it('n = 8, two dojangs of 4: every round-1 match is across dojangs, whatever the order or seed', () => {
    const dojangOf = (id: number) => (id <= 4 ? 1 : 2);
    const urutan = [
      [1, 2, 3, 4, 5, 6, 7, 8],
      [1, 5, 2, 6, 3, 7, 4, 8],
      [8, 7, 1, 2, 6, 3, 5, 4],
    ];
    for (const ids of urutan) {
      const peserta = ids.map((id) => ({ id, id_dojang: dojangOf(id) }));
      for (const seed of [null, 0, 1, 2, 3, 99, 2 ** 31 - 1]) {
        const { pasangan } = undiBagan(peserta, { seed });
        for (const [a, b] of pasangan) expect(dojangOf(a as number)).not.toBe(dojangOf(b as number));
      }
    }
    expect(
      undiBagan(
        [1, 2, 3, 4, 5, 6, 7, 8].map((id) => ({ id, id_dojang: dojangOf(id) })),
        { seed: null },
      ).pasangan,
    ).toEqual([
      [1, 8],
      [4, 5],
      [3, 6],
      [2, 7],
    ]);
  });

  it('teammates of a seeded pair are sent to the other quarters', () => {
    // Dojang 1: seeds 1 and 2 plus two more; they must end in four different quarters.
    const peserta = [1, 2, 3, 4, 5, 6, 7, 8].map((id) => ({ id, id_dojang: id <= 4 ? 1 : id }));
    const h = undiBagan(peserta, { seed: null, unggulan: [3, 4] });
    const s = h.pasangan.flat();
    expect(s[0]).toBe(3);
    expect(s[6]).toBe(4);
    const kuarter = [1, 2, 3, 4].map((id) => Math.floor(s.indexOf(id) / 2));
    expect(new Set(kuarter).size).toBe(4);
  });

  it('seeds leave a half with its free room in one quarter: a three-member dojang still takes three quarters', () => {
    // n = 7 in 8: seed 1 (dojang 3) and its bye fill one quarter of the top half, so the top's two free slots are a
    // single match; dojang 1 (3, 5, 7) must send one member there at most.
    const dojang = [3, 4, 1, 3, 1, 3, 1];
    const peserta = dojang.map((d, i) => ({ id: i + 1, id_dojang: d }));
    for (let seed = -1; seed < 200; seed++) {
      const s = undiBagan(peserta, { seed: seed < 0 ? null : seed, unggulan: [1, 2] }).pasangan.flat();
      expect(new Set([3, 5, 7].map((id) => Math.floor(s.indexOf(id) / 2))).size).toBe(3);
    }
  });

  it('a three-member dojang in 16 keeps its members in different quarters when a seed is one of them', () => {
    const peserta = Array.from({ length: 16 }, (_, i) => ({ id: i + 1, id_dojang: i < 3 ? 50 : 100 + (i % 6) }));
    const h = undiBagan(peserta, { seed: 4242, unggulan: [2, 9, 10, 11] });
    const s = h.pasangan.flat();
    const kuarter = [1, 2, 3].map((id) => Math.floor(s.indexOf(id) / 4));
    expect(new Set(kuarter).size).toBe(3);
  });
});

describe('undiBagan: reproducible on every device', () => {
  const peserta: PesertaUndian[] = Array.from({ length: 13 }, (_, i) => ({
    id: 200 + i,
    id_dojang: [1, 1, 2, 2, 2, 3, null, 4, 1, 3, 2, null, 5][i],
  }));

  it('a fixed seed gives this exact bracket (the server compares it)', () => {
    expect(undiBagan(peserta, { seed: 123456789 })).toEqual(GOLDEN);
    expect(undiBagan(peserta, { seed: 123456789, unggulan: [205, 200] })).toEqual(GOLDEN_UNGGULAN);
  });

  it('different seeds shuffle differently; the same seed never does', () => {
    const hasil = new Set<string>();
    for (let seed = 0; seed < 40; seed++) {
      const a = undiBagan(peserta, { seed });
      expect(samaPasangan(a.pasangan, undiBagan(peserta, { seed }).pasangan)).toBe(true);
      hasil.add(JSON.stringify(a.pasangan));
    }
    expect(hasil.size).toBeGreaterThan(30);
  });

  it('seedAcak gives integers 0 … 2^31-1', () => {
    const xs = Array.from({ length: 200 }, () => seedAcak());
    for (const x of xs) {
      expect(Number.isInteger(x)).toBe(true);
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThanOrEqual(2 ** 31 - 1);
    }
    expect(new Set(xs).size).toBeGreaterThan(190);
    expect(() => undiBagan(peserta, { seed: xs[0] })).not.toThrow();
  });

  it('samaPasangan compares order and corners', () => {
    expect(
      samaPasangan(
        [
          [1, 2],
          [3, null],
        ],
        [
          [1, 2],
          [3, null],
        ],
      ),
    ).toBe(true);
    expect(
      samaPasangan(
        [
          [1, 2],
          [3, null],
        ],
        [
          [2, 1],
          [3, null],
        ],
      ),
    ).toBe(false);
    expect(
      samaPasangan(
        [
          [1, 2],
          [3, null],
        ],
        [
          [3, null],
          [1, 2],
        ],
      ),
    ).toBe(false);
    expect(
      samaPasangan(
        [[1, 2]],
        [
          [1, 2],
          [3, null],
        ],
      ),
    ).toBe(false);
    expect(samaPasangan([], [])).toBe(true);
  });
});

describe('undiBagan: bad input throws RangeError with an Indonesian message', () => {
  const dua = tanpaDojang(2);
  it.each([
    ['fewer than 2', [], { seed: null }, 'Minimal 2 peserta untuk membuat bagan'],
    ['one', tanpaDojang(1), { seed: null }, 'Minimal 2 peserta untuk membuat bagan'],
    ['more than the maximum', tanpaDojang(MAX_PESERTA_BAGAN + 1), { seed: null }, `Maksimal ${MAX_PESERTA_BAGAN} peserta dalam satu bagan`],
    ['a duplicate participant', [...dua, { id: 1, id_dojang: 3 }], { seed: null }, 'Peserta ganda dalam daftar'],
    ['an id that is not an integer', [...dua, { id: 2.5, id_dojang: null }], { seed: null }, 'Daftar peserta bagan tidak valid'],
    ['an unknown seed', dua, { seed: null, unggulan: [3] }, 'Unggulan bukan peserta kelas ini'],
    ['a duplicate seed', dua, { seed: null, unggulan: [1, 1] }, 'Unggulan ganda dalam daftar'],
    ['a negative seed', dua, { seed: -1 }, 'Seed undian tidak valid'],
    ['a fractional seed', dua, { seed: 1.5 }, 'Seed undian tidak valid'],
    ['a seed above 2^31-1', dua, { seed: 2 ** 31 }, 'Seed undian tidak valid'],
  ] as const)('%s', (_, peserta, opsi, pesan) => {
    expect(() => undiBagan(peserta, opsi)).toThrow(new RangeError(pesan));
  });

  it('the maximum itself is drawn', () => {
    const h = undiBagan(tanpaDojang(MAX_PESERTA_BAGAN), { seed: 1 });
    expect(h.ukuran).toBe(4096);
    expect(h.jumlah_ronde).toBe(12);
  });
});

const GOLDEN = {
  ukuran: 16,
  jumlah_ronde: 4,
  pasangan: [
    [204, null],
    [211, 200],
    [206, 210],
    [205, 212],
    [202, null],
    [201, 207],
    [208, 203],
    [209, null],
  ],
};
const GOLDEN_UNGGULAN = {
  ukuran: 16,
  jumlah_ronde: 4,
  pasangan: [
    [205, null],
    [210, 208],
    [201, 207],
    [206, 203],
    [204, null],
    [209, 212],
    [211, 202],
    [200, null],
  ],
};
