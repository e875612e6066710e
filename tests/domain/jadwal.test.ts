import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isFreeDraw } from '../../src/domain/bagan/hasil';
import {
  HARI_KOSONG,
  hitungEta,
  nomorPartai,
  pelajariHari,
  perkiraanDurasi,
  tahapLapangan,
  waktuMulaiLapangan,
  type KelasNomor,
  type PartaiEta,
  type RiwayatPartai,
} from '../../src/domain/jadwal';
import { arbKelas, bagan } from './jadwal-fixtures';

const RUNS = { numRuns: 60 };
const M = 60_000;

/** Feeding bouts (non-bye) of each bout, and its known entries. */
function struktur(kelas: readonly KelasNomor[]) {
  const info = new Map<string, { pemasok: string[]; atlet: string[] }>();
  for (const k of kelas) {
    const by = new Map(k.matches.map((m) => [`${m.ronde}:${m.posisi}`, m]));
    for (const m of k.matches) {
      if (isFreeDraw(m)) continue;
      const pemasok =
        m.ronde === 1
          ? []
          : [2 * m.posisi - 1, 2 * m.posisi]
              .map((p) => by.get(`${m.ronde - 1}:${p}`)!)
              .filter((f) => !isFreeDraw(f))
              .map((f) => f.id_match);
      info.set(m.id_match, { pemasok, atlet: [m.id_peserta_a, m.id_peserta_b].filter((x) => x !== null).map((x) => `a${x}`) });
    }
  }
  return info;
}

/** Bouts between position `pos` and the last bout of any athlete in it (through its feeders or known entries). */
function rest(id: string, pos: number, info: ReturnType<typeof struktur>, posOf: Map<string, number>): number {
  const i = info.get(id)!;
  let min = Infinity;
  for (const f of i.pemasok) if ((posOf.get(f) ?? Infinity) < pos) min = Math.min(min, pos - posOf.get(f)! - 1);
  for (const [other, oi] of info) {
    const p = posOf.get(other);
    if (p === undefined || p >= pos || other === id) continue;
    if (oi.atlet.some((a) => i.atlet.includes(a))) min = Math.min(min, pos - p - 1);
  }
  return min;
}

describe('bout numbers of a court', () => {
  it('every non-bye match once, 1..n, feeders first (the rest rule against brute force: jadwal-susun.test.ts)', () => {
    fc.assert(
      fc.property(arbKelas, fc.integer({ min: 0, max: 5 }), (kelas, N) => {
        const out = nomorPartai({ kelas, istirahat: N });
        const nonBye = kelas.flatMap((k) => k.matches.filter((m) => !isFreeDraw(m)).map((m) => m.id_match));
        expect(out.map((b) => b.id_match).sort()).toEqual([...nonBye].sort());
        expect(out.map((b) => b.nomor).sort((a, b) => a - b)).toEqual(nonBye.map((_, i) => i + 1));
        const info = struktur(kelas);
        const posOf = new Map(out.map((b) => [b.id_match, b.nomor]));
        for (const b of out) for (const f of info.get(b.id_match)!.pemasok) expect(posOf.get(f)!).toBeLessThan(b.nomor);
      }),
      RUNS,
    );
  });

  it('two classes of 8 interleave so nobody fights twice within 3 bouts', () => {
    const kelas = [
      { id_kelas_kejuaraan: 1, matches: bagan([1, 2, 3, 4, 5, 6, 7, 8]) },
      { id_kelas_kejuaraan: 2, matches: bagan([11, 12, 13, 14, 15, 16, 17, 18]) },
    ];
    const out = nomorPartai({ kelas, istirahat: 3 });
    const info = struktur(kelas);
    const posOf = new Map(out.map((b) => [b.id_match, b.nomor]));
    const kurang = out.filter((b) => rest(b.id_match, b.nomor, info, posOf) < 3);
    // Only the last bouts (the finals, nothing else left to play in between) may rest less.
    expect(kurang.length).toBeLessThanOrEqual(2);
    expect(new Set(out.slice(0, 4).map((b) => b.id_kelas_kejuaraan))).toEqual(new Set([1]));
  });

  it('once the day started numbers stay; a bout added later takes the next number', () => {
    fc.assert(
      fc.property(arbKelas, fc.integer({ min: 2, max: 12 }), fc.nat(), (kelas, n, cut) => {
        const first = nomorPartai({ kelas, istirahat: 3 });
        const k = cut % (first.length + 1);
        const tetap = new Map(first.filter((b) => b.nomor <= k).map((b) => [b.id_match, b.nomor]));
        const tambah = [...kelas, { id_kelas_kejuaraan: 99, matches: bagan(Array.from({ length: n }, (_, i) => 1000 + i)) }];
        const again = nomorPartai({ kelas: tambah, istirahat: 3, tetap });
        for (const [id, nomor] of tetap) expect(again.find((b) => b.id_match === id)!.nomor).toBe(nomor);
        const baru = again
          .filter((b) => !tetap.has(b.id_match))
          .map((b) => b.nomor)
          .sort((a, b) => a - b);
        expect(baru).toEqual(baru.map((_, i) => k + 1 + i));
      }),
      RUNS,
    );
  });

  it('the same athlete in two classes of one court rests between them too', () => {
    const kelas = [
      { id_kelas_kejuaraan: 1, matches: bagan([1, 2]) },
      { id_kelas_kejuaraan: 2, matches: bagan([3, 4]) },
      { id_kelas_kejuaraan: 3, matches: bagan([5, 6]) },
      { id_kelas_kejuaraan: 4, matches: bagan([7, 8]) },
    ];
    const atletDari = (id: number) => [id === 7 ? 1 : id];
    const out = nomorPartai({ kelas, istirahat: 2, atletDari });
    const nomorKelas = (k: number) => out.find((b) => b.id_kelas_kejuaraan === k)!.nomor;
    expect(nomorKelas(4) - nomorKelas(1) - 1).toBeGreaterThanOrEqual(2);
  });
});

// 'Susun otomatis' and the evaluation of an arrangement: tests/domain/jadwal-susun.test.ts.

describe('ETA of a court', () => {
  const MULAI = waktuMulaiLapangan('2026-03-01', '08:00');
  const L = { mulai_pada: MULAI, menit_kyorugi: 6, menit_poomsae: 4 };
  const antre = (n: number, cabang: (i: number) => 'KYORUGI' | 'POOMSAE' = () => 'KYORUGI'): PartaiEta[] =>
    Array.from({ length: n }, (_, i) => ({ id_match: `m${i + 1}`, nomor: i + 1, cabang: cabang(i), status: 'MENUNGGU', mulai_pada: null }));

  it('starts at 08:00 WIB and adds the default minutes', () => {
    expect(new Date(MULAI).toISOString()).toBe('2026-03-01T01:00:00.000Z');
    const e = hitungEta(
      L,
      antre(3, (i) => (i === 1 ? 'POOMSAE' : 'KYORUGI')),
      [],
      MULAI - 3600_000,
    );
    expect([...e.values()]).toEqual([
      { eta: MULAI, partai_lagi: 0 },
      { eta: MULAI + 6 * M, partai_lagi: 1 },
      { eta: MULAI + 10 * M, partai_lagi: 2 },
    ]);
  });

  it('monotone along a court, whatever the statuses, history and clock', () => {
    const arbRiwayat = fc.array(
      fc.record({
        cabang: fc.constantFrom('KYORUGI', 'POOMSAE') as fc.Arbitrary<'KYORUGI' | 'POOMSAE'>,
        d: fc.integer({ min: 30, max: 1200 }),
        g: fc.integer({ min: 0, max: 300 }),
      }),
      { maxLength: 25 },
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 0, max: 3 }),
        arbRiwayat,
        fc.integer({ min: -3600, max: 20_000 }),
        (n, jalan, hist, dt) => {
          let t = MULAI;
          const riwayat: RiwayatPartai[] = hist.map((h) => {
            const a = t + h.g * 1000;
            t = a + h.d * 1000;
            return { cabang: h.cabang, mulai_pada: a, selesai_pada: t };
          });
          const p = antre(n).map((x, i) =>
            i === 0 && jalan === 1
              ? { ...x, status: 'BERTANDING' as const, mulai_pada: t }
              : i < jalan
                ? { ...x, status: 'DIPANGGIL' as const }
                : x,
          );
          const now = t + dt * 1000;
          const e = hitungEta(L, p, riwayat, now);
          const seq = p.map((x) => e.get(x.id_match)!);
          for (let i = 1; i < seq.length; i += 1) {
            expect(seq[i].eta).toBeGreaterThanOrEqual(seq[i - 1].eta);
            expect(seq[i].partai_lagi).toBe(i);
          }
          if (jalan !== 1) expect(seq[0].eta).toBeGreaterThanOrEqual(now);
        },
      ),
      RUNS,
    );
  });

  it('learns the median of the last 10 of the branch; a no-show is not learned from', () => {
    const riwayat: RiwayatPartai[] = [];
    let t = MULAI;
    for (const menit of [1, 1, 1, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9]) {
      riwayat.push({ cabang: 'KYORUGI', mulai_pada: t, selesai_pada: t + menit * M });
      t += menit * M;
    }
    riwayat.push({ cabang: 'KYORUGI', mulai_pada: null, selesai_pada: t });
    const d = perkiraanDurasi(L, riwayat);
    expect(d.KYORUGI).toBe(9 * M);
    expect(d.POOMSAE).toBe(4 * M);
    expect(d.jeda).toBe(0);
  });

  it("the day's other courts fill in for a court with few bouts: their mean weighed as 30 bouts against its own", () => {
    const court = (menit: number[], cabang: 'KYORUGI' | 'POOMSAE' = 'KYORUGI', jeda = 1): RiwayatPartai[] => {
      let t = MULAI;
      return menit.map((m) => {
        const r = { cabang, mulai_pada: t, selesai_pada: t + m * M };
        t += (m + jeda) * M;
        return r;
      });
    };
    const hari = pelajariHari([court([5, 5, 5, 5]), court([7, 7, 7, 7]), court([3, 3], 'POOMSAE', 2)]);
    expect(hari.KYORUGI).toHaveLength(8);
    expect([...hari.jeda].sort((a, b) => a - b)).toEqual([M, M, M, M, M, M, 2 * M]);
    // No bouts of its own: the day's mean (6 min) and changeover (1 min 8 s 34), not the defaults.
    const kosong = perkiraanDurasi(L, [], hari);
    expect(kosong.KYORUGI).toBe(6 * M);
    expect(kosong.POOMSAE).toBe(3 * M);
    expect(kosong.jeda).toBeCloseTo((6 * M + 2 * M) / 7, 5);
    // Two bouts of 12 min of its own: (2 × 12 + 30 × 6) / 32.
    const sendiri = perkiraanDurasi(L, court([12, 12]), hari);
    expect(sendiri.KYORUGI).toBeCloseTo(((2 * 12 + 30 * 6) / 32) * M, 5);
    // One bout stopped for an hour counts as 3 × the median of the court's and the day's bouts (7 min): 21 min.
    const panjang = perkiraanDurasi(L, court([60]), hari);
    expect(panjang.KYORUGI).toBeCloseTo(((21 + 30 * 6) / 31) * M, 5);
    // The day's last 100 only; nothing from the day: the court's own median as before.
    expect(pelajariHari([court(Array.from({ length: 150 }, (_, i) => (i < 50 ? 20 : 5)))]).KYORUGI).toEqual(Array(100).fill(5 * M));
    expect(perkiraanDurasi(L, court([1, 9, 9]), HARI_KOSONG).KYORUGI).toBe(9 * M);
    // The ETA takes it: the next bout after 6 min of the day's mean instead of the 6-min default plus no changeover.
    const e = hitungEta(L, antre(2), [], MULAI, hari);
    expect(e.get('m2')!.eta).toBeCloseTo(MULAI + 6 * M + kosong.jeda, 0);
  });

  it('after a reorder, a long bout and a no-show', () => {
    const p = antre(4);
    const now = MULAI + 2 * M;
    // Reorder: bout 4 moved to the front.
    const reorder = p.map((x) => ({ ...x, nomor: x.id_match === 'm4' ? 0 : x.nomor }));
    const r = hitungEta(L, reorder, [], MULAI);
    expect(r.get('m4')!.eta).toBe(MULAI);
    expect(r.get('m1')!.eta).toBe(MULAI + 6 * M);
    expect(r.get('m3')!.eta).toBe(MULAI + 18 * M);
    // A long bout: on the mat for 15 min of an expected 6: the next is expected now.
    const long = p.map((x, i) => (i === 0 ? { ...x, status: 'BERTANDING' as const, mulai_pada: MULAI } : x));
    const e = hitungEta(L, long, [], MULAI + 15 * M);
    expect(e.get('m1')!.eta).toBe(MULAI);
    expect(e.get('m2')!.eta).toBe(MULAI + 15 * M);
    expect(e.get('m3')!.eta).toBe(MULAI + 21 * M);
    // A no-show: bout 2 ends at once without being fought, the ones after it move up.
    const sebelum = hitungEta(L, p, [], now);
    const noShow = p.map((x) => (x.id_match === 'm2' ? { ...x, status: 'SELESAI' as const } : x));
    const sesudah = hitungEta(L, noShow, [{ cabang: 'KYORUGI', mulai_pada: null, selesai_pada: now }], now);
    expect(sesudah.has('m2')).toBe(false);
    expect(sesudah.get('m3')!.eta).toBe(sebelum.get('m3')!.eta - 6 * M);
    expect(sesudah.get('m4')!.partai_lagi).toBe(2);
  });

  it('court stages: on the mat, called, next, the rest, finished', () => {
    const t = tahapLapangan([
      { nomor: 3, status: 'MENUNGGU' as const },
      { nomor: 1, status: 'SELESAI' as const },
      { nomor: 2, status: 'BERTANDING' as const },
      { nomor: 4, status: 'DIPANGGIL' as const },
      { nomor: 5, status: 'MENUNGGU' as const },
    ]);
    expect([
      t.sedang?.nomor,
      t.dipanggil.map((x) => x.nomor),
      t.bersiap?.nomor,
      t.berikutnya.map((x) => x.nomor),
      t.selesai.map((x) => x.nomor),
    ]).toEqual([2, [4], 3, [5], [1]]);
  });
});
