import type { DaftarPiagam, Piagam } from '../../../../domain/schemas/piagam';
import type { OpsiPiagamPdf } from './dokumen';

/** Certificate PDF export; pdf-lib, qrcode and the layout load with import() only when asked (precached: works offline). */
export async function buatPdfPiagam(d: DaftarPiagam, piagam: readonly Piagam[], opsi: OpsiPiagamPdf): Promise<Blob> {
  const { susunPdfPiagam } = await import('./dokumen');
  return new Blob([new Uint8Array(await susunPdfPiagam(d, piagam, opsi))], { type: 'application/pdf' });
}
