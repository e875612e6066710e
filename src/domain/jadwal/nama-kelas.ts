/** The weight at the end of a class's name: 'Under 55 kg', 'Over 87 Kg', '-45 kg', '+87 kg', '45–49 kg'. */
const BERAT = /(?:(?:under|over|di bawah|di atas)\s+|[-+<>]\s*)?\d+(?:[.,]\d+)?(?:\s*[-–]\s*\d+(?:[.,]\d+)?)?\s*kg$/i;

/**
 * A class's name for a narrow card: the weight class on its own ('Under 55 kg'), the rest beside it ('Kyorugi
 * prestasi Junior Putra'), so the weight is never the part cut off. A name without a weight (Poomsae) is all `sisa`.
 */
export function pisahNamaKelas(nama: string): { berat: string | null; sisa: string } {
  const t = nama.trim();
  const m = BERAT.exec(t);
  if (!m || m.index === 0) return { berat: null, sisa: t };
  return { berat: m[0], sisa: t.slice(0, m.index).trim() };
}

/** A class's name on one line that may be cut: the weight class first ('Under 55 kg · Kyorugi prestasi Junior Putra'). */
export function namaKelasBeratDulu(nama: string): string {
  const { berat, sisa } = pisahNamaKelas(nama);
  return berat ? `${berat} · ${sisa}` : sisa;
}
