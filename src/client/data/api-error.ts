/** A failed API call: status 0 means the network did not answer. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const NETWORK_MESSAGE = 'Koneksi bermasalah. Periksa internet Anda.';

/** Spec 000 §8: the message a form shows for a failed call. */
export function errorMessage(err: unknown, fallback = 'Terjadi kesalahan tidak terduga.'): string {
  if (!(err instanceof ApiError)) return err instanceof Error && err.message ? err.message : fallback;
  const first = err.errors ? Object.values(err.errors)[0] : undefined;
  switch (err.status) {
    case 0:
      return NETWORK_MESSAGE;
    case 400:
      return first || err.message || 'Data tidak valid. Periksa kembali input Anda.';
    case 422:
      return first || err.message || 'Data tidak sesuai format yang diperlukan.';
    case 413:
      return 'File terlalu besar. Maksimal 5MB.';
    case 500:
      return 'Terjadi kesalahan server. Coba lagi nanti.';
    default:
      return err.message || `Error ${err.status}` || fallback;
  }
}

/** Retrying later can help: the network, a server fault, a rate limit or an expired session. */
export function isRetryable(status: number): boolean {
  return status === 0 || status === 401 || status === 408 || status === 429 || status >= 500;
}
