import { HASIL_MSG, cekInputHasil, isFreeDraw, samaHasil } from './hasil-cek';
import { tolak } from '../tolak';
import { kunciHasil, type PartaiBerikut } from './hasil-kunci';
import { matchBerikut } from './susun';
import type { CabangBagan, InputHasil, MatchBagan, PerubahanHasil } from './types';

/**
 * Entering, correcting and undoing a result. The winner moves into the next match at once; a result that changes
 * the winner (or its undo) moves the bracket only while the next bout has not started (hasil-kunci.ts). Every changed match gets
 * versi + 1 and is listed in `berubah`; the input list and its matches are never mutated.
 */

export { HASIL_MSG, cekInputHasil, isFreeDraw, samaHasil };
export type { CekHasil, FieldHasil } from './hasil-cek';
export type { PartaiBerikut } from './hasil-kunci';

const TIDAK_DITEMUKAN = tolak('tidak_ditemukan', HASIL_MSG.tidakDitemukan);

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

/**
 * Enters or corrects the result of `id_match`. The same result again changes nothing (a replayed save); a locked
 * match is refused before its input's faults, so the scorer first learns why it cannot change (an input the rules
 * refuse counts as changing the winner). `berikut`: the next match's bout as the server knows it.
 */
export function terapkanHasil(
  matches: readonly MatchBagan[],
  id_match: string,
  input: InputHasil,
  cabang: CabangBagan,
  berikut?: PartaiBerikut | null,
): PerubahanHasil {
  const m = matches.find((x) => x.id_match === id_match);
  if (!m) return TIDAK_DITEMUKAN;
  if (samaHasil(m, input)) return salin(matches, new Map());
  const cek = cekInputHasil(m, input, cabang);
  const kunci = kunciHasil(matches, m, !cek.ok || cek.id_pemenang !== m.id_pemenang, berikut);
  if (kunci) return kunci;
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
export function batalkanHasil(matches: readonly MatchBagan[], id_match: string, berikut?: PartaiBerikut | null): PerubahanHasil {
  const m = matches.find((x) => x.id_match === id_match);
  if (!m) return TIDAK_DITEMUKAN;
  if (isFreeDraw(m)) return tolak('hasil_tidak_sah', HASIL_MSG.freeDraw);
  if (m.id_pemenang === null && m.skor_a === 0 && m.skor_b === 0 && m.keputusan === null) return salin(matches, new Map());
  const kunci = kunciHasil(matches, m, m.id_pemenang !== null, berikut);
  if (kunci) return kunci;

  const ganti = new Map<string, MatchBagan>();
  ganti.set(m.id_match, { ...m, skor_a: 0, skor_b: 0, id_pemenang: null, keputusan: null, versi: m.versi + 1 });
  if (m.id_pemenang !== null) isiSudut(matches, m, null, ganti);
  return salin(matches, ganti);
}
