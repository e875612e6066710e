import * as v from 'valibot';
import type { InputHasil } from '../bagan/types';
import type { PanelPoomsaeKelas } from './aturan';
import { PANEL_POOMSAE_SCHEMA, POOMSAE_MSG, SUARA_BENDERA_SCHEMA } from './poomsae-schema';
import {
  benderaPoomsae,
  knockoutPoomsae,
  nilaiPoomsae,
  type HasilBendera,
  type HasilKnockoutPoomsae,
  type NilaiJuri,
  type NilaiPoomsae,
} from './poomsae';

/**
 * What the court tablet sends for a Poomsae knockout bout: every judge's sheet for blue (B) and red (R) ('nilai',
 * also a body without `mode`), or every judge's flag ('bendera').
 */

export const KIRIM_POOMSAE_MSG = {
  versiMatch: 'Versi pertandingan wajib diisi (bilangan bulat)',
  panelBeda: 'Nilai B dan R harus dari juri yang sama',
  ulang: 'Nilai sama: ulangi penampilan.',
  bukanPoomsae: 'Panel juri hanya untuk partai Poomsae.',
  tersimpan: 'Nilai panel Poomsae disimpan',
  mode: 'Mode panel harus nilai atau bendera',
  tidakLengkap: 'Data panel Poomsae tidak lengkap',
  /** The class's panel differs from what was sent (the setting changed, or the tablet's copy is old). */
  panelKelas: (p: PanelPoomsaeKelas) =>
    `Kelas ini dinilai ${p.juri} juri dengan ${p.mode === 'bendera' ? 'bendera' : 'nilai'}; muat ulang panel dan isi lagi.`,
} as const;

const versi_match = v.pipe(
  v.number(KIRIM_POOMSAE_MSG.versiMatch),
  v.integer(KIRIM_POOMSAE_MSG.versiMatch),
  v.minValue(0, KIRIM_POOMSAE_MSG.versiMatch),
);

export const KIRIM_NILAI_POOMSAE_SCHEMA = v.object(
  {
    mode: v.optional(v.literal('nilai', KIRIM_POOMSAE_MSG.mode), 'nilai'),
    versi_match,
    juri: v.pipe(
      v.object({ B: PANEL_POOMSAE_SCHEMA, R: PANEL_POOMSAE_SCHEMA }, POOMSAE_MSG.panel),
      v.check((j) => j.B.length === j.R.length && j.B.every((x) => j.R.some((y) => y.juri === x.juri)), KIRIM_POOMSAE_MSG.panelBeda),
    ),
  },
  KIRIM_POOMSAE_MSG.tidakLengkap,
);

export const KIRIM_BENDERA_POOMSAE_SCHEMA = v.object(
  {
    mode: v.literal('bendera', KIRIM_POOMSAE_MSG.mode),
    versi_match,
    /** The flag of judge 1, 2, … in seat order. */
    bendera: SUARA_BENDERA_SCHEMA,
  },
  KIRIM_POOMSAE_MSG.tidakLengkap,
);

export const KIRIM_POOMSAE_SCHEMA = v.variant('mode', [KIRIM_NILAI_POOMSAE_SCHEMA, KIRIM_BENDERA_POOMSAE_SCHEMA], KIRIM_POOMSAE_MSG.mode);
export type KirimPoomsae = v.InferOutput<typeof KIRIM_POOMSAE_SCHEMA>;

/** How many judges sent and how they decide: the server compares it with the class's panel. */
export const panelKiriman = (k: KirimPoomsae): { juri: number; mode: KirimPoomsae['mode'] } => ({
  juri: k.mode === 'bendera' ? k.bendera.length : k.juri.B.length,
  mode: k.mode,
});

export const panelSesuai = (k: KirimPoomsae, kelas: PanelPoomsaeKelas): boolean => {
  const p = panelKiriman(k);
  return p.juri === kelas.juri && p.mode === kelas.mode;
};

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

/** A panel's result in either mode, as the server answers it. */
export type HasilPoomsae = ({ mode: 'nilai' } & HasilPanelPoomsae) | ({ mode: 'bendera' } & HasilBendera);

export const hitungPoomsae = (k: KirimPoomsae): HasilPoomsae =>
  k.mode === 'bendera' ? { mode: 'bendera', ...benderaPoomsae(k.bendera) } : { mode: 'nilai', ...hitungPanelPoomsae(k.juri) };

type Sudut2 = { id_peserta_a: number | null; id_peserta_b: number | null };

/**
 * The bracket result of a knockout: each corner's score (B = peserta_a = skor_a), the winner named and the
 * decision (PTF on a higher score, SUP when presentation or the total with the dropped scores decided equal
 * scores). Null on a tie after every step: the two perform again.
 */
export function poomsaeKeBagan(h: HasilKnockoutPoomsae, m: Sudut2): InputHasil | null {
  if (h.pemenang === null || h.keputusan === null) return null;
  const id_pemenang = h.pemenang === 'B' ? m.id_peserta_a : m.id_peserta_b;
  if (id_pemenang === null) return null;
  return { skor_a: h.skor_a, skor_b: h.skor_b, id_pemenang, keputusan: h.keputusan };
}

/** Flags: each corner's flag count is its score and the majority wins on it (PTF). Null without a majority. */
export function benderaKeBagan(h: HasilBendera, m: Sudut2): InputHasil | null {
  if (h.pemenang === null) return null;
  const id_pemenang = h.pemenang === 'B' ? m.id_peserta_a : m.id_peserta_b;
  if (id_pemenang === null) return null;
  return { skor_a: h.skor_a, skor_b: h.skor_b, id_pemenang, keputusan: 'PTF' };
}

export const hasilPoomsaeKeBagan = (h: HasilPoomsae, m: Sudut2): InputHasil | null =>
  h.mode === 'bendera' ? benderaKeBagan(h, m) : poomsaeKeBagan(h.knockout, m);
