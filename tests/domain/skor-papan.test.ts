import { describe, expect, it } from 'vitest';
import { jamTampil, keJamLokal, type PapanState, type StatusTimer } from '../../src/domain/skor';

const t = (x: Partial<StatusTimer>): StatusTimer => ({
  fase: 'ronde',
  ronde: 1,
  sisa_ronde_ms: 90_000,
  berjalan: true,
  habis: false,
  sisa_istirahat_ms: null,
  sisa_kye_shi_ms: null,
  kye_shi_sudut: null,
  ...x,
});

describe("the scoreboard's clock", () => {
  it('shows the round, a pause, the rest and kye-shi countdowns, and the end of the match', () => {
    expect(jamTampil(t({}))).toEqual({ ms: 90_000, jalan: true, label: 'Ronde 1' });
    expect(jamTampil(t({ berjalan: false }))).toEqual({ ms: 90_000, jalan: false, label: 'Jeda' });
    expect(jamTampil(t({ fase: 'istirahat', sisa_istirahat_ms: 30_000 }))).toEqual({ ms: 30_000, jalan: true, label: 'Istirahat' });
    expect(jamTampil(t({ fase: 'kye_shi', sisa_kye_shi_ms: 0, kye_shi_sudut: 'R' }))).toEqual({ ms: 0, jalan: false, label: 'Kye-shi R' });
    expect(jamTampil(t({ fase: 'selesai', ronde: 3, berjalan: false, sisa_ronde_ms: 12_000 }))).toEqual({
      ms: 12_000,
      jalan: false,
      label: 'Selesai',
    });
    expect(jamTampil(t({ fase: 'belum_mulai', ronde: 0, berjalan: false }))).toMatchObject({ label: 'Belum mulai' });
  });

  it("a picture read on another machine is put on this device's clock by the age the server gave it", () => {
    const p = { dibaca: 1_000 } as PapanState;
    // Read at server time 1,000, sent at 1,400; this device's clock says 50,000 on arrival: read 400 ms ago.
    expect(keJamLokal(p, 1_400, 50_000).dibaca).toBe(49_600);
  });
});
