import { describe, expect, it } from 'vitest';
import { ATURAN_PEMULA_2025, ATURAN_WT_2025, akhirHariWib, rondeBerjalan, tutupLembarKursi, tutupTekanKursi } from '../../src/domain/skor';
import { Bout } from './skor-fixtures';

const PEMULA = ATURAN_PEMULA_2025;

describe("a court's seat link: when its presses and sheets are taken", () => {
  it('valid until the end of the court day at the venue (WIB, UTC+7)', () => {
    expect(new Date(akhirHariWib('2026-03-14')).toISOString()).toBe('2026-03-14T17:00:00.000Z');
    expect(new Date(akhirHariWib('2026-12-31')).toISOString()).toBe('2026-12-31T17:00:00.000Z');
  });

  it('a press only while a round of the bout on the mat runs, from a seat of its judges', () => {
    const b = new Bout();
    expect(tutupTekanKursi('MENUNGGU', PEMULA, b.log, 1)).toBe('partai_belum_mulai');
    expect(tutupTekanKursi('DIPANGGIL', PEMULA, b.log, 1)).toBe('partai_belum_mulai');
    expect(tutupTekanKursi('BERTANDING', PEMULA, b.log, 1)).toBe('ronde_belum_mulai');
    b.mulai(1);
    expect([rondeBerjalan(PEMULA, b.log), tutupTekanKursi('BERTANDING', PEMULA, b.log, 3)]).toEqual([true, null]);
    // A seat beyond the rule set's judges; a rule set without judges' phones.
    expect(tutupTekanKursi('BERTANDING', PEMULA, b.log, PEMULA.skor_digital!.juri + 1)).toBe('panel_tidak_sesuai');
    expect(tutupTekanKursi('BERTANDING', ATURAN_WT_2025, b.log, 1)).toBe('panel_tidak_sesuai');
    // Paused and kye-shi are still the round; the rest between rounds is not.
    b.timer('jeda');
    expect(tutupTekanKursi('BERTANDING', PEMULA, b.log, 1)).toBeNull();
    b.timer('lanjut');
    b.timer('kye_shi', 1000, 'B');
    expect(tutupTekanKursi('BERTANDING', PEMULA, b.log, 1)).toBeNull();
    b.timer('kye_shi_selesai');
    b.poin('B', 'kepala');
    b.selesai(1);
    expect([rondeBerjalan(PEMULA, b.log), tutupTekanKursi('BERTANDING', PEMULA, b.log, 1)]).toEqual([false, 'ronde_belum_mulai']);
    b.mulai(2);
    expect(tutupTekanKursi('BERTANDING', PEMULA, b.log, 1)).toBeNull();
    // The log ends the match: over before the result is kept; kept: over.
    b.keputusan('RSC', 'R');
    expect(tutupTekanKursi('BERTANDING', PEMULA, b.log, 1)).toBe('partai_selesai');
    expect(tutupTekanKursi('SELESAI', PEMULA, b.log, 1)).toBe('partai_selesai');
  });

  it('a Poomsae sheet only while the bout on the mat runs, from a seat of the class panel', () => {
    expect(tutupLembarKursi('DIPANGGIL', 5, 1)).toBe('partai_belum_mulai');
    expect(tutupLembarKursi('BERTANDING', 5, 5)).toBeNull();
    expect(tutupLembarKursi('BERTANDING', 5, 6)).toBe('panel_tidak_sesuai');
    expect(tutupLembarKursi('SELESAI', 5, 1)).toBe('partai_selesai');
  });
});
