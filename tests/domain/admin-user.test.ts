import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  adminUserListResponseSchema,
  adminUserQuerySchema,
  adminUserStatusSchema,
  cekAksiUser,
  gantiPasswordAwalSchema,
  namaUser,
  tambahUserSchema,
} from '../../src/domain/schemas/admin-user';

const first = (schema: v.GenericSchema, input: unknown) => {
  const r = v.safeParse(schema, input);
  return r.success ? null : r.issues[0].message;
};

describe('GET /api/admin/users query', () => {
  it('defaults to page 1 of 20 with no filters; blanks mean no filter', () => {
    expect(v.parse(adminUserQuerySchema, {})).toEqual({ page: 1, limit: 20, search: undefined, role: undefined, status: undefined });
    expect(v.parse(adminUserQuerySchema, { page: '3', limit: '100', search: '  budi ', role: 'PELATIH', status: '' })).toEqual({
      page: 3,
      limit: 100,
      search: 'budi',
      role: 'PELATIH',
      status: undefined,
    });
  });
  it('refuses pages, limits and filters outside the rules', () => {
    expect(first(adminUserQuerySchema, { limit: '101' })).toBe('Jumlah data per halaman harus antara 1 dan 100');
    expect(first(adminUserQuerySchema, { page: '0' })).toBe('Halaman tidak valid');
    expect(first(adminUserQuerySchema, { page: '1.5' })).toBe('Halaman tidak valid');
    expect(first(adminUserQuerySchema, { role: 'admin' })).toBe('Role tidak valid');
    expect(first(adminUserQuerySchema, { status: 'DELETED' })).toBe('Status user harus ACTIVE atau INACTIVE');
  });
  it('status body takes ACTIVE or INACTIVE only', () => {
    expect(first(adminUserStatusSchema, { status: 'INACTIVE' })).toBeNull();
    expect(first(adminUserStatusSchema, { status: 'inactive' })).toBe('Status user harus ACTIVE atau INACTIVE');
    expect(first(adminUserStatusSchema, {})).toBe('Status user harus ACTIVE atau INACTIVE');
  });
});

describe('Tambah User', () => {
  const ok = { role: 'ADMIN', nama: ' Sari ', email: ' Sari@Arena.ID ', password: 'Rahasia1', konfirmasi_password: 'Rahasia1' };
  it('trims and lowercases; an ADMIN carries no competition', () => {
    expect(v.parse(tambahUserSchema, { ...ok, id_kompetisi: 4 })).toEqual({
      role: 'ADMIN',
      nama: 'Sari',
      email: 'sari@arena.id',
      password: 'Rahasia1',
      konfirmasi_password: 'Rahasia1',
      id_kompetisi: undefined,
    });
  });
  it('needs a competition for ADMIN_KOMPETISI', () => {
    expect(first(tambahUserSchema, { ...ok, role: 'ADMIN_KOMPETISI' })).toBe('Kompetisi wajib dipilih');
    expect(first(tambahUserSchema, { ...ok, role: 'ADMIN_KOMPETISI', id_kompetisi: '' })).toBe('Kompetisi wajib dipilih');
    expect(first(tambahUserSchema, { ...ok, role: 'ADMIN_KOMPETISI', id_kompetisi: 'x' })).toBe('Kompetisi tidak valid');
    expect(v.parse(tambahUserSchema, { ...ok, role: 'ADMIN_KOMPETISI', id_kompetisi: '7' }).id_kompetisi).toBe(7);
  });
  it('uses the coach-registration password rules', () => {
    expect(first(tambahUserSchema, { ...ok, password: 'Rah1', konfirmasi_password: 'Rah1' })).toBe('Password minimal 8 karakter');
    expect(first(tambahUserSchema, { ...ok, password: 'rahasiaa', konfirmasi_password: 'rahasiaa' })).toBe(
      'Password harus mengandung minimal 1 huruf dan 1 angka',
    );
    expect(first(tambahUserSchema, { ...ok, konfirmasi_password: 'Rahasia2' })).toBe('Password dan konfirmasi password tidak sama');
    expect(first(tambahUserSchema, { ...ok, role: 'PELATIH' })).toBe('Role harus ADMIN atau ADMIN_KOMPETISI');
    expect(first(tambahUserSchema, { ...ok, role: undefined })).toBe('Role harus ADMIN atau ADMIN_KOMPETISI');
    expect(first(tambahUserSchema, { ...ok, email: 'sari' })).toBe('Format email tidak valid');
    expect(first(tambahUserSchema, { ...ok, nama: '' })).toBe('Nama wajib diisi');
  });
  it('the first-password change follows the same rules', () => {
    expect(first(gantiPasswordAwalSchema, { password_baru: 'Baru1234', konfirmasi_password: 'Baru1234' })).toBeNull();
    expect(first(gantiPasswordAwalSchema, { password_baru: 'Baru1234', konfirmasi_password: 'Baru12345' })).toBe(
      'Password dan konfirmasi password tidak sama',
    );
    expect(first(gantiPasswordAwalSchema, {})).toBe('Password wajib diisi');
  });
});

describe('user rules', () => {
  const admin = (id: number, status = 'ACTIVE') => ({ id_akun: id, role: 'ADMIN', status });
  it('never your own account', () => {
    expect(cekAksiUser('hapus', 1, admin(1), 5)).toEqual({
      ok: false,
      kode: 'akun_sendiri',
      pesan: 'Anda tidak dapat menghapus akun Anda sendiri',
    });
    expect(cekAksiUser('aktifkan', 1, admin(1), 5)).toEqual({
      ok: false,
      kode: 'akun_sendiri',
      pesan: 'Anda tidak dapat mengubah status akun Anda sendiri',
    });
  });
  it('never the last ACTIVE admin; an INACTIVE admin or another role may go', () => {
    const last = { ok: false, kode: 'admin_terakhir', pesan: 'Tidak dapat menonaktifkan atau menghapus admin aktif terakhir' };
    expect(cekAksiUser('hapus', 2, admin(1), 1)).toEqual(last);
    expect(cekAksiUser('nonaktifkan', 2, admin(1), 1)).toEqual(last);
    expect(cekAksiUser('hapus', 2, admin(1), 2)).toEqual({ ok: true });
    expect(cekAksiUser('hapus', 2, admin(1, 'INACTIVE'), 1)).toEqual({ ok: true });
    expect(cekAksiUser('aktifkan', 2, admin(1, 'INACTIVE'), 0)).toEqual({ ok: true });
    expect(cekAksiUser('hapus', 2, { id_akun: 1, role: 'PELATIH', status: 'ACTIVE' }, 1)).toEqual({ ok: true });
  });
});

describe('list answer', () => {
  const user = {
    id_akun: 1,
    email: 'budi@uji.id',
    role: 'PELATIH',
    status: 'ACTIVE',
    created_at: '2025-01-01T00:00:00.000Z',
    harus_ganti_password: false,
    admin: null,
    pelatih: { nama_pelatih: 'Budi', dojang: null },
    admin_kompetisi: null,
  };
  it('reads data, meta and counts; the name falls back to the email', () => {
    const parsed = v.parse(adminUserListResponseSchema, {
      success: true,
      data: [user],
      meta: { page: 1, limit: 20, total: 1, totalPages: 1 },
      counts: { total: 1, ACTIVE: 1, INACTIVE: 0, ADMIN: 0, PELATIH: 1, ADMIN_KOMPETISI: 0 },
    });
    expect(namaUser(parsed.data[0])).toBe('Budi');
    expect(namaUser({ ...user, pelatih: null })).toBe('budi@uji.id');
    expect(v.safeParse(adminUserListResponseSchema, { success: true, data: [user] }).success).toBe(false);
  });
});
