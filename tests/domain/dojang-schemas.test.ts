import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  LOGO_RULE,
  SERTIFIKAT_SABUK_RULE,
  FOTO_KTP_RULE,
  checkFile,
  dojangRegisterSchema,
  dojangUpdateSchema,
  pelatihProfileUpdateSchema,
  cleanNik,
  todayWib,
} from '../../src/domain';

const first = (schema: v.GenericSchema, input: unknown) => {
  const r = v.safeParse(schema, input);
  return r.success ? null : r.issues[0].message;
};

describe('dojang registration (spec 000 §5)', () => {
  it('needs a name of 3 to 100 characters', () => {
    expect(first(dojangRegisterSchema, { nama_dojang: '' })).toBe('Nama dojang harus diisi');
    expect(first(dojangRegisterSchema, { nama_dojang: '  ' })).toBe('Nama dojang harus diisi');
    expect(first(dojangRegisterSchema, { nama_dojang: 'ab' })).toBe('Nama dojang minimal 3 karakter');
    expect(first(dojangRegisterSchema, { nama_dojang: 'x'.repeat(101) })).toBe('Nama dojang maksimal 100 karakter');
    expect(first(dojangRegisterSchema, { nama_dojang: 'x'.repeat(100) })).toBeNull();
  });
  it('takes an optional email and phone, checked when present', () => {
    expect(first(dojangRegisterSchema, { nama_dojang: 'Garuda', email: 'garuda' })).toBe('Format email tidak valid');
    expect(first(dojangRegisterSchema, { nama_dojang: 'Garuda', no_telp: '0812' })).toBe('Format nomor HP tidak valid (8-20 digit)');
    expect(first(dojangRegisterSchema, { nama_dojang: 'Garuda', no_telp: '081234#5678' })).toBe('Format nomor HP tidak valid (8-20 digit)');
    expect(first(dojangRegisterSchema, { nama_dojang: 'Garuda', no_telp: '(0711) 123-456', email: '' })).toBeNull();
  });
  it('defaults the country to Indonesia', () => {
    const r = v.parse(dojangRegisterSchema, { nama_dojang: ' Garuda ' });
    expect(r).toMatchObject({ nama_dojang: 'Garuda', negara: 'Indonesia' });
  });
});

describe('files (spec 000 §5)', () => {
  const file = (name: string, size: number, type: string) => ({ name, size, type });
  it('logo: at most 5 MB, JPEG/PNG/WebP, name up to 255', () => {
    expect(checkFile(file('a.png', 5 * 1024 * 1024, 'image/png'), LOGO_RULE)).toBeNull();
    expect(checkFile(file('a.png', 5 * 1024 * 1024 + 1, 'image/png'), LOGO_RULE)).toBe('Ukuran file maksimal 5MB');
    expect(checkFile(file('a.gif', 10, 'image/gif'), LOGO_RULE)).toBe('Format file harus JPG, PNG, JPEG, atau WebP');
    expect(checkFile(file(`${'a'.repeat(252)}.png`, 10, 'image/png'), LOGO_RULE)).toBe('Nama file terlalu panjang');
  });
  it('KTP photo takes images only; belt certificate also PDF', () => {
    expect(checkFile(file('k.pdf', 10, 'application/pdf'), FOTO_KTP_RULE)).not.toBeNull();
    expect(checkFile(file('s.pdf', 10, 'application/pdf'), SERTIFIKAT_SABUK_RULE)).toBeNull();
  });
});

describe('dojang edit and profile save', () => {
  it('dojang edit trims and needs nothing', () => {
    expect(v.parse(dojangUpdateSchema, { alamat: '  Jl. Merdeka 1 ', kota: '' })).toEqual({
      nama_dojang: undefined,
      email: undefined,
      no_telp: undefined,
      negara: undefined,
      provinsi: undefined,
      kota: undefined,
      kecamatan: undefined,
      kelurahan: undefined,
      alamat: 'Jl. Merdeka 1',
    });
  });
  it('dojang edit refuses a name that is sent blank; a name left out stays unchanged', () => {
    expect(first(dojangUpdateSchema, { nama_dojang: '' })).toBe('Nama dojang harus diisi');
    expect(first(dojangUpdateSchema, { nama_dojang: '   ', alamat: 'Jl. A' })).toBe('Nama dojang harus diisi');
    expect(first(dojangUpdateSchema, { nama_dojang: 'ab' })).toBe('Nama dojang minimal 3 karakter');
    expect(v.parse(dojangUpdateSchema, { nama_dojang: ' Garuda ' }).nama_dojang).toBe('Garuda');
    expect(v.parse(dojangUpdateSchema, {}).nama_dojang).toBeUndefined();
  });
  it('profile save trims, leaves out empties and sends the birth date as a date', () => {
    const out = v.parse(pelatihProfileUpdateSchema, {
      nama_pelatih: ' Budi ',
      nik: '',
      tanggal_lahir: '1990-05-17T00:00:00.000Z',
      jenis_kelamin: 'LAKI_LAKI',
    });
    expect(out).toMatchObject({ nama_pelatih: 'Budi', nik: undefined, tanggal_lahir: '1990-05-17', jenis_kelamin: 'LAKI_LAKI' });
    expect(first(pelatihProfileUpdateSchema, { tanggal_lahir: 'kemarin' })).toBe('Tanggal lahir tidak valid');
    expect(first(pelatihProfileUpdateSchema, { jenis_kelamin: 'X' })).toBe('Jenis kelamin tidak valid');
  });
  it('profile save checks NIK, phone and birth date when they are sent', () => {
    expect(first(pelatihProfileUpdateSchema, { nik: 'abc' })).toBe('NIK harus 16 digit angka');
    expect(first(pelatihProfileUpdateSchema, { nik: '123456789012345' })).toBe('NIK harus 16 digit angka');
    expect(first(pelatihProfileUpdateSchema, { nik: '12345678901234567' })).toBe('NIK harus 16 digit angka');
    expect(first(pelatihProfileUpdateSchema, { nik: 'NIK1234567890123456' })).toBe('NIK harus 16 digit angka');
    expect(v.parse(pelatihProfileUpdateSchema, { nik: ' 1671 0123-0485 0003 ' }).nik).toBe('1671012304850003');
    expect(first(pelatihProfileUpdateSchema, { no_telp: 'x' })).toBe('Format nomor telepon tidak valid');
    expect(first(pelatihProfileUpdateSchema, { no_telp: '812345678901' })).toBe('Format nomor telepon tidak valid');
    expect(first(pelatihProfileUpdateSchema, { no_telp: '081234567890123' })).toBe('Format nomor telepon tidak valid');
    expect(v.parse(pelatihProfileUpdateSchema, { no_telp: '081278451230' }).no_telp).toBe('081278451230');
    expect(v.parse(pelatihProfileUpdateSchema, { no_telp: '+6281278451230' }).no_telp).toBe('+6281278451230');
    expect(first(pelatihProfileUpdateSchema, { tanggal_lahir: '2035-01-01' })).toBe('Tanggal lahir tidak boleh di masa depan');
    expect(first(pelatihProfileUpdateSchema, { tanggal_lahir: `${todayWib()}T00:00:00.000Z` })).toBeNull();
    expect(v.parse(pelatihProfileUpdateSchema, { nik: '', no_telp: null, tanggal_lahir: '' })).toMatchObject({
      nik: undefined,
      no_telp: undefined,
      tanggal_lahir: undefined,
    });
  });
  it('NIK input strips non-digits and caps at 16', () => {
    expect(cleanNik('16-71 0123 4567 8901 99')).toBe('1671012345678901');
  });
});
