import { labelCaraRonde, type AturanKyorugi, type HasilRonde } from '../../../domain/skor';
import { mmss } from '../../ui/jadwal/format';

/** A countdown as the table reads it: 2:00 until the first second has gone. */
export const jam = (ms: number) => mmss(Math.ceil(ms / 1000));

export const labelRonde = (r: HasilRonde, aturan: AturanKyorugi) =>
  r.pemenang
    ? `Ronde ${r.ronde} dimenangkan ${r.pemenang === 'B' ? 'B (biru)' : 'R (merah)'} — ${r.cara ? labelCaraRonde(r.cara, aturan) : ''}`
    : `Ronde ${r.ronde}`;
