import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { batasProses, cekHapusData, cekTangani, lewatBatas, tanganiSchema, tanggalLahirTersisa } from '../../src/domain/hak-data';
import { batasLapor, jendelaSchema } from '../../src/domain/insiden';

describe('the subject’s rights: deadline and rules', () => {
  it('a request is handled within 3 × 24 hours', () => {
    expect(batasProses('2030-06-01T01:00:00.000Z')).toBe('2030-06-04T01:00:00.000Z');
    expect(lewatBatas('2030-06-01T01:00:00.000Z', new Date('2030-06-04T01:00:00.000Z'))).toBe(false);
    expect(lewatBatas('2030-06-01T01:00:00.000Z', new Date('2030-06-04T01:00:00.001Z'))).toBe(true);
  });

  it('only an open request is handled; only an erasure request is erased', () => {
    expect(cekTangani({ jenis: 'HAPUS', status: 'MENUNGGU' }, 'hapus')).toBeNull();
    expect(cekTangani({ jenis: 'HAPUS', status: 'DIPROSES' }, 'tolak')).toBeNull();
    expect(cekTangani({ jenis: 'HAPUS', status: 'SELESAI' }, 'tolak')?.kode).toBe('permintaan_sudah_ditangani');
    expect(cekTangani({ jenis: 'HAPUS', status: 'DITOLAK' }, 'hapus')?.pesan).toBe('Permintaan ini sudah ditangani (Ditolak).');
    expect(cekTangani({ jenis: 'KOREKSI', status: 'MENUNGGU' }, 'hapus')?.kode).toBe('validasi');
    expect(cekTangani({ jenis: 'KOREKSI', status: 'MENUNGGU' }, 'tolak')).toBeNull();
  });

  it('an athlete still in a competition that has not ended keeps its documents', () => {
    expect(cekHapusData([])).toBeNull();
    const t = cekHapusData([{ nama_event: 'Kejuaraan A' }, { nama_event: 'Open B' }]);
    expect(t?.kode).toBe('hapus_kompetisi_berjalan');
    expect(t?.pesan).toContain('(Kejuaraan A, Open B)');
  });

  it('the birth date keeps its year; the reason is 5–500 characters', () => {
    expect(tanggalLahirTersisa('2012-03-14')).toBe('2012-01-01');
    expect(v.safeParse(tanganiSchema, { alasan: '  oke ' }).success).toBe(false);
    expect(v.parse(tanganiSchema, { alasan: '  Permintaan orang tua ' })).toEqual({ alasan: 'Permintaan orang tua' });
    expect(v.safeParse(tanganiSchema, { alasan: 'x'.repeat(501) }).success).toBe(false);
  });
});

describe('breach readiness: the window', () => {
  it('the notice is due 72 hours after the incident became known', () => {
    expect(batasLapor('2030-06-02T03:00:00.000Z')).toBe('2030-06-05T03:00:00.000Z');
  });

  it('reads instants with a zone, in order, at most 366 days', () => {
    const ok = v.parse(jendelaSchema, { dari: '2030-06-01T08:00:00+07:00', sampai: '2030-06-01T20:00:00+07:00' });
    expect(ok).toMatchObject({ dari: '2030-06-01T01:00:00.000Z', sampai: '2030-06-01T13:00:00.000Z' });
    const balik = v.safeParse(jendelaSchema, { dari: '2030-06-02T00:00:00Z', sampai: '2030-06-01T00:00:00Z' });
    expect(balik.success).toBe(false);
    expect(balik.issues?.[0].message).toBe('Awal jendela waktu harus sebelum akhirnya');
    expect(v.safeParse(jendelaSchema, { dari: '2029-01-01T00:00:00Z', sampai: '2030-06-01T00:00:00Z' }).issues?.[0].message).toBe(
      'Jendela waktu maksimal 366 hari',
    );
  });
});
