import { describe, expect, it } from 'vitest';
import { decideAccess, LOGIN_REQUIRED_TOAST } from '../../src/client/ui/guard/decide';
import { POLICY } from '../../src/client/ui/guard/policies';
import { formatRupiah, formatTanggal } from '../../src/client/ui/format';
import { isActivePath } from '../../src/client/ui/layout/nav-links';
import { profileToValues, valuesToFields } from '../../src/client/features/pengaturan/akun/useProfileForm';
import { dojangToValues, trimValues } from '../../src/client/features/dojang/useDojangForm';

const as = (role: string) => ({ role });

describe('route guard decisions (spec 000 §2)', () => {
  it('shows Loading while the session is checked', () => {
    expect(decideAccess(POLICY.pelatih, null, true)).toEqual({ kind: 'loading' });
  });
  it('sends visitors of protected pages to /login, remembering the page', () => {
    expect(decideAccess(POLICY.pelatih, null, false)).toEqual({ kind: 'redirect', to: '/login' });
    expect(decideAccess(POLICY.admin, null, false, '/admin/users')).toEqual({
      kind: 'redirect',
      to: '/login',
      search: { redirect: '/admin/users' },
    });
  });
  it('the dashboard layout sends visitors home with the toast (trailing space kept)', () => {
    expect(decideAccess(POLICY.dashboard, null, false)).toEqual({ kind: 'redirect', to: '/', toast: LOGIN_REQUIRED_TOAST });
    expect(LOGIN_REQUIRED_TOAST).toBe('Anda harus login terlebih dahulu ');
  });
  it('wrong role: coach pages send other roles to their own area; a non-admin on /admin goes to /dashboard', () => {
    expect(decideAccess(POLICY.pelatih, as('ADMIN'), false)).toEqual({ kind: 'redirect', to: '/admin' });
    expect(decideAccess(POLICY.pelatih, as('ADMIN_KOMPETISI'), false)).toEqual({ kind: 'redirect', to: '/admin-kompetisi/venue' });
    expect(decideAccess(POLICY.admin, as('PELATIH'), false)).toEqual({ kind: 'redirect', to: '/dashboard' });
  });
  it('Access Denied with both roles where the page is genuinely forbidden', () => {
    expect(decideAccess(POLICY.adminKompetisi, as('ADMIN'), false)).toEqual({
      kind: 'denied',
      required: ['ADMIN_KOMPETISI'],
      actual: 'ADMIN',
    });
    expect(decideAccess(POLICY.pelatih, as('OTHER'), false)).toEqual({ kind: 'denied', required: ['PELATIH'], actual: 'OTHER' });
  });
  it('dojang page admits PELATIH and ADMIN; dashboard admits anyone logged in', () => {
    expect(decideAccess(POLICY.dojangPage, as('ADMIN'), false)).toEqual({ kind: 'allow' });
    expect(decideAccess(POLICY.dojangPage, as('PELATIH'), false)).toEqual({ kind: 'allow' });
    expect(decideAccess(POLICY.dashboard, as('ADMIN_KOMPETISI'), false)).toEqual({ kind: 'allow' });
  });
  it('guest pages redirect a logged-in user by role', () => {
    expect(decideAccess(POLICY.guest, null, false)).toEqual({ kind: 'allow' });
    expect(decideAccess(POLICY.guest, as('ADMIN'), false)).toEqual({ kind: 'redirect', to: '/admin' });
    expect(decideAccess(POLICY.guest, as('PELATIH'), false)).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(decideAccess(POLICY.guest, as('ADMIN_KOMPETISI'), false)).toEqual({ kind: 'redirect', to: '/admin-kompetisi' });
    expect(decideAccess(POLICY.guest, as('OTHER'), false)).toEqual({ kind: 'redirect', to: '/' });
  });
});

describe('formatting', () => {
  it('formats fees and dates the Indonesian way', () => {
    expect(formatRupiah(500000)).toBe('Rp 500.000');
    expect(formatTanggal('2025-11-22')).toMatch(/^22 Nov 2025$/);
    expect(formatTanggal(null)).toBe('-');
  });
  it('marks nav items active by path prefix', () => {
    expect(isActivePath('/dashboard/atlit/5', '/dashboard/atlit')).toBe(true);
    expect(isActivePath('/dashboard/atlitx', '/dashboard/atlit')).toBe(false);
    expect(isActivePath('/events', '/')).toBe(false);
  });
});

describe('form helpers', () => {
  it('profile save trims and leaves out empty values', () => {
    const values = { ...profileToValues(undefined), nama_pelatih: '  Budi ', alamat: '   ' };
    expect(valuesToFields(values)).toEqual({ nama_pelatih: 'Budi' });
  });
  it('dojang values come from the record with nulls as empty strings and are trimmed on save', () => {
    const v = dojangToValues(undefined);
    expect(Object.values(v).every((x) => x === '')).toBe(true);
    expect(trimValues({ ...v, nama_dojang: ' Garuda ' }).nama_dojang).toBe('Garuda');
  });
});
