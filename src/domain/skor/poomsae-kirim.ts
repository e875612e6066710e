import * as v from 'valibot';
import type { InputHasil } from '../bagan/types';
import { PANEL_POOMSAE_SCHEMA, POOMSAE_MSG } from './poomsae-schema';
import { knockoutPoomsae, nilaiPoomsae, type HasilKnockoutPoomsae, type NilaiJuri, type NilaiPoomsae } from './poomsae';

/** What the court tablet sends for a Poomsae knockout bout: every judge's sheet for blue (B) and red (R). */

export const KIRIM_POOMSAE_MSG = {
  versiMatch: 'Versi pertandingan wajib diisi (bilangan bulat)',
  panelBeda: 'Nilai B dan R harus dari juri yang sama',
  ulang: 'Nilai sama: ulangi penampilan.',
  bukanPoomsae: 'Panel juri hanya untuk partai Poomsae.',
  tersimpan: 'Nilai panel Poomsae disimpan',
} as const;

export const KIRIM_POOMSAE_SCHEMA = v.object({
  versi_match: v.pipe(v.number(KIRIM_POOMSAE_MSG.versiMatch), v.integer(KIRIM_POOMSAE_MSG.versiMatch), v.minValue(0, KIRIM_POOMSAE_MSG.versiMatch)),
  juri: v.pipe(
    v.object({ B: PANEL_POOMSAE_SCHEMA, R: PANEL_POOMSAE_SCHEMA }, POOMSAE_MSG.panel),
    v.check((j) => j.B.length === j.R.length && j.B.every((x) => j.R.some((y) => y.juri === x.juri)), KIRIM_POOMSAE_MSG.panelBeda),
  ),
});
export type KirimPoomsae = v.InferOutput<typeof KIRIM_POOMSAE_SCHEMA>;

export interface HasilPanelPoomsae {
  B: NilaiPoomsae;
  R: NilaiPoomsae;
  knockout: HasilKnockoutPoomsae;
}

export function hitungPanelPoomsae(juri: { B: readonly NilaiJuri[]; R: readonly NilaiJuri[] }): HasilPanelPoomsae {
  const B = nilaiPoomsae(juri.B);
  const R = nilaiPoomsae(juri.R);
  return { B, R, knockout: knockoutPoomsae(B, R) };
}

/**
 * The bracket result of a knockout: each corner's score (B = peserta_a = skor_a), the winner named and the
 * decision (PTF on a higher score, SUP when presentation or the total with the dropped scores decided equal
 * scores). Null on a tie after every step: the two perform again.
 */
export function poomsaeKeBagan(
  h: HasilKnockoutPoomsae, m: { id_peserta_a: number | null; id_peserta_b: number | null },
): InputHasil | null {
  if (h.pemenang === null || h.keputusan === null) return null;
  const id_pemenang = h.pemenang === 'B' ? m.id_peserta_a : m.id_peserta_b;
  if (id_pemenang === null) return null;
  return { skor_a: h.skor_a, skor_b: h.skor_b, id_pemenang, keputusan: h.keputusan };
}
