import { describe, expect, it } from 'vitest';
import { terapkanHasil } from '../../src/domain/bagan/hasil';
import { kelasBelumSelesai, rekapKompetisiMedali, type KelasUntukRekap } from '../../src/domain/bagan/rekap';
import type { MatchBagan } from '../../src/domain/bagan/types';
import { baganManual, cari } from './bagan-hasil-fixtures';

const main = (ms: MatchBagan[], ronde: number, posisi: number) => {
  const r = terapkanHasil(ms, cari(ms, ronde, posisi).id_match, { skor_a: 3, skor_b: 1 }, 'KYORUGI');
  if (!r.ok) throw new Error(r.pesan);
  return r.matches;
};
const dojangOf = (id: number) => ({ id_dojang: Math.floor(id / 100), nama_dojang: `Dojang ${Math.floor(id / 100)}` });

/** Entries 101, 202, 303 …: entry i of the class belongs to dojang i. */
const selesai2 = () => main(baganManual([101, 202]), 1, 1);
const selesai3 = () => main(main(baganManual([101, 202, 303], [1]), 1, 1), 2, 1);

describe('rekapKompetisiMedali: the general champion is provisional (sementara) until every class is decided', () => {
  it('a class of 2 gives gold and silver, a class of 3 gold, silver and one bronze; decided classes make the tally final', () => {
    const kelas: KelasUntukRekap[] = [
      { matches: selesai2(), kategori: 'prestasi', peserta_count: 2 },
      { matches: selesai3(), kategori: 'pemula', peserta_count: 3 },
      { matches: null, kategori: 'prestasi', peserta_count: 1 }, // can never be drawn: holds nothing up
    ];
    const r = rekapKompetisiMedali(kelas, dojangOf);
    expect(r.medali).toEqual([
      { emas: 101, perak: 202, perunggu: [] },
      // 3 entries: round 1 is 101–202 and 303 (bye); 101 wins, then beats 303 in the final.
      { emas: 101, perak: 303, perunggu: [202] },
      { emas: null, perak: null, perunggu: [] },
    ]);
    expect([r.kelas_selesai, r.kelas_total, r.final]).toEqual([2, 2, true]);
    expect(r.juara_umum_final).toEqual({ prestasi: true, pemula: true });
    expect(r.semua.map((b) => [b.peringkat, b.id_dojang, b.emas, b.perak, b.perunggu])).toEqual([
      [1, 1, 2, 0, 0],
      [2, 2, 0, 1, 1],
      [3, 3, 0, 1, 0],
    ]);
    expect(r.juara_umum.prestasi.map((b) => [b.id_dojang, b.hadiah])).toEqual([
      [1, 30_000_000],
      [2, 15_000_000],
    ]);
  });

  it('a drawn class without a final winner, or a drawable class not drawn yet, keeps its category sementara', () => {
    const berjalan = main(baganManual([101, 202, 303, 404]), 1, 1); // one semi-final played
    const r = rekapKompetisiMedali(
      [
        { matches: selesai2(), kategori: 'prestasi', peserta_count: 2 },
        { matches: berjalan, kategori: 'prestasi', peserta_count: 4 },
        { matches: selesai3(), kategori: 'pemula', peserta_count: 3 },
      ],
      dojangOf,
    );
    expect([r.kelas_selesai, r.kelas_total, r.final]).toEqual([2, 3, false]);
    expect(r.juara_umum_final).toEqual({ prestasi: false, pemula: true });
    // Medals already won count in the provisional tally.
    expect(r.juara_umum.prestasi.find((b) => b.id_dojang === 4)).toBeUndefined();
    expect(r.juara_umum.prestasi.find((b) => b.id_dojang === 2)).toMatchObject({ perak: 1, perunggu: 1 });

    const belumDiundi = rekapKompetisiMedali(
      [
        { matches: selesai2(), kategori: 'prestasi', peserta_count: 2 },
        { matches: null, kategori: 'pemula', peserta_count: 2 },
      ],
      dojangOf,
    );
    expect([belumDiundi.final, belumDiundi.juara_umum_final]).toEqual([false, { prestasi: true, pemula: false }]);
    // Nothing drawn: nothing is final.
    expect(rekapKompetisiMedali([{ matches: null, kategori: 'prestasi', peserta_count: 0 }], dojangOf).final).toBe(false);
  });

  it('kelasBelumSelesai: 0–1 entries never hold anything up; a drawn class until its final has a winner', () => {
    expect(kelasBelumSelesai({ matches: null, kategori: 'prestasi', peserta_count: 1 })).toBe(false);
    expect(kelasBelumSelesai({ matches: null, kategori: 'prestasi', peserta_count: 2 })).toBe(true);
    expect(kelasBelumSelesai({ matches: baganManual([101, 202]), kategori: null, peserta_count: 2 })).toBe(true);
    expect(kelasBelumSelesai({ matches: selesai2(), kategori: null, peserta_count: 2 })).toBe(false);
    // A 3-entry class: the free-draw semi-final is no match to wait for; the final decides it.
    const tiga = main(baganManual([101, 202, 303], [1]), 1, 1);
    expect(kelasBelumSelesai({ matches: tiga, kategori: null, peserta_count: 3 })).toBe(true);
    expect(kelasBelumSelesai({ matches: selesai3(), kategori: null, peserta_count: 3 })).toBe(false);
  });
});
