import { ApiError, errorMessage, serverMessage } from '../../data/api-error';

/** Reset rows. */
export function resetErrorMessage(err: unknown): string {
  if (err instanceof ApiError) {
    const msg = serverMessage(err);
    if (err.status === 404 || msg === 'Email not found') return 'Email tidak terdaftar dalam sistem';
    if (msg === 'Password confirmation does not match') return 'Konfirmasi password tidak cocok';
    if (msg.toLowerCase().includes('validation')) return 'Data yang dimasukkan tidak valid';
    if (err.status === 0 || err.status >= 500) return errorMessage(err);
    return msg || 'Terjadi kesalahan. Silakan coba lagi.';
  }
  return 'Gagal mereset password';
}
