import { ATLET_DOKUMEN_LABEL, PREVIEW_NAME_MAX, type AtletDokumen } from '../../../../domain/schemas/atlet-files';

/** "Athlete update" download messages. */
export const ATLET_DOWNLOAD_MESSAGES = {
  none: 'Tidak ada file untuk didownload',
  missing: 'File tidak ditemukan di server',
  failed: 'Gagal mendownload file',
  invalid: 'Path file tidak valid',
} as const;

/** A name longer than 50 characters is replaced by a generic label ('File Pas Foto'). */
export function previewName(name: string, kind: AtletDokumen): string {
  return name.length > PREVIEW_NAME_MAX ? `File ${ATLET_DOKUMEN_LABEL[kind]}` : name;
}

/** A stored document: the server's random name means nothing to a coach, so 'File Pas Foto (JPG)'. */
export function storedLabel(name: string, kind: AtletDokumen): string {
  const ext = /\.([a-z0-9]+)$/i.exec(name)?.[1];
  return `File ${ATLET_DOKUMEN_LABEL[kind]}${ext ? ` (${ext.toUpperCase()})` : ''}`;
}

export function isPdf(file: { name?: string | null; type?: string } | string | null | undefined): boolean {
  if (!file) return false;
  if (typeof file === 'string') return file.toLowerCase().endsWith('.pdf');
  return file.type === 'application/pdf' || (file.name ?? '').toLowerCase().endsWith('.pdf');
}

/** Why a stored document name cannot be downloaded, or null: nothing stored, or a name that is not a plain file name. */
export function storedNameProblem(name: string | null | undefined): string | null {
  if (!name || !name.trim()) return ATLET_DOWNLOAD_MESSAGES.none;
  if (/[\\/]|\.\.|^\s|\s$/.test(name)) return ATLET_DOWNLOAD_MESSAGES.invalid;
  return null;
}

const EXT_BY_TYPE: Record<string, string> = { 'image/jpeg': '.jpg', 'image/png': '.png', 'image/webp': '.webp', 'application/pdf': '.pdf' };

/** File name for a document kept on the device (queued add or edit): 'Pas Foto - Budi.jpg'. */
export function localDownloadName(kind: AtletDokumen, nama: string, blob: { type: string; name?: string }): string {
  if (blob.name) return blob.name;
  return `${ATLET_DOKUMEN_LABEL[kind].replace('/', '-')} - ${nama}${EXT_BY_TYPE[blob.type] ?? ''}`;
}
