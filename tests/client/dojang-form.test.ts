import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/client/data/api-error';
import { DojangFields } from '../../src/client/features/dojang/DojangFields';
import { checkDojangEdit, dojangRefusalErrors } from '../../src/client/features/dojang/dojang-form-errors';
import { dojangSaveMessage } from '../../src/client/features/dojang/dojang-load-error';
import type { DojangValues } from '../../src/client/features/dojang/useDojangForm';
import { expectErrorUnder, expectNoError } from './helpers/field-markup';

const noop = () => undefined;
const values: DojangValues = {
  nama_dojang: 'Dojang Garuda',
  email: 'garuda@dojang.id',
  no_telp: '0711 123456',
  negara: 'Indonesia',
  provinsi: 'Sumatera Selatan',
  kota: 'Kota Palembang',
  kecamatan: '',
  kelurahan: '',
  alamat: 'Jl. Merdeka 1',
};

describe('dojang edit: the name cannot be cleared', () => {
  it('a blank name is refused under the name and the toast says it; nothing is saved', () => {
    for (const nama of ['', '   ']) {
      const r = checkDojangEdit({ ...values, nama_dojang: nama });
      if (r.ok) throw new Error('expected a refusal');
      expect(r.errors).toEqual({ nama_dojang: 'Nama dojang harus diisi' });
      expect(r.toast).toBe('Nama dojang harus diisi');
    }
  });
  it('a valid edit passes trimmed; other empty fields stay unchanged', () => {
    const r = checkDojangEdit({ ...values, nama_dojang: ' Dojang Garuda Baru ', alamat: '' });
    expect(r).toMatchObject({ ok: true, output: { nama_dojang: 'Dojang Garuda Baru', alamat: undefined } });
  });
  it('several problems are all marked', () => {
    const r = checkDojangEdit({ ...values, nama_dojang: 'ab', email: 'garuda', no_telp: '12' });
    if (r.ok) throw new Error('expected a refusal');
    expect(r.errors).toEqual({
      nama_dojang: 'Nama dojang minimal 3 karakter',
      email: 'Format email tidak valid',
      no_telp: 'Format nomor HP tidak valid (8-20 digit)',
    });
  });
  it('a refusal from the server goes under the field it names (errors map, known message, 413 for the logo)', () => {
    expect(dojangRefusalErrors(new ApiError(400, 'x', { nama_dojang: 'Nama dojang harus diisi' }), 'x')).toEqual({
      nama_dojang: 'Nama dojang harus diisi',
    });
    const outboxRefusal = new ApiError(400, 'Nama dojang harus diisi');
    expect(dojangRefusalErrors(outboxRefusal, dojangSaveMessage(outboxRefusal))).toEqual({ nama_dojang: 'Nama dojang harus diisi' });
    expect(
      dojangRefusalErrors(new ApiError(400, 'Format file harus JPG, PNG, JPEG, atau WebP'), 'Format file harus JPG, PNG, JPEG, atau WebP'),
    ).toEqual({ logo: 'Format file harus JPG, PNG, JPEG, atau WebP' });
    expect(dojangRefusalErrors(new ApiError(413, 'File terlalu besar. Maksimal 5MB.'), 'File terlalu besar. Maksimal 5MB.')).toEqual({
      logo: 'File terlalu besar. Maksimal 5MB.',
    });
    expect(dojangRefusalErrors(new ApiError(0, ''), 'Update dojang gagal')).toEqual({});
  });
  it('renders the message under the name field, marked, and leaves the others clean', () => {
    const html = renderToStaticMarkup(
      createElement(DojangFields, {
        values: { ...values, nama_dojang: '' },
        errors: { nama_dojang: 'Nama dojang harus diisi', alamat: 'Teks terlalu panjang (maksimal 500 karakter)' },
        onChange: noop,
        onWilayah: noop,
        readOnly: false,
        busy: false,
      }),
    );
    expectErrorUnder(html, 'dojang-nama', 'Nama dojang harus diisi');
    expectErrorUnder(html, 'dojang-alamat', 'Teks terlalu panjang (maksimal 500 karakter)', 'textarea');
    expectNoError(html, 'dojang-email');
  });
});
