import { describe, expect, it } from 'vitest';
import { ApiError, errorMessage } from '../../src/client/data/api-error';
import { decideAccess, LOGIN_REQUIRED_TOAST } from '../../src/client/ui/guard/decide';
import { POLICY } from '../../src/client/ui/guard/policies';
import { settingsLinkFor } from '../../src/client/ui/layout/nav-links';
import { resetErrorMessage } from '../../src/client/features/auth/reset-error';
import { registerErrorMessage } from '../../src/client/features/auth/register-error';
import { dojangLoadMessage } from '../../src/client/features/dojang/dojang-load-error';

const noMessage = (status: number) => new ApiError(status, `HTTP error! status: ${status}`);

describe('spec 000 §2 guards and menus', () => {
  it("the dojang page speaks its own login message before the dashboard layout's", () => {
    expect(decideAccess(POLICY.dashboard, null, false, '/dashboard/dojang')).toEqual({
      kind: 'redirect',
      to: '/',
      toast: LOGIN_REQUIRED_TOAST,
      pageToast: 'Anda harus login dulu',
    });
    expect(decideAccess(POLICY.dashboard, null, false, '/dashboard/atlit')).toEqual({
      kind: 'redirect',
      to: '/',
      toast: LOGIN_REQUIRED_TOAST,
    });
  });
  it('Settings in the user menu never leads to Access Denied', () => {
    expect(settingsLinkFor('PELATIH')).toBe('/settings');
    expect(settingsLinkFor('ADMIN')).toBe('/admin/settings');
    expect(settingsLinkFor('ADMIN_KOMPETISI')).toBeNull();
  });
});

describe('spec 000 §8 messages', () => {
  it('400 / 422 / other statuses without a server message use the catalogue defaults', () => {
    expect(errorMessage(noMessage(400))).toBe('Data tidak valid. Periksa kembali input Anda.');
    expect(errorMessage(noMessage(422))).toBe('Data tidak sesuai format yang diperlukan.');
    expect(errorMessage(noMessage(503))).toBe('Error 503');
    expect(errorMessage(new ApiError(400, 'Pesan', { email: 'Field' }))).toBe('Field');
    expect(errorMessage(noMessage(413))).toBe('File terlalu besar. Maksimal 5MB.');
    expect(errorMessage(noMessage(500))).toBe('Terjadi kesalahan server. Coba lagi nanti.');
    expect(errorMessage(new ApiError(0, 'x'))).toBe('Koneksi bermasalah. Periksa internet Anda.');
  });
  it('reset rows', () => {
    expect(resetErrorMessage(noMessage(404))).toBe('Email tidak terdaftar dalam sistem');
    expect(resetErrorMessage(new ApiError(400, 'Email not found'))).toBe('Email tidak terdaftar dalam sistem');
    expect(resetErrorMessage(new ApiError(400, 'Password confirmation does not match'))).toBe('Konfirmasi password tidak cocok');
    expect(resetErrorMessage(new ApiError(400, 'Validation failed'))).toBe('Data yang dimasukkan tidak valid');
    expect(resetErrorMessage(noMessage(400))).toBe('Terjadi kesalahan. Silakan coba lagi.');
    expect(resetErrorMessage(new Error('boom'))).toBe('Gagal mereset password');
  });
  it('coach registration rows', () => {
    expect(registerErrorMessage(new ApiError(409, 'Dojang ini sudah memiliki pelatih'))).toBe('Dojang ini sudah memiliki pelatih');
    expect(registerErrorMessage(noMessage(409))).toBe('Registrasi gagal');
    expect(registerErrorMessage(new Error('Unique constraint failed on the fields: (`id_dojang`)'))).toBe(
      'Dojang ini sudah memiliki pelatih',
    );
    expect(registerErrorMessage(new Error(''))).toBe('Registration failed');
  });
  it('dojang load rows', () => {
    expect(dojangLoadMessage(noMessage(404), false)).toBe('Pelatih belum memiliki dojang');
    expect(dojangLoadMessage(noMessage(401), false)).toBe('Sesi login telah berakhir');
    expect(dojangLoadMessage(new ApiError(502, 'Response data tidak valid', undefined, 'respons_tidak_valid'), false)).toBe(
      'Data dojang tidak valid atau belum ada',
    );
    expect(dojangLoadMessage(noMessage(500), false)).toBe('Gagal mengambil data dojang');
    expect(dojangLoadMessage(new ApiError(404, 'Dojang tidak ditemukan'), true)).toBe('Dojang tidak ditemukan');
  });
});
