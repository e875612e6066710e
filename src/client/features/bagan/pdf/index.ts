import type { BaganTampil } from '../../../data/bagan/types';
import type { OpsiPdf } from './dokumen';

/**
 * Bracket PDF export. Import freely: this file is tiny. The PDF library and the layout load with
 * dynamic import() only when a PDF is asked for, as their own chunk, which the service worker precaches so
 * the export works offline. Errors are thrown; the caller shows 'Failed to export PDF. Please try again.'.
 */

export type { OpsiPdf };

/** One PDF, A4 landscape, each class on its own page(s) in the order given (e.g. every drawn class). */
export async function buatPdfBagan(kelas: readonly BaganTampil[], opsi?: OpsiPdf): Promise<Blob> {
  const { susunPdf } = await import('./dokumen');
  const bytes = await susunPdf(kelas, opsi);
  return new Blob([new Uint8Array(bytes)], { type: 'application/pdf' });
}

/**
 * Optional: loads the PDF code ahead (e.g. when the bracket page is idle, or on hover/focus of 'Export PDF'),
 * so the first export is as fast as later ones (bench/bagan-pdf.ts: ~0.5 s cold, ~0.05 s warm for 64 entries).
 */
export function siapkanPdfBagan(): void {
  import('./dokumen').catch(() => {
    // Offline before the chunk was cached: the export itself reports the failure.
  });
}

/** Builds the PDF and saves it as `namaFile` ('.pdf' is added when missing). */
export async function unduhPdfBagan(kelas: readonly BaganTampil[], namaFile: string, opsi?: OpsiPdf): Promise<void> {
  const blob = await buatPdfBagan(kelas, opsi);
  const url = URL.createObjectURL(blob);
  try {
    const a = document.createElement('a');
    a.href = url;
    a.download = /\.pdf$/i.test(namaFile) ? namaFile : `${namaFile}.pdf`;
    a.rel = 'noopener';
    a.style.display = 'none';
    document.body.append(a);
    a.click();
    a.remove();
  } finally {
    // The download has started from the click; revoking at once can cancel it in some browsers.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  }
}

/** A file name for a class ('Bagan Kyorugi Prestasi Cadet Putra Under 45 kg.pdf'), without characters a file system refuses. */
export function namaFilePdf(judul: string): string {
  const bersih = judul
    .replace(/[\\/:*?"<>|\u0000-\u001f]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return `Bagan ${bersih || 'Kelas'}`.slice(0, 140).trimEnd() + '.pdf';
}
