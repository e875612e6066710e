import type { InputHasil } from '../bagan/types';
import type { HasilBout } from './hasil';

/**
 * The bracket result a finished bout gives: a Kyorugi match keeps round wins (B = peserta_a = skor_a,
 * R = peserta_b = skor_b), the winner named (a referee's WDR / DSQ / RSC may give the bout to the corner with
 * fewer rounds) and the decision. Null while the log has no finished match.
 */
export function hasilKeBagan(h: HasilBout, m: { id_peserta_a: number | null; id_peserta_b: number | null }): InputHasil | null {
  if (h.status !== 'selesai' || h.pemenang === null || h.keputusan === null) return null;
  const id_pemenang = h.pemenang === 'B' ? m.id_peserta_a : m.id_peserta_b;
  if (id_pemenang === null) return null;
  return { skor_a: h.skor_a, skor_b: h.skor_b, id_pemenang, keputusan: h.keputusan };
}
