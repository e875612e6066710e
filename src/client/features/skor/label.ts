import type { KejadianEfektif } from '../../../domain/skor';
import type { AturanKyorugi, CaraRonde, HasilRonde } from '../../../domain/skor';
import { mmss } from '../../ui/jadwal/format';

/** A countdown as the table reads it: 2:00 until the first second has gone. */
export const jam = (ms: number) => mmss(Math.ceil(ms / 1000));

export function labelKejadian(k: KejadianEfektif, aturan: AturanKyorugi): string {
  switch (k.jenis) {
    case 'poin':
      return `${k.sudut} +${aturan.poin_teknik[k.teknik]}`;
    case 'gam_jeom':
      return `${k.sudut} gam-jeom`;
    case 'sup':
      return `SUP ${k.sudut}`;
    case 'keputusan':
      return `${k.keputusan} ${k.pemenang}`;
    default:
      return k.jenis;
  }
}

const CARA: Record<CaraRonde, string> = {
  PTF: 'angka',
  PTG: 'selisih 12 poin (PTG)',
  PUN: 'batas gam-jeom lawan (PUN)',
  SUP: 'keunggulan (SUP)',
  poin_putar: 'seri, poin tendangan putar',
  poin_kepala: 'seri, poin ke kepala',
  poin_badan: 'seri, poin ke badan',
  poin_pukulan: 'seri, poin pukulan',
  gam_jeom_sedikit: 'seri, gam-jeom lebih sedikit',
};

export const labelRonde = (r: HasilRonde) =>
  r.pemenang
    ? `Ronde ${r.ronde} dimenangkan ${r.pemenang === 'B' ? 'B (biru)' : 'R (merah)'} — ${r.cara ? CARA[r.cara] : ''}`
    : `Ronde ${r.ronde}`;
