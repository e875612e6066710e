import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { atletCreateSchema, atletUpdateSchema, ATLET_MSG } from '../../src/domain/schemas/atlet';
import { ATLET_ADD_RULES, ATLET_EDIT_RULES, checkTotalSize, KOMPRESI, targetBytesFor } from '../../src/domain/schemas/atlet-files';
import { checkFile, MB } from '../../src/domain/schemas/files';
import { fieldErrors } from '../../src/domain/schemas/common';
import { todayWib } from '../../src/domain/atlet/umur';

const valid = {
  nama_atlet: 'Aisyah Putri Ramadhani',
  tanggal_lahir: '2013-08-02',
  jenis_kelamin: 'PEREMPUAN',
  alamat: 'Jl. Merdeka 5',
  provinsi: 'Sumatera Selatan',
  kota: 'Kota Palembang',
  nik: '1671014208130002',
  no_telp: '081234567890',
  belt: 'biru',
  berat_badan: '38.5',
  tinggi_badan: '147',
};

function errorsOf(schema: v.GenericSchema, input: unknown): Record<string, string> {
  const r = v.safeParse(schema, input);
  return r.success ? {} : fieldErrors(r.issues);
}

const yearsAgo = (n: number, monthDay = '06-15') => `${Number(todayWib().slice(0, 4)) - n}-${monthDay}`;

describe('Add athlete (spec 001 §5)', () => {
  it('accepts a complete athlete, trimmed, with numbers as numbers', () => {
    const out = v.parse(atletCreateSchema, { ...valid, nama_atlet: '  Aisyah  ', berat_badan: '38,5' });
    expect(out).toMatchObject({ nama_atlet: 'Aisyah', berat_badan: 38.5, tinggi_badan: 147 });
  });

  it('names every missing field with its own message', () => {
    expect(errorsOf(atletCreateSchema, {})).toEqual({
      nama_atlet: 'Nama wajib diisi',
      tanggal_lahir: 'Tanggal lahir wajib diisi',
      jenis_kelamin: 'Gender wajib dipilih',
      alamat: 'Alamat wajib diisi',
      provinsi: 'Provinsi wajib dipilih',
      kota: 'Kota wajib dipilih',
      nik: 'NIK wajib diisi',
      no_telp: 'Nomor telepon wajib diisi',
      belt: 'Tingkat sabuk wajib dipilih',
      berat_badan: 'Berat badan wajib diisi',
      tinggi_badan: 'Tinggi badan wajib diisi',
    });
    expect(errorsOf(atletCreateSchema, { ...valid, nama_atlet: '   ', alamat: '' })).toEqual({
      nama_atlet: 'Nama wajib diisi',
      alamat: 'Alamat wajib diisi',
    });
  });

  it.each([
    ['nik', '167101420813000', 'NIK harus 16 digit angka'],
    ['nik', '16710142081300021', 'NIK harus 16 digit angka'],
    ['nik', '1671-0142-0813-00', 'NIK harus 16 digit angka'],
    ['no_telp', '0812345678901234', 'Format nomor telepon tidak valid (contoh: 08123456789)'],
    ['no_telp', '12345678', 'Format nomor telepon tidak valid (contoh: 08123456789)'],
    ['no_telp', '+1 555 123 4567', 'Format nomor telepon tidak valid (contoh: 08123456789)'],
    ['nama_atlet', 'A\u0000B', 'Teks mengandung karakter yang tidak valid'],
    ['tanggal_lahir', '0900-03-14', 'Tanggal lahir tidak valid'],
    ['no_telp', '08123456', 'Format nomor telepon tidak valid (contoh: 08123456789)'],
    ['berat_badan', '0', 'Berat badan harus antara 1-500 kg'],
    ['berat_badan', '500.1', 'Berat badan harus antara 1-500 kg'],
    ['berat_badan', 'abc', 'Berat badan harus antara 1-500 kg'],
    ['tinggi_badan', '0.5', 'Tinggi badan harus antara 1-300 cm'],
    ['tinggi_badan', '301', 'Tinggi badan harus antara 1-300 cm'],
    ['jenis_kelamin', 'L', 'Gender wajib dipilih'],
    ['belt', 'ungu', 'Tingkat sabuk tidak valid'],
    ['tanggal_lahir', '2012-02-30', 'Tanggal lahir tidak valid'],
  ])('%s = %j → %s', (field, value, message) => {
    expect(errorsOf(atletCreateSchema, { ...valid, [field]: value })).toEqual({ [field]: message });
  });

  it('accepts the phone prefixes +62, 62 and 0 with 9 to 13 digits, and the weight and height bounds', () => {
    for (const no_telp of ['+62812345678', '62812345678', '0812345678901', '0812345678', '812345678', '12345678901'])
      expect(errorsOf(atletCreateSchema, { ...valid, no_telp })).toEqual({});
    for (const [berat_badan, tinggi_badan] of [
      ['1', '1'],
      ['500', '300'],
    ])
      expect(errorsOf(atletCreateSchema, { ...valid, berat_badan, tinggi_badan })).toEqual({});
  });

  it('refuses a birth date in the future and an athlete under 3 by year difference', () => {
    const tomorrow = new Date(Date.now() + 36 * 3600_000);
    expect(errorsOf(atletCreateSchema, { ...valid, tanggal_lahir: todayWib(tomorrow) })).toEqual({
      tanggal_lahir: todayWib(tomorrow) > todayWib() ? ATLET_MSG.masaDepan : ATLET_MSG.umurMinimal,
    });
    expect(errorsOf(atletCreateSchema, { ...valid, tanggal_lahir: yearsAgo(2, '01-01') })).toEqual({
      tanggal_lahir: 'Umur minimal 3 tahun',
    });
    expect(errorsOf(atletCreateSchema, { ...valid, tanggal_lahir: yearsAgo(3, '12-31') })).toEqual({});
  });

  it('the province must be one of the catalogue', () => {
    expect(errorsOf(atletCreateSchema, { ...valid, provinsi: 'Atlantis' })).toMatchObject({ provinsi: 'Provinsi tidak valid' });
  });

  it('the city must belong to the chosen province', () => {
    expect(errorsOf(atletCreateSchema, { ...valid, kota: 'Kota Bandung' })).toEqual({ kota: 'Kota tidak sesuai dengan provinsi' });
  });

  it('documents: 2MB each, JPG/PNG, PDF only for the belt certificate, 8MB together', () => {
    const file = (type: string, size = 1000, name = 'x') => ({ name, size, type });
    expect(checkFile(file('image/jpeg'), ATLET_ADD_RULES.pas_foto)).toBeNull();
    expect(checkFile(file('image/png', 2 * MB), ATLET_ADD_RULES.ktp)).toBeNull();
    expect(checkFile(file('image/png', 2 * MB + 1), ATLET_ADD_RULES.ktp)).toBe('File terlalu besar. Maksimal 2MB');
    expect(checkFile(file('application/pdf'), ATLET_ADD_RULES.sertifikat_belt)).toBeNull();
    expect(checkFile(file('application/pdf'), ATLET_ADD_RULES.akte_kelahiran)).toBe('Format tidak didukung');
    expect(checkFile(file('image/webp'), ATLET_ADD_RULES.pas_foto)).toBe('Format tidak didukung');
    expect(checkTotalSize([2 * MB, 2 * MB, 2 * MB, 2 * MB])).toBeNull();
    expect(checkTotalSize([3 * MB, 3 * MB, 2.5 * MB])).toBe('Total file terlalu besar (8.5MB). Maksimal 8MB');
  });

  it('compression targets: 1200 px, quality 0.8 down to 0.1, 500 KB and 300 KB for pas_foto', () => {
    expect(KOMPRESI).toMatchObject({ maxSide: 1200, startQuality: 0.8, qualityStep: 0.1, minQuality: 0.1 });
    expect(targetBytesFor('pas_foto')).toBe(300 * 1024);
    expect(targetBytesFor('akte_kelahiran')).toBe(500 * 1024);
  });
});

describe('Athlete edit (spec 001 §5)', () => {
  const base = { nama_atlet: 'Aisyah', jenis_kelamin: 'PEREMPUAN', tanggal_lahir: '2013-08-02' };

  it('always needs name, gender and birth date', () => {
    expect(errorsOf(atletUpdateSchema, {})).toEqual({
      nama_atlet: 'Nama wajib diisi',
      jenis_kelamin: 'Gender wajib dipilih',
      tanggal_lahir: 'Tanggal lahir wajib diisi',
    });
  });

  it('leaves out empty optional fields and non-positive measures', () => {
    const out = v.parse(atletUpdateSchema, { ...base, alamat: '  ', nik: '', berat_badan: '', tinggi_badan: undefined });
    expect(Object.fromEntries(Object.entries(out).filter(([, val]) => val !== undefined))).toEqual(base);
  });

  it('holds a given optional field to the add rules', () => {
    expect(errorsOf(atletUpdateSchema, { ...base, nik: '123' })).toEqual({ nik: 'NIK harus 16 digit angka' });
    expect(errorsOf(atletUpdateSchema, { ...base, no_telp: 'abc' })).toEqual({ no_telp: ATLET_MSG.telpFormat });
    expect(errorsOf(atletUpdateSchema, { ...base, berat_badan: '-3' })).toEqual({ berat_badan: ATLET_MSG.beratRentang });
    expect(errorsOf(atletUpdateSchema, { ...base, provinsi: 'Bali', kota: 'Kota Palembang' })).toEqual({ kota: ATLET_MSG.kotaTidakSesuai });
    expect(errorsOf(atletUpdateSchema, { ...base, provinsi: 'Bali' })).toEqual({ kota: 'Kota wajib dipilih' });
  });

  it('files: 5MB, JPG/PNG/WebP (PDF kept for the belt certificate)', () => {
    const file = (type: string, size = 1000) => ({ name: 'x', size, type });
    expect(checkFile(file('image/webp'), ATLET_EDIT_RULES.pas_foto)).toBeNull();
    expect(checkFile(file('image/jpeg', 5 * MB + 1), ATLET_EDIT_RULES.pas_foto)).toBe('Ukuran file maksimal 5MB');
    expect(checkFile(file('application/pdf'), ATLET_EDIT_RULES.ktp)).toBe('Format file harus JPG, PNG, JPEG, atau WebP');
    expect(checkFile(file('application/pdf'), ATLET_EDIT_RULES.sertifikat_belt)).toBeNull();
  });
});
