import { PENGATURAN_SKOR_BAWAAN, pilihAturan, type AturanKyorugi } from '../../../domain/skor';
import { kategoriSkor } from '../../../domain/skor/aturan-versi';

/**
 * The rule set of a bout whose court list names none (a copy kept before the server sent it, or one that did not
 * read): its category's shipped set, chosen from the category the court list carries (`kategori`) by the domain's
 * kategoriSkor / pilihAturan, as the server chooses it. A copy without the category counts as prestasi, as the server
 * counts any category but 'pemula'.
 */
export function aturanBawaanPartai(p: { kategori?: string | null }): AturanKyorugi {
  return pilihAturan(PENGATURAN_SKOR_BAWAAN, kategoriSkor(p.kategori ?? ''));
}
