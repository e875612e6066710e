import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  KEBIJAKAN_PRIVASI_VERSI,
  PERSETUJUAN_MSG,
  cekPernyataan,
  cekPersetujuan,
  fieldsPernyataan,
  nikTersamar,
  perluWali,
  pernyataanDari,
  pernyataanSchema,
  samarkanNik,
} from '../../src/domain/privasi';

describe('NIK masking', () => {
  it('keeps the first 4 and the last 4 digits of a NIK, dots between', () => {
    expect(samarkanNik('3271011403120004')).toBe('3271••••••••0004');
    expect(samarkanNik('3271011403120004')).toHaveLength(16);
  });

  it('hides a value too short to keep both ends whole; null and empty stay null', () => {
    expect(samarkanNik('12345678')).toBe('••••••••');
    expect(samarkanNik('123456789')).toBe('1234•6789');
    expect(samarkanNik(null)).toBeNull();
    expect(samarkanNik(undefined)).toBeNull();
    expect(samarkanNik('')).toBeNull();
  });

  it('tells a masked value from a NIK', () => {
    expect(nikTersamar(samarkanNik('3271011403120004'))).toBe(true);
    expect(nikTersamar('3271011403120004')).toBe(false);
    expect(nikTersamar(null)).toBe(false);
  });
});

describe('who gives consent: under 18 on the statement date, the parent or guardian', () => {
  it('the 18th birthday itself is an adult', () => {
    expect(perluWali('2008-06-15', '2026-06-14')).toBe(true);
    expect(perluWali('2008-06-15', '2026-06-15')).toBe(false);
    expect(perluWali('2000-01-01', '2026-06-15')).toBe(false);
  });

  it('an unknown birth date asks for the guardian', () => {
    expect(perluWali(null, '2026-06-15')).toBe(true);
    expect(perluWali('bukan tanggal', '2026-06-15')).toBe(true);
  });
});

describe('the statement a form sends', () => {
  const baca = (fields: Record<string, unknown>) => pernyataanDari(v.parse(pernyataanSchema, fields));

  it('reads a ticked box in every spelling the forms use, and none at all as null', () => {
    for (const persetujuan of ['1', 'true', 'on', true]) {
      expect(baca({ persetujuan, versi_kebijakan: KEBIJAKAN_PRIVASI_VERSI })?.setuju).toBe(true);
    }
    expect(baca({ persetujuan: '0', versi_kebijakan: KEBIJAKAN_PRIVASI_VERSI })?.setuju).toBe(false);
    expect(baca({})).toBeNull();
    expect(baca({ nama_atlet: 'Andi' })).toBeNull();
  });

  it('trims the guardian name; over 200 characters is refused', () => {
    expect(baca({ persetujuan: '1', nama_wali: '  Siti  ' })?.nama_wali).toBe('Siti');
    expect(v.safeParse(pernyataanSchema, { nama_wali: 'x'.repeat(201) }).success).toBe(false);
  });

  it('round-trips through the fields it is sent as', () => {
    const p = { setuju: true, versi_kebijakan: KEBIJAKAN_PRIVASI_VERSI, nama_wali: 'Siti' };
    expect(pernyataanDari(v.parse(pernyataanSchema, fieldsPernyataan(p)))).toEqual(p);
  });
});

describe('cekPernyataan: the statement made with an athlete', () => {
  const hari = '2026-11-20';
  const anak = '2014-03-01';
  const dewasa = '2000-03-01';
  const ok = { setuju: true, versi_kebijakan: KEBIJAKAN_PRIVASI_VERSI, nama_wali: null };

  it('missing or unticked: persetujuan_wajib under the checkbox', () => {
    for (const pernyataan of [null, undefined, { ...ok, setuju: false }]) {
      expect(cekPernyataan({ tanggal_lahir: dewasa, pernyataan, hari })).toEqual({
        ok: false,
        kode: 'persetujuan_wajib',
        pesan: PERSETUJUAN_MSG.wajib,
        field: 'persetujuan',
      });
    }
  });

  it('naming another version of the notice is refused: it must be read again', () => {
    const t = cekPernyataan({ tanggal_lahir: dewasa, pernyataan: { ...ok, versi_kebijakan: '2020-01' }, hari });
    expect(t).toMatchObject({ kode: 'persetujuan_wajib', pesan: PERSETUJUAN_MSG.versiLama, field: 'persetujuan' });
  });

  it("a child's statement needs the parent's or guardian's name; an adult's does not", () => {
    expect(cekPernyataan({ tanggal_lahir: anak, pernyataan: ok, hari })).toMatchObject({
      kode: 'persetujuan_wajib',
      pesan: PERSETUJUAN_MSG.namaWali,
      field: 'nama_wali',
    });
    expect(cekPernyataan({ tanggal_lahir: anak, pernyataan: { ...ok, nama_wali: 'Siti' }, hari })).toBeNull();
    expect(cekPernyataan({ tanggal_lahir: dewasa, pernyataan: ok, hari })).toBeNull();
  });
});

describe('cekPersetujuan: may the athlete be processed further', () => {
  it('a standing statement: yes; none: persetujuan_wajib naming the athlete; withdrawn: persetujuan_dicabut', () => {
    expect(cekPersetujuan({ nama_atlet: 'Andi', persetujuan: { status: 'ADA' } })).toBeNull();
    expect(cekPersetujuan({ nama_atlet: 'Andi', persetujuan: { status: 'BELUM' } })).toEqual({
      ok: false,
      kode: 'persetujuan_wajib',
      pesan: PERSETUJUAN_MSG.belumAda('Andi'),
    });
    expect(cekPersetujuan({ nama_atlet: 'Andi', persetujuan: { status: 'DICABUT' } })).toMatchObject({
      kode: 'persetujuan_dicabut',
      pesan: PERSETUJUAN_MSG.dicabut('Andi'),
    });
  });

  it('a copy cached before the field existed is left to the server', () => {
    expect(cekPersetujuan({ nama_atlet: 'Andi' })).toBeNull();
    expect(cekPersetujuan({ nama_atlet: 'Andi', persetujuan: null })).toBeNull();
  });
});
