import { KEPUTUSAN_SERI, type InputHasil, type Keputusan, type MatchBagan } from '../../../domain/bagan/types';

export interface HasilForm {
  skor_a: string;
  skor_b: string;
  id_pemenang: number | null;
  keputusan: Keputusan | '';
}

export const formDari = (m: MatchBagan): HasilForm => ({
  skor_a: hasHasil(m) ? String(m.skor_a) : '',
  skor_b: hasHasil(m) ? String(m.skor_b) : '',
  id_pemenang: hasHasil(m) ? m.id_pemenang : null,
  keputusan: hasHasil(m) && m.keputusan ? m.keputusan : '',
});

/** A result entered on a real match (both corners filled): a free draw's winner is not a result. */
export const hasHasil = (m: MatchBagan) => m.id_pemenang !== null && m.id_peserta_a !== null && m.id_peserta_b !== null;

/** Numbers of 0 or more, an empty value counts as 0 (a comma is a decimal point, as typed in Indonesia). */
export const angka = (s: string) => (s.trim() === '' ? 0 : Number(s.trim().replace(',', '.')));

export function isSeri(f: HasilForm): boolean {
  const a = angka(f.skor_a);
  const b = angka(f.skor_b);
  return Number.isFinite(a) && Number.isFinite(b) && a === b;
}

/** The input 'Save Result' sends: a tie carries the chosen winner and decision; otherwise the higher score wins. */
export function inputDari(f: HasilForm): InputHasil {
  const seri = isSeri(f);
  return {
    skor_a: angka(f.skor_a),
    skor_b: angka(f.skor_b),
    id_pemenang: seri ? f.id_pemenang : null,
    keputusan: f.keputusan === '' ? null : f.keputusan,
  };
}

export const keputusanUntuk = (seri: boolean): readonly Keputusan[] =>
  seri ? KEPUTUSAN_SERI : (['PTF', 'PTG', 'SUP', 'PUN', 'GDP', 'RSC', 'WDR', 'DSQ'] as const);
