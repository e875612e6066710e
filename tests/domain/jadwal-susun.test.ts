import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bandingSkor,
  nilaiSusunan,
  nomorPartai,
  skorNilai,
  susunOtomatis,
  type InputSusun,
  type KelasSusun,
} from '../../src/domain/jadwal';
import { DASAR, arbHariKecil, pelanggaranMinimum, semuaSusunan } from './jadwal-susun-fixtures';
import { bagan } from './jadwal-fixtures';

const RUNS = { numRuns: Number(process.env.FC_RUNS ?? 40) };
const entri = (ids: number[]) => new Map(ids.map((id) => [id, [id]]));

describe('susun otomatis: no athlete on two mats at once whenever an arrangement allows it', () => {
  it('matches the exact search: no clash when one exists, and the optimum when every arrangement was weighed', () => {
    fc.assert(
      fc.property(arbHariKecil, (input) => {
        const r = susunOtomatis(input);
        const semua = semuaSusunan(input).map((p) => skorNilai(nilaiSusunan(input, p)));
        const terbaik = semua.reduce((a, b) => (bandingSkor(b, a) < 0 ? b : a));
        if (terbaik[0] === 0) expect(r.nilai.bentrok).toEqual([]);
        expect(r.tuntas).toBe(true);
        expect(skorNilai(r.nilai)).toEqual(terbaik);
      }),
      RUNS,
    );
  }, 20_000);

  it('names exactly the clashes and rest breaches of the arrangement it returns; every class on a court of its branch', () => {
    fc.assert(
      fc.property(arbHariKecil, (input) => {
        const r = susunOtomatis(input);
        expect(r.nilai).toEqual(nilaiSusunan(input, r.penempatan));
        for (const k of input.kelas) {
          const p = r.penempatan.find((x) => x.id_kelas_kejuaraan === k.id_kelas_kejuaraan);
          const l = input.lapangan.find((x) => x.id_lapangan === p?.id_lapangan);
          if (!l) expect(r.tanpa_lapangan).toContain(k.id_kelas_kejuaraan);
          else expect(l.cabang === 'SEMUA' || l.cabang === k.cabang).toBe(true);
        }
        const pasangan = new Set(r.nilai.bentrok.map((b) => [b.a.id_kelas_kejuaraan, b.b.id_kelas_kejuaraan].sort().join('-')));
        expect(new Set(r.bentrok.map((b) => `${b.id_kelas_a}-${b.id_kelas_b}`))).toEqual(pasangan);
        expect(susunOtomatis(input)).toEqual(r);
      }),
      RUNS,
    );
  });

  it("each court's numbers hold the rest rule whenever an order of the court does, else breach as little as the best order", () => {
    fc.assert(
      fc.property(arbHariKecil, (input) => {
        const r = susunOtomatis(input);
        for (const l of input.lapangan) {
          const kelas = r.penempatan
            .filter((p) => p.id_lapangan === l.id_lapangan)
            .sort((a, b) => a.urutan - b.urutan)
            .map((p) => input.kelas.find((k) => k.id_kelas_kejuaraan === p.id_kelas_kejuaraan)!);
          const n = kelas.reduce((s, k) => s + k.atlet.size - 1, 0);
          if (n > 8) continue;
          const dapat = r.nilai.pelanggaran_istirahat.filter((p) => p.partai !== null && p.a.id_lapangan === l.id_lapangan).length;
          expect(dapat).toBe(pelanggaranMinimum(kelas, input.istirahat));
        }
      }),
      RUNS,
    );
  });

  it("the issue's day: the Poomsae class goes where its athlete's Kyorugi bouts are over", () => {
    // X (athlete 1) fights in Kyorugi class 1 and Poomsae class 3; court A holds Kyorugi, court C Poomsae.
    const kelas: KelasSusun[] = [
      { id_kelas_kejuaraan: 1, cabang: 'KYORUGI', matches: bagan([1, 2, 3, 4]), atlet: entri([1, 2, 3, 4]) },
      { id_kelas_kejuaraan: 2, cabang: 'KYORUGI', matches: bagan([5, 6, 7, 8]), atlet: entri([5, 6, 7, 8]) },
      {
        id_kelas_kejuaraan: 3,
        cabang: 'POOMSAE',
        matches: bagan([9, 10, 11, 12]),
        atlet: new Map([
          [9, [1]],
          [10, [10]],
          [11, [11]],
          [12, [12]],
        ]),
      },
      { id_kelas_kejuaraan: 4, cabang: 'POOMSAE', matches: bagan([13, 14]), atlet: entri([13, 14]) },
    ];
    const input: InputSusun = {
      ...DASAR,
      istirahat: 0,
      kelas,
      lapangan: [
        { id_lapangan: 1, cabang: 'KYORUGI', mulai: '08:00' },
        { id_lapangan: 3, cabang: 'POOMSAE', mulai: '08:00' },
      ],
    };
    const r = susunOtomatis(input);
    expect(r.nilai.bentrok).toEqual([]);
    expect(r.bentrok).toEqual([]);
    const x = r.nilai.partai.filter((p) => p.id_kelas_kejuaraan === 1 || p.id_kelas_kejuaraan === 3);
    const ky = x.filter((p) => p.id_kelas_kejuaraan === 1);
    const po = x.filter((p) => p.id_kelas_kejuaraan === 3);
    const pisah =
      Math.max(...ky.map((p) => p.selesai)) <= Math.min(...po.map((p) => p.mulai)) ||
      Math.max(...po.map((p) => p.selesai)) <= Math.min(...ky.map((p) => p.mulai));
    expect(pisah).toBe(true);
  });

  it('when no arrangement avoids a clash it names the athlete, both bouts and the minutes, and offers the least bad', () => {
    // One Kyorugi court, one Poomsae court, both from 08:00, one class each sharing athlete 1: they must overlap.
    const kelas: KelasSusun[] = [
      { id_kelas_kejuaraan: 1, cabang: 'KYORUGI', matches: bagan([1, 2]), atlet: entri([1, 2]) },
      {
        id_kelas_kejuaraan: 2,
        cabang: 'POOMSAE',
        matches: bagan([3, 4]),
        atlet: new Map([
          [3, [1]],
          [4, [4]],
        ]),
      },
    ];
    const r = susunOtomatis({
      ...DASAR,
      istirahat: 0,
      kelas,
      lapangan: [
        { id_lapangan: 1, cabang: 'KYORUGI', mulai: '08:00' },
        { id_lapangan: 2, cabang: 'POOMSAE', mulai: '08:00' },
      ],
    });
    expect(r.nilai.bentrok).toHaveLength(1);
    expect(r.nilai.bentrok[0]).toMatchObject({ atlet: [1], menit: 4 });
    expect(r.bentrok).toEqual([{ id_kelas_a: 1, id_kelas_b: 2, id_atlet: 1 }]);
  });

  it('balances courts by expected minutes when nothing else is at stake', () => {
    const kelas: KelasSusun[] = [16, 8, 8, 4, 4, 4, 2, 2].map((n, i) => {
      const ids = Array.from({ length: n }, (_, j) => i * 100 + j);
      return { id_kelas_kejuaraan: i + 1, cabang: 'KYORUGI', matches: bagan(ids), atlet: entri(ids) };
    });
    const lapangan = [1, 2, 3].map((id) => ({ id_lapangan: id, cabang: 'SEMUA' as const, mulai: '08:00' }));
    const r = susunOtomatis({ ...DASAR, istirahat: 3, kelas, lapangan });
    const menit = r.nilai.selesai.map((s) => s.selesai / 60_000);
    // 40 bouts of 6 minutes on 3 courts: 80 minutes each at best, whole classes allow within one bout of it.
    expect(Math.max(...menit) - Math.min(...menit)).toBeLessThanOrEqual(6 * 3);
  });
});

describe('bout numbers: the rest rule whenever an order of the court allows it', () => {
  const arbLapangan = fc
    .record({
      ns: fc.array(fc.integer({ min: 2, max: 5 }), { minLength: 1, maxLength: 3 }),
      k: fc.integer({ min: 1, max: 3 }),
      sama: fc.nat(),
    })
    .map(({ ns, k, sama }) => {
      let next = 1;
      const atlet = ns.map((n) => entri(Array.from({ length: n }, () => next++)));
      // One athlete in the first and the last class (a Kyorugi and a Poomsae entry of one person on one court).
      const akhir = atlet[atlet.length - 1];
      if (atlet.length > 1) akhir.set([...akhir.keys()][sama % akhir.size], [1]);
      const kelas: KelasSusun[] = atlet.map((a, i) => ({
        id_kelas_kejuaraan: i + 1,
        cabang: 'KYORUGI',
        matches: bagan([...a.keys()]),
        atlet: a,
      }));
      return { kelas, k };
    });

  it('as few breaches as the best order of the court (brute force), none when one exists', () => {
    fc.assert(
      fc.property(arbLapangan, ({ kelas, k }) => {
        const input: InputSusun = { ...DASAR, istirahat: k, kelas, lapangan: [{ id_lapangan: 1, cabang: 'SEMUA', mulai: '08:00' }] };
        const n = nilaiSusunan(
          input,
          kelas.map((x, i) => ({ id_kelas_kejuaraan: x.id_kelas_kejuaraan, id_lapangan: 1, urutan: i + 1 })),
        );
        expect(n.pelanggaran_istirahat.length).toBe(pelanggaranMinimum(kelas, k));
        for (const p of n.pelanggaran_istirahat) expect(p.partai).toBeLessThan(k);
      }),
      RUNS,
    );
  });

  it("a final's feeders count: with 1 bout of rest, two classes of 4 never put a final straight after its semi-final", () => {
    const kelas = [
      { id_kelas_kejuaraan: 1, matches: bagan([1, 2, 3, 4]) },
      { id_kelas_kejuaraan: 2, matches: bagan([5, 6, 7, 8]) },
    ];
    const out = nomorPartai({ kelas, istirahat: 1 }).sort((a, b) => a.nomor - b.nomor);
    const by = new Map(kelas.flatMap((k) => k.matches.map((m) => [m.id_match, m])));
    const nomorOf = new Map(out.map((b) => [b.id_match, b.nomor]));
    for (const k of kelas) {
      const final = k.matches.find((m) => m.ronde === 2)!;
      const semi = k.matches.filter((m) => m.ronde === 1);
      for (const s of semi) expect(nomorOf.get(final.id_match)! - nomorOf.get(s.id_match)! - 1).toBeGreaterThanOrEqual(1);
    }
    expect(by.size).toBe(6);
  });
});
