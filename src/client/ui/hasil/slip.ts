import { saveBlob } from '../../data/files';
import { isiSlip, type DataSlip } from '../../../domain/skor/slip';

/**
 * The result slip PDF: the layout and pdf-lib load with import() only when a slip is asked for (a chunk the service
 * worker precaches, so it prints offline). Errors are thrown; the caller says so.
 */
export async function buatSlipHasil(data: DataSlip, dicetakPada?: Date): Promise<{ blob: Blob; namaFile: string }> {
  const { susunSlip } = await import('./slip-pdf');
  const isi = isiSlip(data);
  const bytes = await susunSlip(isi, dicetakPada);
  return { blob: new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), namaFile: isi.namaFile };
}

/** Builds the slip and saves it under its name. */
export async function unduhSlipHasil(data: DataSlip): Promise<void> {
  const { blob, namaFile } = await buatSlipHasil(data);
  saveBlob(blob, namaFile);
}
