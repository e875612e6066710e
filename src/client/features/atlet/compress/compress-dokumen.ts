import { targetBytesFor, type AtletDokumen } from '../../../../domain/schemas/atlet-files';
import { compressImage } from '../../../ui/image/compress-image';

export { GAGAL_MEMPROSES_FILE } from '../../../ui/image/compress-image';

/** An athlete document has it: 1200 px, at most 500 KB (300 KB for pas_foto); a PDF as it is. */
export function compressDokumen(file: File, kind: AtletDokumen, onProgress?: (percent: number) => void): Promise<File> {
  return compressImage(file, targetBytesFor(kind), onProgress);
}
