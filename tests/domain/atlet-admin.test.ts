import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { KELOMPOK_USIA } from '../../src/domain/catalogue/kelas';
import { kategoriUmur } from '../../src/domain/atlet/umur';
import { adminAtletQuerySchema, rentangLahir } from '../../src/domain/schemas/atlet-admin';

describe('the admin athlete list query (spec 001 §2 "All athletes")', () => {
  it("an age group's birth dates agree with kategoriUmur on both edges of every group", () => {
    const today = '2026-03-14';
    for (const k of KELOMPOK_USIA) {
      const r = rentangLahir(k.id, today)!;
      expect(kategoriUmur(r.sampai, today)?.id).toBe(k.id);
      expect(kategoriUmur(`${Number(r.sampai.slice(0, 4)) + 1}-01-01`, today)?.id).not.toBe(k.id);
      if (r.dari) {
        expect(kategoriUmur(r.dari, today)?.id).toBe(k.id);
        expect(kategoriUmur(`${Number(r.dari.slice(0, 4)) - 1}-12-31`, today)?.id).not.toBe(k.id);
      } else expect(k.usia_max).toBeNull();
    }
    expect(rentangLahir(99, today)).toBeNull();
  });

  it('defaults, SEMUA and bad values', () => {
    expect(v.parse(adminAtletQuerySchema, { page: '2' })).toEqual({
      page: 2,
      limit: 100,
      search: undefined,
      jenis_kelamin: undefined,
      kategori_umur: undefined,
    });
    expect(v.parse(adminAtletQuerySchema, { page: '1', jenis_kelamin: 'semua', kategori_umur: 'SEMUA', search: '  budi ' })).toMatchObject({
      jenis_kelamin: undefined,
      kategori_umur: undefined,
      search: 'budi',
    });
    expect(v.parse(adminAtletQuerySchema, { page: '1', jenis_kelamin: 'perempuan', kategori_umur: '3' })).toMatchObject({
      jenis_kelamin: 'PEREMPUAN',
      kategori_umur: 3,
    });
    for (const bad of [{ page: '0' }, { page: '1', limit: '101' }, { page: '1', kategori_umur: '6' }, { page: '1', jenis_kelamin: 'X' }]) {
      expect(v.safeParse(adminAtletQuerySchema, bad).success).toBe(false);
    }
  });
});
