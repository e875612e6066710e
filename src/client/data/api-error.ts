/**
 * A failed API call: status 0 means the network did not answer. `kode` is the server's refusal code (the
 * envelope's `kode`), what a program branches on; the message is for people. Absent for a network error,
 * a refusal made on the device, or a server from before codes.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
    readonly kode?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The failure is the server's refusal with this code (what screens branch on, not the message). */
export function adalahKode(err: unknown, kode: string): boolean {
  return err instanceof ApiError && err.kode === kode;
}

/** Made on the device: the server answered OK but its data did not fit the schema the screen expects. */
export const RESPONS_TIDAK_VALID = { kode: 'respons_tidak_valid', pesan: 'Response data tidak valid' } as const;

export const NETWORK_MESSAGE = 'Koneksi bermasalah. Periksa internet Anda.';

/** The server's own message; the 'HTTP error! status: N' stand-in of an answer without one counts as none. */
export function serverMessage(err: ApiError): string {
  return err.message.startsWith('HTTP error! status:') ? '' : err.message;
}

/** The message a form shows for a failed call. */
export function errorMessage(err: unknown, fallback = 'Terjadi kesalahan tidak terduga.'): string {
  if (!(err instanceof ApiError)) return err instanceof Error && err.message ? err.message : fallback;
  const first = err.errors ? Object.values(err.errors)[0] : undefined;
  const message = serverMessage(err);
  switch (err.status) {
    case 0:
      return NETWORK_MESSAGE;
    case 400:
      return first || message || 'Data tidak valid. Periksa kembali input Anda.';
    case 422:
      return first || message || 'Data tidak sesuai format yang diperlukan.';
    case 413:
      return 'File terlalu besar. Maksimal 5MB.';
    case 500:
      return 'Terjadi kesalahan server. Coba lagi nanti.';
    default:
      return message || (err.status ? `Error ${err.status}` : fallback);
  }
}

/** Retrying later can help: the network, a server fault, a rate limit or an expired session. */
export function isRetryable(status: number): boolean {
  return status === 0 || status === 401 || status === 408 || status === 429 || status >= 500;
}
