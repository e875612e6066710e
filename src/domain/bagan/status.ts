import { isFreeDraw } from './hasil-cek';
import type { MatchBagan, StatusBagan } from './types';

/**
 * A drawn bracket's progress (Class summary): 'created' until the first result,
 * 'completed' once the final has a winner, 'in_progress' in between. Free draws are not matches.
 */

/** The match of the last round (undefined for an empty list). */
export function matchFinal(matches: readonly MatchBagan[]): MatchBagan | undefined {
  let final: MatchBagan | undefined;
  for (const m of matches) if (!final || m.ronde > final.ronde) final = m;
  return final;
}

export function statusBagan(matches: readonly MatchBagan[]): Exclude<StatusBagan, 'not_created'> {
  const final = matchFinal(matches);
  if (final && final.id_pemenang !== null && !isFreeDraw(final)) return 'completed';
  return matches.some((m) => m.id_pemenang !== null && !isFreeDraw(m)) ? 'in_progress' : 'created';
}

/** Matches decided / matches to play (n − 1 for n entries: every match except the free draws). */
export function progresBagan(matches: readonly MatchBagan[]): { selesai: number; total: number } {
  let selesai = 0;
  let total = 0;
  for (const m of matches) {
    if (isFreeDraw(m)) continue;
    total += 1;
    if (m.id_pemenang !== null) selesai += 1;
  }
  return { selesai, total };
}
