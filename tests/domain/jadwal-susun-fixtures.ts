import fc from 'fast-check';
import { isFreeDraw } from '../../src/domain/bagan/hasil';
import type { InputSusun, KelasSusun, LapanganSusun, MatchNomor, PenempatanKelas } from '../../src/domain/jadwal';
import { bagan } from './jadwal-fixtures';

/** Small match days for the order-of-play properties, and exact searches written apart from the solver. */

export const DASAR = { tanggal: '2026-03-01', menit_kyorugi: 6, menit_poomsae: 4 };

/** 1–4 classes of 2–5 entries, 1–3 courts; some entries are an athlete of another class (a team: two members). */
export const arbHariKecil: fc.Arbitrary<InputSusun> = fc
  .record({
    ukuran: fc.array(fc.record({ n: fc.integer({ min: 2, max: 5 }), poomsae: fc.boolean() }), { minLength: 1, maxLength: 4 }),
    bersama: fc.array(fc.tuple(fc.nat(), fc.nat(), fc.nat(), fc.boolean()), { maxLength: 5 }),
    lapangan: fc.array(
      fc.record({ cabang: fc.constantFrom('KYORUGI', 'POOMSAE', 'SEMUA') as fc.Arbitrary<LapanganSusun['cabang']>, telat: fc.boolean() }),
      { minLength: 1, maxLength: 3 },
    ),
    istirahat: fc.integer({ min: 0, max: 2 }),
  })
  .map(({ ukuran, bersama, lapangan, istirahat }) => {
    let next = 1;
    const kelas = ukuran.map(({ n, poomsae }, i) => {
      const ids = Array.from({ length: n }, () => next++);
      return {
        id_kelas_kejuaraan: i + 1,
        cabang: poomsae ? 'POOMSAE' : 'KYORUGI',
        matches: bagan(ids),
        atlet: new Map(ids.map((id) => [id, [id]])),
      } satisfies KelasSusun;
    });
    for (const [a, b, e, tim] of bersama) {
      const ka = kelas[a % kelas.length];
      const kb = kelas[b % kelas.length];
      if (ka === kb) continue;
      const entri = [...kb.atlet.keys()][e % kb.atlet.size];
      const atlet = [...ka.atlet.keys()][e % ka.atlet.size];
      kb.atlet.set(entri, tim ? [entri, atlet] : [atlet]);
    }
    const l = lapangan.map((x, i) => ({ id_lapangan: 100 + i, cabang: x.cabang, mulai: x.telat ? '08:10' : '08:00' }));
    return { ...DASAR, istirahat, kelas, lapangan: l };
  });

/** Every arrangement of the day's placeable classes (each court's classes in every order). */
export function semuaSusunan(input: InputSusun): PenempatanKelas[][] {
  const kelas = input.kelas.filter((k) => input.lapangan.some((l) => l.cabang === 'SEMUA' || l.cabang === k.cabang));
  const out: PenempatanKelas[][] = [];
  const isi = new Map<number, number[]>(input.lapangan.map((l) => [l.id_lapangan, []]));
  const jalan = (i: number) => {
    if (i === kelas.length) {
      out.push(
        [...isi].flatMap(([id_lapangan, ids]) => ids.map((id_kelas_kejuaraan, u) => ({ id_kelas_kejuaraan, id_lapangan, urutan: u + 1 }))),
      );
      return;
    }
    for (const l of input.lapangan) {
      if (l.cabang !== 'SEMUA' && l.cabang !== kelas[i].cabang) continue;
      const xs = isi.get(l.id_lapangan)!;
      for (let p = 0; p <= xs.length; p += 1) {
        xs.splice(p, 0, kelas[i].id_kelas_kejuaraan);
        jalan(i + 1);
        xs.splice(p, 1);
      }
    }
  };
  jalan(0);
  return out;
}

/** A court's bouts: who may fight in each (its subtree's athletes) and what feeds it, computed here from the bracket. */
export function boutLapangan(kelas: readonly KelasSusun[]) {
  const bouts: { id: string; atlet: Set<number>; pemasok: string[] }[] = [];
  for (const k of kelas) {
    const by = new Map(k.matches.map((m) => [`${m.ronde}:${m.posisi}`, m]));
    const siapa = (m: MatchNomor): Set<number> => {
      const s = new Set<number>();
      for (const e of [m.id_peserta_a, m.id_peserta_b]) if (e !== null) for (const a of k.atlet.get(e) ?? [e]) s.add(a);
      if (m.ronde > 1)
        for (const p of [2 * m.posisi - 1, 2 * m.posisi]) {
          const f = by.get(`${m.ronde - 1}:${p}`);
          if (f) for (const a of siapa(f)) s.add(a);
        }
      return s;
    };
    for (const m of k.matches) {
      if (isFreeDraw(m)) continue;
      const pemasok =
        m.ronde === 1
          ? []
          : [2 * m.posisi - 1, 2 * m.posisi]
              .map((p) => by.get(`${m.ronde - 1}:${p}`))
              .filter((f) => f && !isFreeDraw(f))
              .map((f) => f!.id_match);
      bouts.push({ id: m.id_match, atlet: siapa(m), pemasok });
    }
  }
  return bouts;
}

/** The fewest rest breaches over every order of a court's bouts (feeders first): two bouts sharing a possible athlete, or fed, fewer than k apart. */
export function pelanggaranMinimum(kelas: readonly KelasSusun[], k: number): number {
  const bouts = boutLapangan(kelas);
  let best = Infinity;
  const urutan: number[] = [];
  const pakai = new Set<number>();
  const jalan = (c: number) => {
    if (c >= best) return;
    if (urutan.length === bouts.length) {
      best = c;
      return;
    }
    for (let i = 0; i < bouts.length; i += 1) {
      if (pakai.has(i)) continue;
      const b = bouts[i];
      if (!b.pemasok.every((f) => urutan.some((j) => bouts[j].id === f))) continue;
      let tambah = 0;
      for (let m = Math.max(0, urutan.length - k); m < urutan.length; m += 1) {
        const a = bouts[urutan[m]];
        if (b.pemasok.includes(a.id) || [...a.atlet].some((x) => b.atlet.has(x))) tambah += 1;
      }
      pakai.add(i);
      urutan.push(i);
      jalan(c + tambah);
      urutan.pop();
      pakai.delete(i);
    }
  };
  jalan(0);
  return best;
}
