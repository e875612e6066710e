import { describe, expect, it } from 'vitest';
import { kategoriUmur } from '../../src/domain/atlet/umur';
import { batasLahirKategori, susunKategori } from '../../src/domain/statistik/kategori';
import { keputusanDari } from '../../src/domain/statistik/keputusan';
import {
  awalPeriode,
  batasWaktu,
  daftarPeriode,
  labelPeriode,
  rentangBawaan,
  rentangStatistik,
  satuanPertumbuhan,
  teksRentang,
} from '../../src/domain/statistik/rentang';

/** The helpers the statistics screens and GET /admin/stats share: date range, periods, decisions, age groups. */

describe('rentangStatistik', () => {
  const today = '2025-03-15';
  it('defaults to the last 30 days, today included; one end given fills the other', () => {
    expect(rentangBawaan(today)).toEqual({ dari: '2025-02-14', sampai: '2025-03-15' });
    expect(rentangStatistik({}, today)).toEqual({ ok: true, dari: '2025-02-14', sampai: '2025-03-15' });
    expect(rentangStatistik({ dari: '', sampai: ' ' }, today)).toEqual({ ok: true, dari: '2025-02-14', sampai: '2025-03-15' });
    expect(rentangStatistik({ dari: '2025-01-01' }, today)).toEqual({ ok: true, dari: '2025-01-01', sampai: today });
    expect(rentangStatistik({ dari: '2025-04-01' }, today)).toEqual({ ok: true, dari: '2025-04-01', sampai: '2025-04-01' });
    expect(rentangStatistik({ sampai: '2024-03-01' }, today)).toEqual({ ok: true, dari: '2024-02-01', sampai: '2024-03-01' });
  });

  it('refuses what is not a calendar date, a reversed range and more than ten years', () => {
    const bad = (input: { dari?: string; sampai?: string }) => {
      const r = rentangStatistik(input, today);
      return r.ok ? null : [r.field, r.pesan];
    };
    expect(bad({ dari: '2025-02-29' })).toEqual(['dari', 'Tanggal awal tidak valid (format YYYY-MM-DD)']);
    expect(bad({ dari: '15-03-2025' })).toEqual(['dari', 'Tanggal awal tidak valid (format YYYY-MM-DD)']);
    expect(bad({ sampai: '2025-03-15T00:00' })).toEqual(['sampai', 'Tanggal akhir tidak valid (format YYYY-MM-DD)']);
    expect(bad({ dari: '2025-03-02', sampai: '2025-03-01' })).toEqual(['dari', 'Tanggal awal tidak boleh setelah tanggal akhir']);
    expect(bad({ dari: '2015-03-01', sampai: '2025-03-01' })).toEqual(['dari', 'Rentang tanggal maksimal 10 tahun']);
    expect(bad({ dari: '2016-01-01', sampai: '2025-12-31' })).toBeNull();
    expect(bad({ dari: '2024-02-29', sampai: '2024-02-29' })).toBeNull();
  });

  it('covers whole WIB days: 00:00 WIB of the first day up to 00:00 WIB after the last', () => {
    const { mulai, akhir } = batasWaktu({ dari: '2025-03-01', sampai: '2025-03-31' });
    expect(mulai.toISOString()).toBe('2025-02-28T17:00:00.000Z');
    expect(akhir.toISOString()).toBe('2025-03-31T17:00:00.000Z');
  });
});

describe('periods of the growth chart', () => {
  it('weeks (Monday) up to 92 days, months beyond', () => {
    expect(satuanPertumbuhan({ dari: '2025-01-01', sampai: '2025-04-02' })).toBe('minggu');
    expect(satuanPertumbuhan({ dari: '2025-01-01', sampai: '2025-04-03' })).toBe('bulan');
    expect(awalPeriode('2025-03-16', 'minggu')).toBe('2025-03-10'); // a Sunday belongs to the week of the Monday before
    expect(awalPeriode('2025-03-10', 'minggu')).toBe('2025-03-10');
    expect(awalPeriode('2025-03-31', 'bulan')).toBe('2025-03-01');
  });

  it('lists every period the range touches, across a year end', () => {
    expect(daftarPeriode({ dari: '2024-12-28', sampai: '2025-01-07' }, 'minggu')).toEqual(['2024-12-23', '2024-12-30', '2025-01-06']);
    expect(daftarPeriode({ dari: '2024-11-15', sampai: '2025-02-01' }, 'bulan')).toEqual([
      '2024-11-01',
      '2024-12-01',
      '2025-01-01',
      '2025-02-01',
    ]);
    expect(daftarPeriode({ dari: '2025-03-15', sampai: '2025-03-15' }, 'minggu')).toEqual(['2025-03-10']);
    expect(labelPeriode('2025-01-06', 'minggu')).toBe('06 Jan');
    expect(labelPeriode('2025-08-01', 'bulan')).toBe('Agu 2025');
    expect(teksRentang({ dari: '2025-02-14', sampai: '2025-03-15' })).toBe('14 Feb 2025 – 15 Mar 2025');
  });
});

describe('keputusanDari', () => {
  it('reads the status a logged change moved to, in each text the server writes', () => {
    expect(keputusanDari('Status Andi diubah dari PENDING ke APPROVED (Kejuaraan A)')).toBe('Disetujui');
    expect(keputusanDari('Status Andi & Budi diubah dari APPROVED ke REJECTED (Kejuaraan A)')).toBe('Ditolak');
    expect(keputusanDari('Status dojang Garuda diubah dari Menunggu ke Tervalidasi')).toBe('Disetujui');
    expect(keputusanDari('Status dojang Garuda diubah dari Tervalidasi ke Menunggu')).toBe('Menunggu');
    expect(keputusanDari('Bukti transfer Garuda (Kejuaraan A) diubah dari Menunggu ke Ditolak: nominal kurang')).toBe('Ditolak');
    expect(keputusanDari('Bukti transfer Garuda (Kejuaraan A) diubah dari Ditolak ke Diterima')).toBe('Disetujui');
  });

  it('a name before the change cannot fake it; text without a change reads as none', () => {
    expect(keputusanDari('Status X diubah dari PENDING ke APPROVED diubah dari PENDING ke REJECTED (K)')).toBe('Ditolak');
    expect(keputusanDari('Status dojang Diubah dari ke Ditolakan diubah dari Menunggu ke Tervalidasi')).toBe('Disetujui');
    expect(keputusanDari('Status X diubah dari PENDING ke APPROVEDX')).toBeNull();
    expect(keputusanDari('Atlet Andi ditambahkan')).toBeNull();
    expect(keputusanDari(null)).toBeNull();
  });
});

describe('age groups as birth-date spans', () => {
  it('a birth date falls in the span of the group kategoriUmur gives it, every year and day of the year', () => {
    for (const today of ['2025-06-01', '2025-01-01', '2026-12-31']) {
      const batas = batasLahirKategori(today);
      for (let y = 1950; y <= Number(today.slice(0, 4)); y++) {
        for (const md of ['01-01', '06-15', '12-31']) {
          const lahir = `${y}-${md}`;
          const hit = batas.filter((b) => (b.dari === null || lahir >= b.dari) && lahir < b.sebelum).map((b) => b.category);
          const k = kategoriUmur(lahir, today);
          expect([lahir, hit]).toEqual([lahir, k ? [k.nama] : []]);
        }
      }
    }
  });

  it('lists every group in order, then the athletes in none; the counts add up', () => {
    const batas = batasLahirKategori('2025-06-01');
    expect(batas.map((b) => [b.category, b.usia, b.dari, b.sebelum])).toEqual([
      ['Super Pra-Cadet', '5–8 tahun', '2017-01-01', '2021-01-01'],
      ['Pra-Cadet', '9–11 tahun', '2014-01-01', '2017-01-01'],
      ['Cadet', '12–14 tahun', '2011-01-01', '2014-01-01'],
      ['Junior', '15–17 tahun', '2008-01-01', '2011-01-01'],
      ['Senior', '18+ tahun', null, '2008-01-01'],
    ]);
    expect(susunKategori(batas, [4, 2, 4, 11, 8], 31).map((k) => [k.category, k.count])).toEqual([
      ['Super Pra-Cadet', 4],
      ['Pra-Cadet', 2],
      ['Cadet', 4],
      ['Junior', 11],
      ['Senior', 8],
      ['Di luar kategori', 2],
    ]);
    expect(susunKategori(batas, [0, 0, 0, 0, 0], 0).map((k) => k.count)).toEqual([0, 0, 0, 0, 0]);
  });
});
