import { describe, expect, it } from 'vitest';
import { jamWib, sisaWaktu } from '../../src/client/ui/jadwal/format';

describe('times of the match day', () => {
  const now = Date.parse('2026-12-31T01:00:00Z'); // 08.00 WIB
  it('says how long until a bout in the words the venue uses', () => {
    expect(sisaWaktu(now + 20_000, now)).toBe('sekarang');
    expect(sisaWaktu(now - 3 * 60_000, now)).toBe('terlambat 3 mnt');
    expect(sisaWaktu(now + 12 * 60_000, now)).toBe('± 12 mnt lagi');
    expect(sisaWaktu(now + 80 * 60_000, now)).toBe('± 1 j 20 mnt lagi');
    // Another day shows its day beside it: days, not hundreds of hours.
    expect(sisaWaktu(now + 35 * 24 * 3600_000 + 50 * 60_000, now)).toBe('± 35 hari lagi');
    expect(sisaWaktu(null, now)).toBe('');
  });
  it('prints WIB clock times', () => {
    expect(jamWib(now)).toBe('08.00');
    expect(jamWib(null)).toBe('–');
  });
});
