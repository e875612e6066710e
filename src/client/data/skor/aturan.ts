import { PENGATURAN_SKOR_BAWAAN, pilihAturan, type AturanKyorugi } from '../../../domain/skor';

/**
 * The rule set of a bout the server has not named yet (offline): its class category's shipped set, read from
 * the class name the court list carries ('Kyorugi Pemula …' → the novice set, any other → prestasi), the choice
 * the server makes by the category's name.
 */
export function aturanDariKelas(nama_kelas: string): AturanKyorugi {
  return pilihAturan(PENGATURAN_SKOR_BAWAAN, /^\s*kyorugi\s+pemula\b/i.test(nama_kelas) ? 'pemula' : 'prestasi');
}
