import { describe, expect, it } from 'vitest';
import { geserHari, rentangTanggal, tahunDari, tanggalPanjang, tanggalTanpaTahun } from '../../src/domain/kompetisi/tanggal-tampil';
import { jadwalKompetisi } from '../../src/domain/kompetisi/jadwal';

describe('event dates written out', () => {
  it('one day', () => {
    expect(tanggalPanjang('2025-11-08')).toBe('8 November 2025');
    expect(tanggalPanjang('2025-11-08T10:00:00Z')).toBe('8 November 2025');
    expect(tanggalTanpaTahun('2025-11-21')).toBe('21 November');
    expect(tanggalPanjang('2025-02-30')).toBeNull();
    expect(tanggalPanjang(null)).toBeNull();
    expect(tahunDari('2027-01-01')).toBe(2027);
  });

  it('a span: same month, across months, across years, one day', () => {
    expect(rentangTanggal('2025-11-22', '2025-11-26')).toBe('22–26 November 2025');
    expect(rentangTanggal('2025-08-01', '2025-11-08')).toBe('1 Agustus – 8 November 2025');
    expect(rentangTanggal('2026-12-28', '2027-01-01')).toBe('28 Desember 2026 – 1 Januari 2027');
    expect(rentangTanggal('2025-11-22', '2025-11-22')).toBe('22 November 2025');
    expect(rentangTanggal('2025-11-22', undefined)).toBeNull();
  });

  it('days added across month, year and leap day', () => {
    expect(geserHari('2026-11-22', 21)).toBe('2026-12-13');
    expect(geserHari('2026-12-10', 35)).toBe('2027-01-14');
    expect(geserHari('2028-02-28', 1)).toBe('2028-02-29');
    expect(geserHari('2026-01-01', -1)).toBe('2025-12-31');
    expect(geserHari('tidak', 1)).toBeNull();
  });
});

describe("jadwalKompetisi: spec 001 §9 schedule from a competition's dates", () => {
  it("the spec's championship", () => {
    expect(jadwalKompetisi({ tanggal_mulai: '2025-11-22', tanggal_selesai: '2025-11-26', batas_pendaftaran: '2025-11-08' })).toEqual({
      batasPendaftaran: '8 November 2025',
      timbangBadan: '21 November 2025',
      technicalMeeting: '21 November 2025',
      pertandingan: '22–26 November 2025',
    });
  });

  it('no deadline; weigh-in on the last day of the previous month; unreadable dates', () => {
    const j = jadwalKompetisi({ tanggal_mulai: '2027-01-01', tanggal_selesai: '2027-01-05' });
    expect(j).toMatchObject({ batasPendaftaran: null, timbangBadan: '31 Desember 2026', pertandingan: '1–5 Januari 2027' });
    expect(jadwalKompetisi({ tanggal_mulai: '', tanggal_selesai: '2027-01-05' })).toBeNull();
  });
});
