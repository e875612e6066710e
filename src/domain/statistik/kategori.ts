import { todayWib } from '../atlet/umur';
import { KELOMPOK_USIA } from '../catalogue/kelas';

/**
 * 'Atlet per Kategori' (statistics): athletes per age group's table, decided by birth
 * year as the athlete list's 'Kategori Umur' is (kategoriUmur: the year of today minus the birth year).
 */

/** Athletes whose birth year fits no age group (younger than 5 this year, or no group at all). */
export const DI_LUAR_KATEGORI = 'Di luar kategori';

export interface AtletKategori {
  category: string;
  count: number;
  /** '5–8 tahun', '18+ tahun'; null for 'Di luar kategori'. */
  usia: string | null;
}

export interface BatasKategori {
  category: string;
  usia: string;
  /** Born on or after this day ('YYYY-01-01'); null: no lower bound (the oldest group). */
  dari: string | null;
  /** Born before this day ('YYYY-01-01'). */
  sebelum: string;
}

/**
 * Each age group as a span of birth dates in the year of `today`, so the database counts a group with two date
 * comparisons instead of computing every athlete's age (the same answer as kategoriUmur, which goes by year).
 */
export function batasLahirKategori(today: string = todayWib()): BatasKategori[] {
  const tahun = Number(today.slice(0, 4));
  const awal = (y: number) => `${String(y).padStart(4, '0')}-01-01`;
  return KELOMPOK_USIA.map((k) => ({
    category: k.nama,
    usia: k.usia_max === null ? `${k.usia_min}+ tahun` : `${k.usia_min}–${k.usia_max} tahun`,
    dari: k.usia_max === null ? null : awal(tahun - k.usia_max),
    sebelum: awal(tahun - k.usia_min + 1),
  }));
}

/**
 * The answer's list from the counts per group (in batasLahirKategori's order) and all athletes: every group
 * (0 included) in the table's order, then 'Di luar kategori' when any athlete is in no group. The counts add up
 * to `total`.
 */
export function susunKategori(batas: readonly BatasKategori[], counts: readonly number[], total: number): AtletKategori[] {
  const out: AtletKategori[] = batas.map((b, i) => ({ category: b.category, count: counts[i] ?? 0, usia: b.usia }));
  const luar = total - out.reduce((s, k) => s + k.count, 0);
  if (luar > 0) out.push({ category: DI_LUAR_KATEGORI, count: luar, usia: null });
  return out;
}
