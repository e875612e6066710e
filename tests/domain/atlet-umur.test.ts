import { describe, expect, it } from 'vitest';
import { diMasaDepan, kategoriUmur, parseTanggal, selisihTahun, todayWib, umurPada } from '../../src/domain/atlet/umur';

describe('athlete age (profile "Umur")', () => {
  it('counts the birthday itself', () => {
    expect(umurPada('2010-11-22', '2026-11-22')).toBe(16);
    expect(umurPada('2010-11-23', '2026-11-22')).toBe(15);
    expect(umurPada('2010-11-21', '2026-11-22')).toBe(16);
  });

  it('turns a year older on 1 January for someone born on 1 January, not on 31 December', () => {
    expect(umurPada('2011-01-01', '2025-12-31')).toBe(14);
    expect(umurPada('2011-01-01', '2026-01-01')).toBe(15);
    expect(umurPada('2010-12-31', '2025-12-31')).toBe(15);
    expect(umurPada('2010-12-31', '2025-12-30')).toBe(14);
  });

  it('a 29 February birthday counts from 1 March in other years', () => {
    expect(umurPada('2012-02-29', '2025-02-28')).toBe(12);
    expect(umurPada('2012-02-29', '2025-03-01')).toBe(13);
    expect(umurPada('2012-02-29', '2024-02-29')).toBe(12);
  });

  it('gives null for what is not a calendar date', () => {
    expect(umurPada('2012-02-30', '2025-01-01')).toBeNull();
    expect(umurPada('', '2025-01-01')).toBeNull();
    expect(umurPada(null)).toBeNull();
    expect(parseTanggal('2012-13-01')).toBeNull();
    expect(parseTanggal('2012-03-14T00:00:00.000Z')).toEqual({ y: 2012, m: 3, d: 14 });
  });

  it('year difference ignores the day (the minimum-age rule)', () => {
    expect(selisihTahun('2022-12-31', '2025-01-01')).toBe(3);
    expect(selisihTahun('2023-01-01', '2025-12-31')).toBe(2);
  });

  it('today is the date in WIB (UTC+7)', () => {
    expect(todayWib(new Date('2025-11-21T16:59:59Z'))).toBe('2025-11-21');
    expect(todayWib(new Date('2025-11-21T17:00:00Z'))).toBe('2025-11-22');
    expect(diMasaDepan('2025-11-23', '2025-11-22')).toBe(true);
    expect(diMasaDepan('2025-11-22', '2025-11-22')).toBe(false);
  });
});

describe('age category (spec 001 age-group table, by birth year)', () => {
  const at2025 = (lahir: string) => kategoriUmur(lahir, '2025-11-22')?.nama ?? null;

  it('follows the birth years of the table for the 2025 championship', () => {
    expect(at2025('2020-12-31')).toBe('Super Pra-Cadet');
    expect(at2025('2017-01-01')).toBe('Super Pra-Cadet');
    expect(at2025('2016-12-31')).toBe('Pra-Cadet');
    expect(at2025('2014-01-01')).toBe('Pra-Cadet');
    expect(at2025('2013-06-15')).toBe('Cadet');
    expect(at2025('2011-01-01')).toBe('Cadet');
    expect(at2025('2010-12-31')).toBe('Junior');
    expect(at2025('2008-01-01')).toBe('Junior');
    expect(at2025('2007-12-31')).toBe('Senior');
    expect(at2025('1980-05-05')).toBe('Senior');
  });

  it('31 December and 1 January of neighbouring years fall in different groups', () => {
    expect(at2025('2013-12-31')).toBe('Cadet');
    expect(at2025('2014-01-01')).toBe('Pra-Cadet');
  });

  it('is decided on the competition date, so a birthday later in the year does not change it', () => {
    expect(kategoriUmur('2010-12-31', '2025-01-01')?.nama).toBe('Junior');
    expect(kategoriUmur('2010-12-31', '2025-12-31')?.nama).toBe('Junior');
  });

  it('gives no category outside the table or without a date', () => {
    expect(at2025('2021-01-01')).toBeNull();
    expect(at2025('')).toBeNull();
    expect(kategoriUmur(undefined)).toBeNull();
  });
});
