import fc from 'fast-check';
import { ukuranBagan, jumlahRonde } from '../../src/domain/bagan/ronde';
import { susunMatches } from '../../src/domain/bagan/susun';
import type { MatchBagan } from '../../src/domain/bagan/types';

let seq = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++seq).padStart(12, '0')}`;

/** A bracket of the given entries (byes spread at the bottom), matches as the draw lays them out. */
export function bagan(peserta: readonly number[]): MatchBagan[] {
  const ukuran = ukuranBagan(peserta.length);
  const pasangan: [number | null, number | null][] = [];
  for (let i = 0; i < ukuran / 2; i += 1) pasangan.push([peserta[i] ?? null, peserta[ukuran - 1 - i] ?? null]);
  const ids = Array.from({ length: ukuran - 1 }, uuid);
  return susunMatches({ ukuran, jumlah_ronde: jumlahRonde(peserta.length), pasangan, seed: null } as never, ids);
}

/** A court's classes: 1..5 classes of 2..16 entries, entry ids unique across classes. */
export const arbKelas = fc.array(fc.integer({ min: 2, max: 16 }), { minLength: 1, maxLength: 5 }).map((ns) => {
  let next = 1;
  return ns.map((n, i) => ({ id_kelas_kejuaraan: i + 1, matches: bagan(Array.from({ length: n }, () => next++)) }));
});
