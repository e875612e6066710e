import { KEPUTUSAN_SKOR_LABEL, LANGKAH_SERI_LABEL, TEKNIK, TEKNIK_INFO, type Sudut } from './aturan';
import type { CaraRonde, HasilBout, HasilRonde } from './hasil';
import type { SkorSudut } from './seri';

/**
 * The round-by-round table of a Kyorugi bout, built once from the result its log gives: the console shows it before
 * 'Simpan hasil' and the result slip prints the same rows.
 */

/** How a round was won, as the table says it. */
export const CARA_RONDE_LABEL: Record<CaraRonde, string> = {
  PTF: 'Angka',
  PTG: 'Selisih poin',
  PUN: 'Gam-jeom',
  SUP: 'Keunggulan wasit',
  poin_putar: `Seri: ${LANGKAH_SERI_LABEL.poin_putar.toLowerCase()}`,
  poin_kepala: `Seri: ${LANGKAH_SERI_LABEL.poin_kepala.toLowerCase()}`,
  poin_badan: `Seri: ${LANGKAH_SERI_LABEL.poin_badan.toLowerCase()}`,
  poin_pukulan: `Seri: ${LANGKAH_SERI_LABEL.poin_pukulan.toLowerCase()}`,
  gam_jeom_sedikit: `Seri: ${LANGKAH_SERI_LABEL.gam_jeom_sedikit.toLowerCase()}`,
};

export interface SudutRonde {
  skor: number;
  gam_jeom: number;
  /** Points per technique that scored, in the rule's order ('Tendangan kepala 3'); empty when none. */
  rincian: string;
}

export interface BarisRonde {
  ronde: number;
  B: SudutRonde;
  R: SudutRonde;
  pemenang: Sudut | null;
  /** 'Angka', 'Selisih poin', …; 'Berlangsung' / 'Menunggu keputusan wasit' while open; 'Dihentikan' when the bout ended in it undecided. */
  cara: string;
}

export interface RekapRonde {
  baris: BarisRonde[];
  menang_ronde: Record<Sudut, number>;
  total: Record<Sudut, number>;
  pemenang: Sudut | null;
  /** 'Menang angka (PTF)', …; null while undecided. */
  keputusan: string | null;
}

const rincian = (s: SkorSudut) =>
  TEKNIK.filter((t) => s.poin[t] > 0)
    .map((t) => `${TEKNIK_INFO[t].label} ${s.poin[t]}`)
    .join(', ');

const sudut = (s: SkorSudut): SudutRonde => ({ skor: s.skor, gam_jeom: s.gam_jeom, rincian: rincian(s) });

function caraBaris(r: HasilRonde, h: HasilBout): string {
  if (r.cara) return CARA_RONDE_LABEL[r.cara];
  if (r.status === 'menunggu_sup') return 'Menunggu keputusan wasit';
  return h.status === 'selesai' ? 'Dihentikan' : 'Berlangsung';
}

export function rekapRonde(h: HasilBout): RekapRonde {
  return {
    baris: h.ronde.map((r) => ({ ronde: r.ronde, B: sudut(r.B), R: sudut(r.R), pemenang: r.pemenang, cara: caraBaris(r, h) })),
    menang_ronde: { ...h.menang_ronde },
    total: { ...h.total },
    pemenang: h.pemenang,
    keputusan: h.keputusan ? KEPUTUSAN_SKOR_LABEL[h.keputusan] : null,
  };
}
