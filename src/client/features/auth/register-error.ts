import { ApiError, errorMessage, serverMessage } from '../../data/api-error';

/** 'Coach registration' row: the server's message, else 'Registrasi gagal'. */
export function registerErrorMessage(err: unknown): string {
  const raw = err instanceof Error ? err.message : '';
  if (raw.includes('Unique constraint failed') && raw.includes('id_dojang')) return 'Dojang ini sudah memiliki pelatih';
  if (!(err instanceof ApiError)) return raw || 'Registration failed';
  if (err.status === 0 || err.status === 413 || err.status >= 500) return errorMessage(err);
  const first = err.errors ? Object.values(err.errors)[0] : undefined;
  return serverMessage(err) || first || 'Registrasi gagal';
}
