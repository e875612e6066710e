import { ApiError, serverMessage } from '../../../data/api-error';

export const ATLET_UPDATE_FALLBACK = 'Gagal memperbarui data atlet';

/** "Athlete update": the toast for a failed save. */
export function atletUpdateMessage(err: unknown): string {
  const message = err instanceof ApiError ? serverMessage(err) : err instanceof Error ? err.message : '';
  if (message.includes('File size')) return 'File terlalu besar. Maksimal 5MB per file.';
  if (message.includes('Invalid file')) return 'Format file tidak didukung. Gunakan JPG, PNG, atau PDF.';
  if (message.includes('wajib diisi')) return `Ada field wajib yang belum diisi: ${message}`;
  return message || ATLET_UPDATE_FALLBACK;
}
