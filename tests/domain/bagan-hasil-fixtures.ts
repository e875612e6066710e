import fc from 'fast-check';
import { terapkanHasil } from '../../src/domain/bagan/hasil';
import { jumlahRonde, ukuranBagan } from '../../src/domain/bagan/ronde';
import { susunMatches } from '../../src/domain/bagan/susun';
import {
  KEPUTUSAN_SERI,
  type HasilUndian,
  type InputHasil,
  type Keputusan,
  type MatchBagan,
  type PasanganRonde1,
} from '../../src/domain/bagan/types';

/** Shared builders of the bracket-result tests: hand-made draws (no dependency on the draw engine). */

export const uuid = (i: number) => `00000000-0000-4000-8000-${i.toString(16).padStart(12, '0')}`;
export const idsUntuk = (ukuran: number) => Array.from({ length: ukuran - 1 }, (_, i) => uuid(i + 1));

/**
 * A valid draw of `peserta`: the round-1 matches listed in `bye` hold one entry (in corner B, or R when
 * `byeDiR` says so for that match), every other match two, in list order.
 */
export function undianManual(peserta: readonly number[], bye?: readonly number[], byeDiR: readonly boolean[] = []): HasilUndian {
  const ukuran = ukuranBagan(peserta.length);
  const jumlahBye = ukuran - peserta.length;
  const tempatBye = new Set(bye ?? Array.from({ length: jumlahBye }, (_, i) => i));
  const antre = [...peserta];
  const pasangan: PasanganRonde1[] = Array.from({ length: ukuran / 2 }, (_, i) => {
    const a = antre.shift() ?? null;
    if (!tempatBye.has(i)) return [a, antre.shift() ?? null];
    return byeDiR[i] ? [null, a] : [a, null];
  });
  return { ukuran, jumlah_ronde: jumlahRonde(peserta.length), pasangan };
}

export const baganManual = (peserta: readonly number[], bye?: readonly number[], byeDiR?: readonly boolean[]) => {
  const undian = undianManual(peserta, bye, byeDiR);
  return susunMatches(undian, idsUntuk(undian.ukuran));
};

export const cari = (matches: readonly MatchBagan[], ronde: number, posisi: number): MatchBagan => {
  const m = matches.find((x) => x.ronde === ronde && x.posisi === posisi);
  if (!m) throw new Error(`match ${ronde}/${posisi} tidak ada`);
  return m;
};

/** Entries 1..n (ids 101…) with the byes on random round-1 matches and random corners. */
export const arbBagan = (min = 2, max = 128) =>
  fc.integer({ min, max }).chain((n) => {
    const ukuran = ukuranBagan(n);
    const indeks = Array.from({ length: ukuran / 2 }, (_, i) => i);
    return fc.record({
      peserta: fc.constant(Array.from({ length: n }, (_, i) => 101 + i)),
      bye: fc.shuffledSubarray(indeks, { minLength: ukuran - n, maxLength: ukuran - n }),
      byeDiR: fc.array(fc.boolean(), { minLength: ukuran / 2, maxLength: ukuran / 2 }),
    });
  });

/** One result, as a scorer would type it: a score pair, and for a tie the winner's corner and a decision. */
export interface PilihanHasil {
  skor_a: number;
  skor_b: number;
  menangA: boolean;
  keputusan: Keputusan;
}

export const arbPilihan: fc.Arbitrary<PilihanHasil> = fc.record({
  skor_a: fc.integer({ min: 0, max: 30 }),
  skor_b: fc.integer({ min: 0, max: 30 }),
  menangA: fc.boolean(),
  keputusan: fc.constantFrom(...KEPUTUSAN_SERI),
});

/** The input for match `m` from a choice: a tie names the winner and a decision, otherwise the score decides. */
export function inputDari(m: MatchBagan, p: PilihanHasil): InputHasil {
  if (p.skor_a !== p.skor_b) return { skor_a: p.skor_a, skor_b: p.skor_b };
  return { skor_a: p.skor_a, skor_b: p.skor_b, id_pemenang: p.menangA ? m.id_peserta_a : m.id_peserta_b, keputusan: p.keputusan };
}

export const pemenangDari = (m: MatchBagan, p: PilihanHasil) =>
  p.skor_a > p.skor_b || (p.skor_a === p.skor_b && p.menangA) ? m.id_peserta_a : m.id_peserta_b;

/** Plays every match that can be played, round by round, until the final has a winner. */
export function mainkanSemua(awal: readonly MatchBagan[], pilihan: readonly PilihanHasil[]): MatchBagan[] {
  let matches = [...awal];
  let i = 0;
  const rondeAkhir = Math.max(...matches.map((m) => m.ronde));
  for (let r = 1; r <= rondeAkhir; r += 1) {
    for (const m of matches.filter((x) => x.ronde === r && x.id_peserta_a !== null && x.id_peserta_b !== null)) {
      const hasil = terapkanHasil(matches, m.id_match, inputDari(m, pilihan[i++ % pilihan.length]), 'KYORUGI');
      if (!hasil.ok) throw new Error(hasil.pesan);
      matches = hasil.matches;
    }
  }
  return matches;
}
