import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_DOJANG_MSG,
  DOJANG_STATUS_LABEL,
  adminDojangDetailSchema,
  adminDojangQuerySchema,
  alasanTidakBisaDihapus,
  dojangStatsSchema,
  dojangStatusLabel,
  kompetisiDojangQuerySchema,
  statusDojangSchema,
} from '../../src/domain/schemas/admin-dojang';

const first = (schema: v.GenericSchema, input: unknown) => {
  const r = v.safeParse(schema, input);
  return r.success ? null : r.issues[0].message;
};

describe('validation status labels', () => {
  it('reads Menunggu / Tervalidasi / Ditolak, an unknown code as it is', () => {
    expect(DOJANG_STATUS_LABEL).toEqual({ PENDING: 'Menunggu', APPROVED: 'Tervalidasi', REJECTED: 'Ditolak' });
    expect(dojangStatusLabel('APPROVED')).toBe('Tervalidasi');
    expect(dojangStatusLabel('LAIN')).toBe('LAIN');
    expect(ADMIN_DOJANG_MSG.konflik('REJECTED')).toBe('Status dojang sudah berubah menjadi Ditolak. Muat ulang data dojang.');
  });
});

describe('list queries', () => {
  it('defaults to page 1 of 20, trims the search and takes the status in any case', () => {
    expect(v.parse(adminDojangQuerySchema, {})).toEqual({ page: 1, limit: 20, search: undefined, status: undefined });
    expect(v.parse(adminDojangQuerySchema, { page: '3', limit: '50', search: '  elang ', status: 'approved' })).toEqual({
      page: 3,
      limit: 50,
      search: 'elang',
      status: 'APPROVED',
    });
    expect(v.parse(adminDojangQuerySchema, { page: '', search: '   ', status: '' })).toEqual({
      page: 1,
      limit: 20,
      search: undefined,
      status: undefined,
    });
    expect(v.parse(kompetisiDojangQuerySchema, { search: 'harimau' })).toEqual({ page: 1, limit: 20, search: 'harimau' });
  });

  it('refuses bad pages, sizes past 100, unknown statuses and long or NUL searches', () => {
    expect(first(adminDojangQuerySchema, { page: '0' })).toBe('Halaman tidak valid');
    expect(first(adminDojangQuerySchema, { page: '1.5' })).toBe('Halaman tidak valid');
    expect(first(adminDojangQuerySchema, { limit: '101' })).toBe('Jumlah data per halaman harus antara 1 dan 100');
    expect(first(adminDojangQuerySchema, { status: 'DISETUJUI' })).toBe('Status dojang harus PENDING, APPROVED atau REJECTED');
    expect(first(kompetisiDojangQuerySchema, { search: 'x'.repeat(101) })).toBe('Kata pencarian terlalu panjang (maksimal 100 karakter)');
    expect(first(kompetisiDojangQuerySchema, { search: 'a\u0000b' })).toBe('Teks mengandung karakter yang tidak valid');
  });
});

describe('status change body', () => {
  it('needs one of the three statuses; status_sebelumnya and the rejection note are optional', () => {
    expect(v.parse(statusDojangSchema, { status: ' rejected ' })).toEqual({
      status: 'REJECTED',
      status_sebelumnya: undefined,
      catatan: null,
    });
    expect(v.parse(statusDojangSchema, { status: 'PENDING', status_sebelumnya: 'APPROVED' })).toEqual({
      status: 'PENDING',
      status_sebelumnya: 'APPROVED',
      catatan: null,
    });
    expect(v.parse(statusDojangSchema, { status: 'REJECTED', catatan: '  Logo bukan milik dojang  ' }).catatan).toBe(
      'Logo bukan milik dojang',
    );
    expect(first(statusDojangSchema, { status: 'REJECTED', catatan: 'x'.repeat(501) })).toBe(ADMIN_DOJANG_MSG.catatan);
    expect(first(statusDojangSchema, {})).toBe(ADMIN_DOJANG_MSG.status);
    expect(first(statusDojangSchema, { status: null })).toBe(ADMIN_DOJANG_MSG.status);
    expect(first(statusDojangSchema, { status: 1 })).toBe(ADMIN_DOJANG_MSG.status);
    expect(first(statusDojangSchema, { status: 'APPROVED', status_sebelumnya: 'X' })).toBe(ADMIN_DOJANG_MSG.statusSebelumnya);
  });
});

describe('deleting a dojang', () => {
  const kosong = { jumlah_atlet: 0, jumlah_entri: 0, jumlah_bukti_transfer: 0, nama_pelatih: null };

  it('lets only an empty dojang go', () => {
    expect(alasanTidakBisaDihapus(kosong)).toBeNull();
  });

  it('names everything that still hangs on it', () => {
    expect(alasanTidakBisaDihapus({ ...kosong, jumlah_atlet: 12 })).toBe(
      'Dojang tidak dapat dihapus karena masih memiliki 12 atlet. Data atlet, pendaftaran dan pembayaran tidak ikut dihapus agar tidak hilang.',
    );
    expect(alasanTidakBisaDihapus({ jumlah_atlet: 3, jumlah_entri: 4, jumlah_bukti_transfer: 1, nama_pelatih: 'Budi' })).toContain(
      'masih memiliki 3 atlet, 4 pendaftaran kompetisi, 1 bukti transfer dan akun pelatih (Budi).',
    );
    expect(alasanTidakBisaDihapus({ ...kosong, jumlah_bukti_transfer: 2 })).toContain('2 bukti transfer.');
  });

  it('sends a dojang with only its coach account to Manajemen User', () => {
    expect(alasanTidakBisaDihapus({ ...kosong, nama_pelatih: 'Sari' })).toBe(
      'Dojang tidak dapat dihapus karena masih memiliki akun pelatih (Sari). Hapus akun pelatihnya terlebih dahulu di menu Manajemen User.',
    );
  });
});

describe('answers', () => {
  it('stats are four counts; a detail carries its delete verdict', () => {
    expect(v.safeParse(dojangStatsSchema, { totalDojang: 3, validated: 1, pending: 2, rejected: 0 }).success).toBe(true);
    expect(v.safeParse(dojangStatsSchema, { totalDojang: 3, validated: 1, pending: 2 }).success).toBe(false);
    const detail = {
      id_dojang: 1,
      nama_dojang: 'Elang',
      email: null,
      no_telp: null,
      provinsi: 'Bali',
      kota: null,
      status: 'APPROVED',
      jumlah_atlet: 0,
      nama_pelatih: null,
      created_at: '2025-01-01T00:00:00.000Z',
      negara: 'Indonesia',
      kecamatan: null,
      kelurahan: null,
      alamat: null,
      logo_url: null,
      jumlah_entri: 0,
      jumlah_bukti_transfer: 0,
      pelatih: null,
      alasan_tidak_bisa_dihapus: null,
    };
    expect(v.safeParse(adminDojangDetailSchema, detail).success).toBe(true);
    expect(v.safeParse(adminDojangDetailSchema, { ...detail, status: 'VALID' }).success).toBe(false);
  });
});
