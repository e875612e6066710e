import { isFreeDraw } from '../bagan/hasil-cek';
import type { MatchNomor } from './nomor';

/**
 * The bouts of a class as the order of play sees them: each non-bye match, the non-bye bouts feeding it, and every
 * athlete who may be in it (its corners' athletes once known, else everyone of the bouts and byes feeding it: the
 * winner of a feeding bout is in it, so a final is a bout of each of its class's athletes until they lose).
 */

export interface PartaiModel {
  id_match: string;
  id_kelas_kejuaraan: number;
  ronde: number;
  posisi: number;
  pemasok: string[];
  /** Athletes who may fight in it, ascending, no repeats. */
  atlet: number[];
}

export function modelPartaiKelas(
  id_kelas_kejuaraan: number,
  matches: readonly MatchNomor[],
  atletDari: (id_peserta_kompetisi: number) => readonly number[],
): PartaiModel[] {
  const byKey = new Map(matches.map((m) => [`${m.ronde}:${m.posisi}`, m]));
  const mungkin = new Map<string, Set<number>>();
  const atletMatch = (m: MatchNomor): Set<number> => {
    const ada = mungkin.get(m.id_match);
    if (ada) return ada;
    const s = new Set<number>();
    for (const id of [m.id_peserta_a, m.id_peserta_b]) if (id !== null) for (const a of atletDari(id)) s.add(a);
    if (m.ronde > 1) {
      for (const p of [2 * m.posisi - 1, 2 * m.posisi]) {
        const f = byKey.get(`${m.ronde - 1}:${p}`);
        if (f) for (const a of atletMatch(f)) s.add(a);
      }
    }
    mungkin.set(m.id_match, s);
    return s;
  };
  return [...matches]
    .sort((a, b) => a.ronde - b.ronde || a.posisi - b.posisi)
    .filter((m) => !isFreeDraw(m))
    .map((m) => {
      const pemasok: string[] = [];
      if (m.ronde > 1) {
        for (const p of [2 * m.posisi - 1, 2 * m.posisi]) {
          const f = byKey.get(`${m.ronde - 1}:${p}`);
          if (f && !isFreeDraw(f)) pemasok.push(f.id_match);
        }
      }
      return {
        id_match: m.id_match,
        id_kelas_kejuaraan,
        ronde: m.ronde,
        posisi: m.posisi,
        pemasok,
        atlet: [...atletMatch(m)].sort((a, b) => a - b),
      };
    });
}

/** Whether two ascending athlete lists share one; the shared ones. */
export function atletSama(a: readonly number[], b: readonly number[]): number[] {
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      out.push(a[i]);
      i += 1;
      j += 1;
    } else if (a[i] < b[j]) i += 1;
    else j += 1;
  }
  return out;
}
