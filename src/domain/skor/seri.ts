import { TEKNIK, TEKNIK_INFO, type LangkahSeri, type Sudut, type Teknik } from './aturan';

/** One corner's tally in one round. */
export interface SkorSudut {
  /** Points from techniques plus the opponent's gam-jeoms. */
  skor: number;
  gam_jeom: number;
  /** Points (not hits) per technique, for the tie-break. */
  poin: Record<Teknik, number>;
}

export const skorKosong = (): SkorSudut => ({
  skor: 0,
  gam_jeom: 0,
  poin: { pukulan: 0, badan: 0, kepala: 0, putar_badan: 0, putar_kepala: 0 },
});

const jumlahPoin = (s: SkorSudut, cocok: (t: Teknik) => boolean) => TEKNIK.reduce((n, t) => (cocok(t) ? n + s.poin[t] : n), 0);

/** A step's measure, oriented so that more is better. */
function ukuran(langkah: Exclude<LangkahSeri, 'SUP'>, s: SkorSudut): number {
  switch (langkah) {
    case 'poin_putar':
      return jumlahPoin(s, (t) => TEKNIK_INFO[t].putar);
    case 'poin_kepala':
      return jumlahPoin(s, (t) => TEKNIK_INFO[t].bagian === 'kepala');
    case 'poin_badan':
      return jumlahPoin(s, (t) => TEKNIK_INFO[t].bagian === 'badan');
    case 'poin_pukulan':
      return jumlahPoin(s, (t) => TEKNIK_INFO[t].bagian === 'pukulan');
    case 'gam_jeom_sedikit':
      return -s.gam_jeom;
  }
}

/**
 * Settles a round tied on points by the set's steps in order; the first step that separates the corners
 * names the winner. null: the steps reached SUP and the referee must choose.
 */
export function putusSeri(
  urutan: readonly LangkahSeri[],
  B: SkorSudut,
  R: SkorSudut,
): { pemenang: Sudut; langkah: Exclude<LangkahSeri, 'SUP'> } | null {
  for (const langkah of urutan) {
    if (langkah === 'SUP') return null;
    const b = ukuran(langkah, B);
    const r = ukuran(langkah, R);
    if (b !== r) return { pemenang: b > r ? 'B' : 'R', langkah };
  }
  return null;
}
