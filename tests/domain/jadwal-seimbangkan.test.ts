import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { waktuMulaiLapangan } from '../../src/domain/jadwal/eta';
import { nomorPartai } from '../../src/domain/jadwal/nomor';
import { nilaiHari, seimbangkan, type InputSeimbang, type PartaiSeimbang } from '../../src/domain/jadwal/seimbangkan';
import type { KelasSusun, PenempatanKelas } from '../../src/domain/jadwal/susun-tipe';
import type { StatusPartai } from '../../src/domain/jadwal/types';
import { bagan } from './jadwal-fixtures';

const TANGGAL = '2026-03-01';
const M = 60_000;
const MULAI = waktuMulaiLapangan(TANGGAL, '08:00');
const PENGATURAN = { istirahat_partai: 1, menit_kyorugi: 6, menit_poomsae: 4 };

interface Hari {
  /** Per class: entries, court (index) and, per entry, its athlete. */
  kelas: Array<{ n: number; lapangan: number }>;
  lapangan: number;
  /** Entries of later classes that are the same athlete as an entry of an earlier class. */
  sama: Array<[number, number]>;
  /** Per court: bouts finished so far and the minutes each took (a late court: long bouts). */
  selesai: number[];
  menit: number[];
}

/** A running day: classes numbered on their courts by nomorPartai, the first bouts of each court finished as timed. */
function buatHari(h: Hari, pengaturan = PENGATURAN): InputSeimbang {
  let next = 1;
  const atletOf = new Map<number, number>();
  const kelas: KelasSusun[] = h.kelas.map((k, i) => {
    const entri = Array.from({ length: k.n }, () => next++);
    for (const e of entri) atletOf.set(e, e);
    return { id_kelas_kejuaraan: i + 1, cabang: 'KYORUGI', matches: bagan(entri), atlet: new Map() };
  });
  for (const [a, b] of h.sama) if (atletOf.has(a) && atletOf.has(b) && a < b) atletOf.set(b, atletOf.get(a)!);
  for (const k of kelas) {
    const peta = k.atlet as Map<number, number[]>;
    for (const m of k.matches) for (const id of [m.id_peserta_a, m.id_peserta_b]) if (id !== null) peta.set(id, [atletOf.get(id)!]);
  }
  const lapangan = Array.from({ length: h.lapangan }, (_, i) => ({ id_lapangan: i + 1, cabang: 'SEMUA' as const, mulai: '08:00' }));
  const penempatan: PenempatanKelas[] = h.kelas.map((k, i) => ({
    id_kelas_kejuaraan: i + 1,
    id_lapangan: (k.lapangan % h.lapangan) + 1,
    urutan: i + 1,
  }));
  const partai: PartaiSeimbang[] = [];
  let sekarang = MULAI;
  for (const l of lapangan) {
    const ks = penempatan.filter((p) => p.id_lapangan === l.id_lapangan).map((p) => kelas[p.id_kelas_kejuaraan - 1]);
    const atletDari = (id: number) => [atletOf.get(id) ?? id];
    const nomor = nomorPartai({ kelas: ks, istirahat: pengaturan.istirahat_partai, atletDari }).sort((a, b) => a.nomor - b.nomor);
    const selesai = h.selesai[l.id_lapangan - 1] ?? 0;
    const menit = h.menit[l.id_lapangan - 1] ?? 6;
    let t = MULAI;
    for (const b of nomor) {
      const sudah = b.nomor <= selesai;
      const status: StatusPartai = sudah ? 'SELESAI' : 'MENUNGGU';
      partai.push({
        id_match: b.id_match,
        id_kelas_kejuaraan: b.id_kelas_kejuaraan,
        id_lapangan: l.id_lapangan,
        nomor: b.nomor,
        cabang: 'KYORUGI',
        status,
        mulai_pada: sudah ? new Date(t).toISOString() : null,
        selesai_pada: sudah ? new Date(t + menit * M).toISOString() : null,
        sudut_tidak_hadir: null,
      });
      if (sudah) t += menit * M;
    }
    sekarang = Math.max(sekarang, t);
  }
  return { tanggal: TANGGAL, lapangan, kelas, penempatan, partai, pengaturan, sekarang };
}

/** The day's bouts once the proposal's moves are applied. */
function terapkan(input: InputSeimbang, usulan: ReturnType<typeof seimbangkan>): PartaiSeimbang[] {
  const baru = new Map(usulan.pindah.flatMap((p) => p.nomor.map((n) => [n.id_match, { ke: p.ke, nomor: n.nomor }] as const)));
  return input.partai.map((p) => {
    const x = baru.get(p.id_match);
    return x ? { ...p, id_lapangan: x.ke, nomor: x.nomor } : p;
  });
}

const arbHari: fc.Arbitrary<Hari> = fc
  .record({
    lapangan: fc.integer({ min: 2, max: 3 }),
    kelas: fc.array(fc.record({ n: fc.integer({ min: 2, max: 8 }), lapangan: fc.nat(2) }), { minLength: 2, maxLength: 6 }),
    sama: fc.array(fc.tuple(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: 40 })), { maxLength: 6 }),
    selesai: fc.array(fc.nat(6), { minLength: 3, maxLength: 3 }),
    menit: fc.array(fc.integer({ min: 3, max: 20 }), { minLength: 3, maxLength: 3 }),
  })
  .map((h) => h);

describe("'Seimbangkan'", () => {
  // Court 1: three classes of 4, its first bouts ran 15 min each; court 2: one class of 2 entries, finished.
  const telat: Hari = {
    lapangan: 2,
    kelas: [
      { n: 4, lapangan: 0 },
      { n: 4, lapangan: 0 },
      { n: 4, lapangan: 0 },
      { n: 2, lapangan: 1 },
    ],
    sama: [],
    selesai: [2, 1],
    menit: [15, 6],
  };

  it('moves an unstarted class from a late court to an early one: the latest expected end earlier, numbers kept', () => {
    const input = buatHari(telat, { ...PENGATURAN, istirahat_partai: 0 });
    const u = seimbangkan(input);
    expect(u.pindah.length).toBeGreaterThan(0);
    for (const p of u.pindah) {
      expect(p.dari).toBe(1);
      expect(p.ke).toBe(2);
      // After court 2's own bout 1.
      expect(Math.min(...p.nomor.map((n) => n.nomor))).toBe(2);
    }
    const [a, b] = u.lapangan;
    expect(a.sesudah!).toBeLessThan(a.sebelum!);
    expect(b.sesudah!).toBeGreaterThan(b.sebelum!);
    expect(Math.max(a.sesudah!, b.sesudah!)).toBeLessThan(Math.max(a.sebelum!, b.sebelum!));
    expect(a.geser_menit).toBeGreaterThan(0);
  });

  it('does not move a class whose bouts would lose the rest they have on their court', () => {
    // With one bout of rest, class 3 alone on court 2 would fight its final straight after a semi-final.
    const input = buatHari(telat);
    expect(seimbangkan(input).pindah).toEqual([]);
  });

  it('never breaks a constraint the current plan holds; started classes and kept numbers untouched', () => {
    fc.assert(
      fc.property(arbHari, fc.integer({ min: 0, max: 2 }), (h, istirahat_partai) => {
        const input = buatHari(h, { ...PENGATURAN, istirahat_partai });
        const u = seimbangkan(input);
        const dimulai = new Set(input.partai.filter((p) => p.status !== 'MENUNGGU').map((p) => p.id_kelas_kejuaraan));
        for (const p of u.pindah) expect(dimulai.has(p.id_kelas_kejuaraan)).toBe(false);
        const sesudah = terapkan(input, u);
        const dipindah = new Set(u.pindah.map((p) => p.id_kelas_kejuaraan));
        // Bouts that stay keep their court and number; numbers stay unique per court.
        for (const [i, p] of input.partai.entries()) {
          if (!dipindah.has(p.id_kelas_kejuaraan)) expect([sesudah[i].id_lapangan, sesudah[i].nomor]).toEqual([p.id_lapangan, p.nomor]);
        }
        const kunci = sesudah.map((p) => `${p.id_lapangan}:${p.nomor}`);
        expect(new Set(kunci).size).toBe(kunci.length);
        const before = nilaiHari(input, input.partai);
        const after = nilaiHari(input, sesudah);
        for (const x of after.pelanggaran) expect(before.pelanggaran.has(x)).toBe(true);
        const paling = (m: Map<number, number | null>) => Math.max(0, ...[...m.values()].filter((x): x is number => x !== null));
        if (u.pindah.length) expect(paling(after.akhir)).toBeLessThan(paling(before.akhir));
        else expect(paling(after.akhir)).toBe(paling(before.akhir));
      }),
      { numRuns: 60 },
    );
  });
});
