import { describe, expect, it } from 'vitest';
import { ID_KELOMPOK_USIA } from '../../src/domain/catalogue/kelompok-id';
import {
  KELAS_BERAT,
  KELOMPOK_USIA,
  PROVINSI,
  SABUK,
  dashboardLinkFor,
  displayName,
  guestRedirectFor,
  kotaOf,
  loginLanding,
  welcomeMessage,
} from '../../src/domain';

describe('catalogue', () => {
  it('has the 38 provinces and 514 regencies/cities, with the newer Papua provinces', () => {
    expect(PROVINSI).toHaveLength(38);
    expect(PROVINSI.reduce((n, p) => n + p.kabupaten_kota.length, 0)).toBe(514);
    expect(PROVINSI.map((p) => p.nama)).toEqual(expect.arrayContaining(['Papua Barat Daya', 'Papua Pegunungan']));
    expect(kotaOf('Sumatera Selatan')).toContain('Kota Palembang');
    expect(kotaOf('')).toEqual([]);
  });
  it("the age-group ids checked in addresses are the catalogue's", () => {
    expect(ID_KELOMPOK_USIA).toEqual(KELOMPOK_USIA.map((k) => k.id));
  });

  it('has belts, age groups and weight classes', () => {
    expect(SABUK.map((s) => s.value)).toContain('hitam8');
    expect(KELOMPOK_USIA.map((k) => k.nama)).toEqual(['Super Pra-Cadet', 'Pra-Cadet', 'Cadet', 'Junior', 'Senior']);
    expect(KELAS_BERAT.length).toBeGreaterThan(50);
  });
});

describe('roles (spec 000 §2–4)', () => {
  const base = { id_akun: 1, email: 'x@y.z' };
  it('redirects guests-only pages by role', () => {
    expect(guestRedirectFor('ADMIN')).toBe('/admin');
    expect(guestRedirectFor('PELATIH')).toBe('/dashboard');
    expect(guestRedirectFor('ADMIN_KOMPETISI')).toBe('/admin-kompetisi');
    expect(guestRedirectFor('OTHER')).toBe('/');
    expect(dashboardLinkFor('PELATIH')).toBe('/dashboard/dojang');
    expect(dashboardLinkFor('ADMIN')).toBe('/admin/validasi-peserta');
  });
  it('names the user and lands them after login', () => {
    expect(displayName({ ...base, role: 'PELATIH', pelatih: { id_pelatih: 1, nama_pelatih: 'Budi', id_dojang: 1 } })).toBe('Budi');
    expect(displayName({ ...base, role: 'ADMIN_KOMPETISI' })).toBe('x@y.z');
    expect(displayName(null)).toBe('User');
    expect(loginLanding('ADMIN')).toEqual({ to: '/admin', message: 'Login berhasil sebagai Admin!' });
    expect(loginLanding('PELATIH')).toEqual({ to: '/', message: 'Login berhasil sebagai Pelatih!' });
    // The venue's roles land on their work: the overview, the weigh-in desk, the court desk.
    expect(loginLanding('ADMIN_KOMPETISI')).toEqual({ to: '/admin-kompetisi/venue', message: 'Login berhasil!' });
    expect(loginLanding('PETUGAS_TIMBANG')).toEqual({ to: '/admin-kompetisi/penimbangan', message: 'Login berhasil!' });
    expect(loginLanding('PETUGAS_LAPANGAN')).toEqual({ to: '/admin-kompetisi/lapangan', message: 'Login berhasil!' });
    expect(loginLanding('TAMU')).toEqual({ to: '/', message: 'Login berhasil!' });
    expect(welcomeMessage({ ...base, role: 'ADMIN', admin: { id_admin: 1, nama_admin: 'Sari' } })).toBe('Selamat datang, Sari!');
  });
});
