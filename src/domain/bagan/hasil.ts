import { HASIL_MSG, cekInputHasil, isFreeDraw, samaHasil } from './hasil-cek';
import { tolak } from '../tolak';
import { matchBerikut } from './susun';
import type { CabangBagan, InputHasil, MatchBagan, PerubahanHasil } from './types';

/**
 * Entering, correcting and undoing a result. The winner moves into the
 * next match at once; a result can change only while the next match has none. Every changed match gets
 * versi + 1 and is listed in `berubah`; the input list and its matches are never mutated.
 */

export { HASIL_MSG, cekInputHasil, isFreeDraw, samaHasil };
export type { CekHasil, FieldHasil } from './hasil-cek';

const TIDAK_DITEMUKAN = tolak('tidak_ditemukan', HASIL_MSG.tidakDitemukan);
const TERKUNCI = tolak('hasil_terkunci', HASIL_MSG.terkunci);

function salin(matches: readonly MatchBagan[], ganti: ReadonlyMap<string, MatchBagan>): PerubahanHasil {
  return {
    ok: true,
    matches: matches.map((m) => ganti.get(m.id_match) ?? { ...m }),
    berubah: [...ganti.keys()],
  };
}

/** Puts `id` into the next match's corner (null takes it out); unchanged when the corner already holds it. */
function isiSudut(matches: readonly MatchBagan[], m: MatchBagan, id: number | null, ganti: Map<string, MatchBagan>): void {
  const berikut = matchBerikut(matches, m);
  if (!berikut) return;
  const kolom = berikut.sudut === 'a' ? 'id_peserta_a' : 'id_peserta_b';
  if (berikut.match[kolom] === id) return;
  ganti.set(berikut.match.id_match, { ...berikut.match, [kolom]: id, versi: berikut.match.versi + 1 });
}

const hasilTerkunci = (matches: readonly MatchBagan[], m: MatchBagan) => (matchBerikut(matches, m)?.match.id_pemenang ?? null) !== null;

/**
 * Enters or corrects the result of `id_match`. The same result again changes nothing (a replayed save);
 * a locked match is refused before its input is checked, so the scorer first learns why it cannot change.
 */
export function terapkanHasil(matches: readonly MatchBagan[], id_match: string, input: InputHasil, cabang: CabangBagan): PerubahanHasil {
  const m = matches.find((x) => x.id_match === id_match);
  if (!m) return TIDAK_DITEMUKAN;
  if (samaHasil(m, input)) return salin(matches, new Map());
  if (hasilTerkunci(matches, m)) return TERKUNCI;
  const cek = cekInputHasil(m, input, cabang);
  if (!cek.ok) return tolak('hasil_tidak_sah', cek.pesan, cek.field);

  const ganti = new Map<string, MatchBagan>();
  ganti.set(m.id_match, {
    ...m,
    skor_a: input.skor_a,
    skor_b: input.skor_b,
    id_pemenang: cek.id_pemenang,
    keputusan: cek.keputusan,
    versi: m.versi + 1,
  });
  isiSudut(matches, m, cek.id_pemenang, ganti);
  return salin(matches, ganti);
}

/** Undoes the result of `id_match`: scores 0, no winner, no decision, the winner out of the next match. */
export function batalkanHasil(matches: readonly MatchBagan[], id_match: string): PerubahanHasil {
  const m = matches.find((x) => x.id_match === id_match);
  if (!m) return TIDAK_DITEMUKAN;
  if (isFreeDraw(m)) return tolak('hasil_tidak_sah', HASIL_MSG.freeDraw);
  if (m.id_pemenang === null && m.skor_a === 0 && m.skor_b === 0 && m.keputusan === null) return salin(matches, new Map());
  if (hasilTerkunci(matches, m)) return TERKUNCI;

  const ganti = new Map<string, MatchBagan>();
  ganti.set(m.id_match, { ...m, skor_a: 0, skor_b: 0, id_pemenang: null, keputusan: null, versi: m.versi + 1 });
  if (m.id_pemenang !== null) isiSudut(matches, m, null, ganti);
  return salin(matches, ganti);
}
