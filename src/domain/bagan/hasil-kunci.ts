import { tolak, type Tolak } from '../tolak';
import { HASIL_MSG } from './hasil-cek';
import { namaBabak } from './ronde';
import { matchBerikut } from './susun';
import type { MatchBagan } from './types';

/**
 * What the server knows of the next match's bout on its court: `mulai` once it was called, is on the mat, is finished,
 * or has scoring events or a Poomsae panel; `label` its court letter and number ('A-14'). The tablet, which cannot
 * know, passes nothing: the next match's result alone locks there, and the server refuses the rest.
 */
export interface PartaiBerikut {
  label: string | null;
  mulai: boolean;
}

export const KUNCI_MSG = {
  adaHasil: (label: string, ronde: string) =>
    `Hasil tidak dapat diubah: partai berikutnya ${label} (${ronde}) sudah memiliki hasil. Batalkan hasil itu dulu.`,
  mulai: (label: string | null, ronde: string) =>
    `${label ? `Partai berikutnya ${label}` : 'Pertandingan berikutnya'} (${ronde}) sudah dimulai: batalkan dulu partai itu.`,
} as const;

/**
 * A result moves the bracket (its winner into the next match's corner) only while the next bout has not started.
 * `gantiPemenang`: the change takes a winner out or puts another in (a score fixed under the same winner moves nothing,
 * so it is never locked). The refusal names what must be undone first.
 */
export function kunciHasil(
  matches: readonly MatchBagan[],
  m: MatchBagan,
  gantiPemenang: boolean,
  berikut?: PartaiBerikut | null,
): Tolak<'hasil_terkunci'> | null {
  if (!gantiPemenang) return null;
  const next = matchBerikut(matches, m)?.match;
  if (!next) return null;
  const adaHasil = next.id_pemenang !== null;
  if (!adaHasil && !berikut?.mulai) return null;
  const ronde = namaBabak(next.ronde, Math.max(...matches.map((x) => x.ronde)));
  const label = berikut?.label ?? null;
  if (adaHasil) return tolak('hasil_terkunci', label ? KUNCI_MSG.adaHasil(label, ronde) : HASIL_MSG.terkunci);
  return tolak('hasil_terkunci', KUNCI_MSG.mulai(label, ronde));
}
