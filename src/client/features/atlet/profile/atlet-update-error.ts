import { ApiError, serverMessage } from '../../../data/api-error';

export const ATLET_UPDATE_FALLBACK = 'Gagal memperbarui data atlet';
const FILE_TERLALU_BESAR = 'File terlalu besar. Maksimal 5MB per file.';

/**
 * "Athlete update": the toast for a failed save. A file over its limit is known by the refusal's code
 * 'terlalu_besar'; the words ('File size' …) are read only from an answer without a code.
 */
export function atletUpdateMessage(err: unknown): string {
  const message = err instanceof ApiError ? serverMessage(err) : err instanceof Error ? err.message : '';
  const kode = err instanceof ApiError ? err.kode : undefined;
  if (kode === 'terlalu_besar' || (kode === undefined && message.includes('File size'))) return FILE_TERLALU_BESAR;
  if (message.includes('Invalid file')) return 'Format file tidak didukung. Gunakan JPG, PNG, atau PDF.';
  if (message.includes('wajib diisi')) return `Ada field wajib yang belum diisi: ${message}`;
  return message || ATLET_UPDATE_FALLBACK;
}
