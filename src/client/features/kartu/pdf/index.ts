import type { DaftarKartu, Kartu } from '../../../../domain/schemas/kartu';
import type { OpsiKartuPdf } from './dokumen';

/**
 * ID-card PDF export. Import freely: this file is tiny; pdf-lib, qrcode and the layout load with import()
 * only when a PDF is asked for (their own chunk, precached by the service worker, so it works offline).
 */
export async function buatPdfKartu(d: DaftarKartu, kartu: readonly Kartu[], opsi: OpsiKartuPdf): Promise<Blob> {
  const { susunPdfKartu } = await import('./dokumen');
  return new Blob([new Uint8Array(await susunPdfKartu(d, kartu, opsi))], { type: 'application/pdf' });
}

/** 'kartu-peserta-<event>[-<bagian>].pdf' without characters a file system refuses. */
export function namaFileKartu(event: string, bagian?: string): string {
  const bersih = (s: string) =>
    s
      .replace(/[\\/:*?"<>|\u0000-\u001f]+/g, ' ')
      .trim()
      .replace(/\s+/g, '-')
      .toLowerCase();
  return `kartu-peserta-${bersih(event)}${bagian ? `-${bersih(bagian)}` : ''}`.slice(0, 120) + '.pdf';
}
