import type { PDFFont } from 'pdf-lib';
import { pembersihTeks as pembersihDomain } from '../../../domain/pdf/teks';

/** The domain's PDF text cleaner for this font (see src/domain/pdf/teks.ts). */
export const pembersihTeks = (font: PDFFont): ((teks: string) => string) => pembersihDomain(font.getCharacterSet());

/** The size from `ukuran` down to `min` at which `teks` fits `lebar`, then cut with '…' if it still does not. */
export function muatkan(teks: string, font: PDFFont, ukuran: number, min: number, lebar: number): { teks: string; ukuran: number } {
  let u = ukuran;
  const w = font.widthOfTextAtSize(teks, u);
  if (w > lebar) u = Math.max(min, Math.floor((u * lebar * 100) / w) / 100);
  if (font.widthOfTextAtSize(teks, u) <= lebar) return { teks, ukuran: u };
  let lo = 0;
  let hi = teks.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (font.widthOfTextAtSize(`${teks.slice(0, mid).trimEnd()}…`, u) <= lebar) lo = mid;
    else hi = mid - 1;
  }
  return { teks: lo === 0 ? '' : `${teks.slice(0, lo).trimEnd()}…`, ukuran: u };
}

/** Words of `teks` broken into at most `baris` lines that fit `lebar` (the last one cut with '…'). */
export function bungkus(teks: string, font: PDFFont, ukuran: number, lebar: number, baris: number): string[] {
  const kata = teks.split(/\s+/).filter(Boolean);
  const hasil: string[] = [];
  let kini = '';
  for (let i = 0; i < kata.length; i++) {
    const coba = kini ? `${kini} ${kata[i]}` : kata[i];
    if (font.widthOfTextAtSize(coba, ukuran) <= lebar || !kini) {
      kini = coba;
      continue;
    }
    hasil.push(kini);
    kini = kata[i];
    if (hasil.length === baris - 1) {
      kini = kata.slice(i).join(' ');
      break;
    }
  }
  if (kini) hasil.push(muatkan(kini, font, ukuran, ukuran, lebar).teks);
  return hasil;
}

/** Millimetres to PDF points. */
export const mm = (n: number) => (n * 72) / 25.4;

/** '21 Nov 2026' or '21 – 25 Nov 2026' style range from ISO dates, in Indonesian. */
export function rentangTanggal(mulai: string, selesai: string): string {
  const f = new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const a = new Date(`${mulai}T00:00:00Z`);
  const b = new Date(`${selesai}T00:00:00Z`);
  if (Number.isNaN(a.getTime())) return '';
  if (Number.isNaN(b.getTime()) || mulai === selesai) return f.format(a);
  return `${f.format(a)} – ${f.format(b)}`;
}
