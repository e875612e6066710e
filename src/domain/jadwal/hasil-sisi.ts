import type { Sudut } from '../sudut';

/** A finished bout as a coach reads it: the corners' scores and ids, the winner and the decision. */
export interface HasilPartai {
  skor_a: number | null;
  skor_b: number | null;
  id_pemenang: number | null;
  keputusan: string | null;
  sudut_a: { id_peserta_kompetisi: number } | null;
  sudut_b: { id_peserta_kompetisi: number } | null;
}

const idSudut = (p: HasilPartai, s: Sudut) => (s === 'B' ? p.sudut_a : p.sudut_b)?.id_peserta_kompetisi ?? null;

/**
 * A finished bout read from the athlete's side, its own score first: 'Menang 2–1', 'Kalah 1–2 (PTF)'. `sudut_saya`:
 * the corners of one's own athletes; with both corners one's own (teammates), read from the winner's. Scores are
 * left out when there are none (a no-show).
 */
export function hasilDariSisi(p: HasilPartai, sudut_saya: readonly Sudut[]): { menang: boolean; teks: string } {
  const pemenang = sudut_saya.find((s) => p.id_pemenang !== null && idSudut(p, s) === p.id_pemenang);
  const sisi: Sudut = pemenang ?? sudut_saya[0] ?? 'B';
  const menang = pemenang !== undefined;
  const [saya, lawan] = sisi === 'B' ? [p.skor_a, p.skor_b] : [p.skor_b, p.skor_a];
  const skor = saya === null || lawan === null ? '' : ` ${saya}–${lawan}`;
  return { menang, teks: `${menang ? 'Menang' : 'Kalah'}${skor}${p.keputusan ? ` (${p.keputusan})` : ''}` };
}
