import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { atletCreateSchema, atletUpdateSchema, ATLET_MSG } from '../../src/domain/schemas/atlet';
import { atletSchema } from '../../src/domain/api-types';
import { fieldErrors } from '../../src/domain/schemas/common';

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
const edit = { nama_atlet: 'Aisyah', tanggal_lahir: '2013-08-02', jenis_kelamin: 'PEREMPUAN' };

describe('kewarganegaraan (WNI / WNA): the fee depends on it', () => {
  it('add: WNI when absent, empty or null; WNA and wna accepted', () => {
    expect(v.parse(atletCreateSchema, valid).kewarganegaraan).toBe('WNI');
    expect(v.parse(atletCreateSchema, { ...valid, kewarganegaraan: '' }).kewarganegaraan).toBe('WNI');
    expect(v.parse(atletCreateSchema, { ...valid, kewarganegaraan: null }).kewarganegaraan).toBe('WNI');
    expect(v.parse(atletCreateSchema, { ...valid, kewarganegaraan: ' wna ' }).kewarganegaraan).toBe('WNA');
  });

  it('edit: unchanged (undefined) unless sent', () => {
    expect(v.parse(atletUpdateSchema, edit).kewarganegaraan).toBeUndefined();
    expect(v.parse(atletUpdateSchema, { ...edit, kewarganegaraan: '' }).kewarganegaraan).toBeUndefined();
    expect(v.parse(atletUpdateSchema, { ...edit, kewarganegaraan: 'WNA' }).kewarganegaraan).toBe('WNA');
  });

  it.each([['ASING'], [1], [true]])('%s is refused with the field message', (value) => {
    for (const [schema, input] of [
      [atletCreateSchema, valid],
      [atletUpdateSchema, edit],
    ] as const) {
      const r = v.safeParse(schema, { ...input, kewarganegaraan: value });
      expect(r.success).toBe(false);
      if (!r.success) expect(fieldErrors(r.issues)).toEqual({ kewarganegaraan: ATLET_MSG.kewarganegaraan });
    }
  });

  it('an athlete answer cached before the field existed still reads (as no value, i.e. WNI)', () => {
    const cached = {
      id_atlet: 1,
      nama_atlet: 'A',
      jenis_kelamin: 'LAKI_LAKI',
      tanggal_lahir: '2012-01-01',
      umur: 13,
      id_dojang: 1,
      id_pelatih_pembuat: null,
      dojang: { id_dojang: 1, nama_dojang: 'D' },
      berat_badan: null,
      tinggi_badan: null,
      created_at: '2025-01-01T00:00:00.000Z',
      updated_at: '2025-01-01T00:00:00.000Z',
    };
    expect(v.is(atletSchema, cached)).toBe(true);
    expect(v.is(atletSchema, { ...cached, kewarganegaraan: 'WNA' })).toBe(true);
    expect(v.is(atletSchema, { ...cached, kewarganegaraan: 'ASING' })).toBe(false);
  });
});
