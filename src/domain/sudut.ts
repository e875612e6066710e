import { SUDUT, type Sudut } from './skor/aturan';

/**
 * One corner convention at the venue, as the glossary and the scoring log have it: 'B' (biru, blue) is the match's
 * peserta_a / sudut_a / skor_a, 'R' (merah, red) its peserta_b / sudut_b / skor_b. The court desk's no-show and the
 * weigh-in's pending match once wrote 'A' (= peserta_a, blue) | 'B' (= peserta_b, red) instead, under other field
 * names: a write queued on a tablet (`sudut`), a bout kept on it or answered again by its key (`tidak_hadir`), a
 * pending match kept on the weigh-in desk (`sudut`). Those old fields keep their old meaning wherever they are still
 * read and are mapped by dariSudutLama; a field that carries 'B' | 'R' has a new name, so a 'B' is never read by the
 * other convention.
 */
export { SUDUT, type Sudut };

export const SUDUT_LAMA = ['A', 'B'] as const;
/** A corner as written before the one convention: 'A' = peserta_a (blue), 'B' = peserta_b (red). */
export type SudutLama = (typeof SUDUT_LAMA)[number];

/** An old-form corner in today's letters: A → B (biru), B → R (merah). */
export const dariSudutLama = (s: SudutLama): Sudut => (s === 'A' ? 'B' : 'R');
