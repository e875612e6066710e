import type { PDFFont } from 'pdf-lib';
import { formatTanggalId } from '../../../../domain/kompetisi/tanggal';
import type { KompetisiHeader } from '../../../../domain/schemas/bagan';

/** Text for the standard PDF fonts: what they cannot draw loses its accent or becomes '?' (shared with the cards and certificates). */
export { pembersihTeks } from '../../../ui/pdf/teks';

const ELIPSIS = '…';

/** `teks` cut with '…' to fit `lebar` points at `ukuran` (already cleaned for the font). */
export function potongTeks(teks: string, font: PDFFont, ukuran: number, lebar: number): string {
  if (lebar <= 0) return '';
  if (font.widthOfTextAtSize(teks, ukuran) <= lebar) return teks;
  let lo = 0;
  let hi = teks.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (font.widthOfTextAtSize(teks.slice(0, mid).trimEnd() + ELIPSIS, ukuran) <= lebar) lo = mid;
    else hi = mid - 1;
  }
  return lo === 0 ? '' : teks.slice(0, lo).trimEnd() + ELIPSIS;
}

/** '08 Nov 2025' or '08 Nov 2025 – 10 Nov 2025', then the location. */
export function barisAcara(k: KompetisiHeader): string {
  const mulai = formatTanggalId(k.tanggal_mulai);
  const selesai = formatTanggalId(k.tanggal_selesai);
  const tanggal = selesai === '-' || selesai === mulai ? mulai : `${mulai} – ${selesai}`;
  return k.lokasi?.trim() ? `${tanggal} · ${k.lokasi.trim()}` : tanggal;
}

/** '12 Nov 2025 14.05' in the device's time (the moment the sheet was printed). */
export function waktuCetak(t: Date): string {
  const tanggal = new Intl.DateTimeFormat('id-ID', { day: '2-digit', month: 'short', year: 'numeric' }).format(t);
  const jam = `${String(t.getHours()).padStart(2, '0')}.${String(t.getMinutes()).padStart(2, '0')}`;
  return `${tanggal} ${jam}`;
}

let skorFormat: Record<'KYORUGI' | 'POOMSAE', Intl.NumberFormat> | undefined;

/** Kyorugi points as whole numbers, poomsae scores with two decimals (id-ID: '8,45'). */
export function formatSkor(skor: number, cabang: 'KYORUGI' | 'POOMSAE'): string {
  skorFormat ??= {
    KYORUGI: new Intl.NumberFormat('id-ID', { maximumFractionDigits: 2 }),
    POOMSAE: new Intl.NumberFormat('id-ID', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  };
  return skorFormat[cabang].format(skor);
}
