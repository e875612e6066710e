import toast from 'react-hot-toast';
import { ATLET_DOKUMEN_LABEL, ATLET_EDIT_RULES, type AtletDokumen } from '../../../../domain/schemas/atlet-files';
import { ApiError } from '../../../data/api-error';
import { downloadFile, saveBlob } from '../../../data/files';
import { atletFileUrl } from '../../../data/atlet';
import { prepareDokumen } from '../compress/prepare-dokumen';
import { ATLET_DOWNLOAD_MESSAGES, localDownloadName, previewName, storedNameProblem } from './dokumen-preview';

/** Download of a stored document (HEAD check first) or of one still kept on the device, with the spec's toasts. */
export async function downloadDokumen(kind: AtletDokumen, stored: string | null, local: Blob | undefined, nama: string): Promise<void> {
  const label = ATLET_DOKUMEN_LABEL[kind];
  try {
    if (local) saveBlob(local, localDownloadName(kind, nama, local));
    else {
      const problem = storedNameProblem(stored);
      if (problem) throw new ApiError(400, problem);
      await downloadFile(atletFileUrl(kind, stored), stored as string, ATLET_DOWNLOAD_MESSAGES);
    }
    toast.success(`${label} berhasil didownload`);
  } catch (err) {
    toast.error(err instanceof ApiError && err.message ? err.message : ATLET_DOWNLOAD_MESSAGES.failed);
  }
}

/**
 * A newly chosen document: real type checked against ATLET_EDIT_RULES, images compressed,
 * then the size rule. Resolves the file to keep, or null after an error toast.
 */
export async function pickDokumen(kind: AtletDokumen, file: File, onProgress: (percent: number) => void): Promise<File | null> {
  try {
    const ready = await prepareDokumen(file, kind, ATLET_EDIT_RULES[kind], onProgress);
    toast.success(`${ATLET_DOKUMEN_LABEL[kind]} dipilih: ${previewName(ready.name, kind)}`);
    return ready;
  } catch (err) {
    toast.error(err instanceof ApiError && err.message ? err.message : 'Gagal memproses file');
    return null;
  }
}
