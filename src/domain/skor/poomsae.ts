import type { Sudut } from './aturan';

/**
 * Poomsae panel scoring. Per judge: accuracy 4.0 minus 0.1 per small and 0.3 per big mistake (never below 0),
 * presentation the sum of three parts of 0.5–2.0. With 5 or more judges the highest and the lowest are dropped,
 * separately for accuracy and for presentation; the rest are averaged and rounded to 2 decimals (half up).
 * Computed in tenths and hundredths as integers, so no float fuzz reaches a tie.
 */

export interface NilaiJuri {
  juri: number;
  kesalahan_kecil: number;
  kesalahan_besar: number;
  /** Three parts, each 0.5–2.0 in steps of 0.1. */
  presentasi: readonly [number, number, number];
}

export interface NilaiJuriHitung {
  juri: number;
  akurasi: number;
  presentasi: number;
  total: number;
  akurasi_dibuang: boolean;
  presentasi_dibuang: boolean;
}

export interface NilaiPoomsae {
  juri: NilaiJuriHitung[];
  akurasi: number;
  presentasi: number;
  /** akurasi + presentasi: the performance's score (the bracket's skor). */
  total: number;
  /** Every judge's total, the dropped ones too (the second tie-break). */
  total_semua: number;
}

const persepuluh = (x: number) => Math.round(x * 10);
const akurasiPersepuluh = (n: NilaiJuri) => Math.max(0, 40 - n.kesalahan_kecil - 3 * n.kesalahan_besar);
const presentasiPersepuluh = (n: NilaiJuri) => n.presentasi.reduce((s, x) => s + persepuluh(x), 0);

/** Indexes of the highest and lowest (first such judge on a tie), when the panel drops them. */
function dibuang(nilai: readonly number[]): Set<number> {
  if (nilai.length < 5) return new Set();
  let hi = 0;
  let lo = 0;
  nilai.forEach((x, i) => {
    if (x > nilai[hi]) hi = i;
    if (x < nilai[lo]) lo = i;
  });
  // All equal: still drop two different judges.
  if (hi === lo) lo = hi === 0 ? 1 : 0;
  return new Set([hi, lo]);
}

/** Mean of the kept tenths, in hundredths, rounded half up. */
function rataRataPerseratus(nilai: readonly number[], buang: Set<number>): number {
  const tetap = nilai.filter((_, i) => !buang.has(i));
  const jumlah = tetap.reduce((s, x) => s + x, 0);
  return Math.floor((jumlah * 20 + tetap.length) / (2 * tetap.length));
}

export function nilaiPoomsae(panel: readonly NilaiJuri[]): NilaiPoomsae {
  const akurasi = panel.map(akurasiPersepuluh);
  const presentasi = panel.map(presentasiPersepuluh);
  const buangA = dibuang(akurasi);
  const buangP = dibuang(presentasi);
  const a = rataRataPerseratus(akurasi, buangA);
  const p = rataRataPerseratus(presentasi, buangP);
  return {
    juri: panel.map((n, i) => ({
      juri: n.juri,
      akurasi: akurasi[i] / 10,
      presentasi: presentasi[i] / 10,
      total: (akurasi[i] + presentasi[i]) / 10,
      akurasi_dibuang: buangA.has(i),
      presentasi_dibuang: buangP.has(i),
    })),
    akurasi: a / 100,
    presentasi: p / 100,
    total: (a + p) / 100,
    total_semua: (akurasi.reduce((s, x) => s + x, 0) + presentasi.reduce((s, x) => s + x, 0)) / 10,
  };
}

export type CaraPoomsae = 'total' | 'presentasi' | 'total_semua';

export interface HasilKnockoutPoomsae {
  /** null: still tied after every step, the two perform again (ulang). */
  pemenang: Sudut | null;
  cara: CaraPoomsae | null;
  ulang: boolean;
  skor_a: number;
  skor_b: number;
  /** For the bracket: PTF on a higher score, SUP when a tie-break step decided equal scores. */
  keputusan: 'PTF' | 'SUP' | null;
}

const perseratus = (x: number) => Math.round(x * 100);

/** Knockout: blue (B) against red (R); ties go to higher presentation, then the total including the dropped scores. */
export function knockoutPoomsae(B: NilaiPoomsae, R: NilaiPoomsae): HasilKnockoutPoomsae {
  const skor = { skor_a: B.total, skor_b: R.total };
  const langkah: [CaraPoomsae, number, number][] = [
    ['total', perseratus(B.total), perseratus(R.total)],
    ['presentasi', perseratus(B.presentasi), perseratus(R.presentasi)],
    ['total_semua', perseratus(B.total_semua), perseratus(R.total_semua)],
  ];
  for (const [cara, b, r] of langkah) {
    if (b !== r) return { pemenang: b > r ? 'B' : 'R', cara, ulang: false, ...skor, keputusan: cara === 'total' ? 'PTF' : 'SUP' };
  }
  return { pemenang: null, cara: null, ulang: true, ...skor, keputusan: null };
}

export interface HasilBendera {
  pemenang: Sudut | null;
  suara: Record<Sudut, number>;
  /** For the bracket: the flags each corner got. */
  skor_a: number;
  skor_b: number;
}

/** 'Bendera' mode: each judge raises blue or red; the majority wins (panels are odd, so there always is one). */
export function benderaPoomsae(suara: readonly Sudut[]): HasilBendera {
  const B = suara.filter((s) => s === 'B').length;
  const R = suara.length - B;
  return { pemenang: B === R ? null : B > R ? 'B' : 'R', suara: { B, R }, skor_a: B, skor_b: R };
}
