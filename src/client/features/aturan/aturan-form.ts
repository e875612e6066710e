import type { AturanKyorugi, KategoriSkor, PanelPoomsaeKelas, PengaturanSkor } from '../../../domain/skor';

/** The page's edits of a scoring setting, pure: the screen keeps a draft and sends it whole. */

export const KATEGORI_LABEL: Record<KategoriSkor, string> = { prestasi: 'Prestasi', pemula: 'Pemula' };

/** Best of 1, 3 or 5: the rounds and the rounds to win always go together (2 × menang − 1). */
export const PILIHAN_RONDE = [
  { menang: 1, label: '1 ronde' },
  { menang: 2, label: '3 ronde (menang 2)' },
  { menang: 3, label: '5 ronde (menang 3)' },
] as const;

/** The set a category uses, in the draft. */
export const aturanKategori = (p: PengaturanSkor, k: KategoriSkor): AturanKyorugi | undefined => p.aturan.find((a) => a.kode === p[k]);

/** Changes one rule set of the draft (by kode). */
export function ubahAturan(p: PengaturanSkor, kode: string, ubah: Partial<AturanKyorugi>): PengaturanSkor {
  return { ...p, aturan: p.aturan.map((a) => (a.kode === kode ? { ...a, ...ubah } : a)) };
}

/** The category picks another set of the draft. */
export const pilihKategori = (p: PengaturanSkor, k: KategoriSkor, kode: string): PengaturanSkor => ({ ...p, [k]: kode });

/**
 * A category back to the shipped choice: its shipped set's figures (added again if it was dropped), picked
 * again. The versi stays the server's business.
 */
export function kembalikanKategori(p: PengaturanSkor, bawaan: PengaturanSkor, k: KategoriSkor): PengaturanSkor {
  const asli = aturanKategori(bawaan, k);
  if (!asli) return p;
  const ada = p.aturan.find((a) => a.kode === asli.kode);
  const aturan = ada ? p.aturan.map((a) => (a.kode === asli.kode ? { ...asli, versi: a.versi } : a)) : [...p.aturan, asli];
  return { ...p, aturan, [k]: asli.kode };
}

/** Other categories using the same set (an edit changes theirs too). */
export const kategoriLain = (p: PengaturanSkor, k: KategoriSkor): KategoriSkor[] =>
  (['prestasi', 'pemula'] as const).filter((x) => x !== k && p[x] === p[k]);

/** A Poomsae class's own panel: null drops its entry (the class follows the default). */
export function ubahPanelKelas(p: PengaturanSkor, id_kelas_kejuaraan: number, panel: PanelPoomsaeKelas | null): PengaturanSkor {
  const lain = p.poomsae_kelas.filter((x) => x.id_kelas_kejuaraan !== id_kelas_kejuaraan);
  return { ...p, poomsae_kelas: panel ? [...lain, { id_kelas_kejuaraan, ...panel }] : lain };
}

/** A whole number typed in a field ('' → null for the fields that may be empty); undefined: not a number yet. */
export function angka(teks: string): number | null | undefined {
  const t = teks.trim();
  if (t === '') return null;
  return /^\d{1,7}$/.test(t) ? Number(t) : undefined;
}
