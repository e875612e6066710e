import { describe, expect, it } from 'vitest';
import { kategoriText, parseAdminAtletSearch, rangeText, tanggalLahirText } from '../../src/client/features/atlet/semua/admin-atlet-view';
import { namaUnduhan, rincianText } from '../../src/client/features/bukti/bukti-view';
import type { BuktiAdmin } from '../../src/domain/schemas/bukti-verifikasi';

describe('Data Atlet view helpers (spec 001 §2 "All athletes")', () => {
  it("birth dates in id-ID; one that cannot be formatted shows 'Invalid date'", () => {
    expect(tanggalLahirText('2012-03-14')).toBe('14 Mar 2012');
    for (const bad of ['2012-02-30', 'bukan tanggal', '', null, undefined]) expect(tanggalLahirText(bad)).toBe('Invalid date');
    expect(kategoriText('bukan tanggal')).toBe('-');
  });

  it("'Menampilkan x-y dari n atlet'", () => {
    expect(rangeText(1, 100, 100, 384)).toBe('Menampilkan 1-100 dari 384 atlet');
    expect(rangeText(4, 100, 84, 384)).toBe('Menampilkan 301-384 dari 384 atlet');
    expect(rangeText(1, 100, 0, 0)).toBe('Menampilkan 0 dari 0 atlet');
  });

  it('the address keeps only known filters', () => {
    expect(parseAdminAtletSearch({ page: '3', q: ' budi ', jk: 'PEREMPUAN', ku: '2' })).toEqual({
      page: 3,
      q: ' budi ',
      jk: 'PEREMPUAN',
      ku: 2,
    });
    expect(parseAdminAtletSearch({ page: '1', q: '', jk: 'X', ku: '9', lain: 1 })).toEqual({});
    expect(parseAdminAtletSearch({ page: -2, ku: 0 })).toEqual({});
  });
});

describe('Bukti Transfer view helpers', () => {
  const b = {
    id_bukti_transfer: 12,
    bukti_transfer_path: 'a1b2.png',
    tb_dojang: { nama_dojang: 'Garuda TKD (Palembang)', kota: null },
    tagihan: {
      rincian: [
        { kewarganegaraan: 'WNI', jumlah: 4, tarif: 500_000, subtotal: 2_000_000 },
        { kewarganegaraan: 'WNA', jumlah: 1, tarif: 1_000_000, subtotal: 1_000_000 },
      ],
    },
  } as unknown as BuktiAdmin;

  it('the invoice breakdown and a download name that says whose proof it is', () => {
    expect(rincianText(b)).toBe('4 WNI × Rp 500.000 · 1 WNA × Rp 1.000.000');
    expect(rincianText({ ...b, tagihan: { ...b.tagihan, rincian: [] } })).toBe('Belum ada peserta');
    expect(namaUnduhan(b)).toBe('bukti-transfer-garuda-tkd-palembang-12.png');
  });
});
