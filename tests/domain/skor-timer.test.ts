import { describe, expect, it } from 'vitest';
import { ATURAN_PEMULA_2025, ATURAN_WT_2025, statusTimer } from '../../src/domain/skor';
import { Bout } from './skor-fixtures';

const aturan = ATURAN_WT_2025;
const timer = (b: Bout, nanti = 0) => statusTimer(aturan, b.log, b.waktu + nanti);

describe('the round clock from the log', () => {
  it('before the first round: full length, not running', () => {
    expect(timer(new Bout())).toMatchObject({ fase: 'belum_mulai', ronde: 0, sisa_ronde_ms: 120_000, berjalan: false, habis: false });
  });

  it('ronde_mulai starts it; jeda and lanjut pause and resume; a reload at any moment reads the same clock', () => {
    const b = new Bout();
    b.mulai(1);
    expect(timer(b, 30_000)).toMatchObject({ fase: 'ronde', ronde: 1, sisa_ronde_ms: 90_000, berjalan: true });
    b.timer('jeda', 40_000);
    expect(timer(b, 10_000)).toMatchObject({ sisa_ronde_ms: 80_000, berjalan: false });
    b.timer('lanjut', 25_000);
    expect(timer(b, 5_000)).toMatchObject({ sisa_ronde_ms: 75_000, berjalan: true });
  });

  it('the clock reaching 0 says habis until ronde_selesai; then the rest counts down', () => {
    const b = new Bout();
    b.mulai(1);
    expect(timer(b, 125_000)).toMatchObject({ fase: 'ronde', sisa_ronde_ms: 0, berjalan: false, habis: true });
    b.poin('B', 'kepala');
    b.selesai(1, 123_000);
    expect(timer(b, 20_000)).toMatchObject({ fase: 'istirahat', sisa_ronde_ms: 0, habis: false, sisa_istirahat_ms: 40_000 });
    expect(timer(b, 90_000).sisa_istirahat_ms).toBe(0);
    b.timer('istirahat', 5_000);
    expect(timer(b, 10_000).sisa_istirahat_ms).toBe(50_000);
    b.mulai(2, 60_000);
    expect(timer(b, 1_000)).toMatchObject({ fase: 'ronde', ronde: 2, sisa_ronde_ms: 119_000, sisa_istirahat_ms: null });
  });

  it('kye-shi pauses the round clock and counts its own minute; lanjut resumes play', () => {
    const b = new Bout();
    b.mulai(1);
    b.timer('kye_shi', 50_000, 'R');
    expect(timer(b, 45_000)).toMatchObject({
      fase: 'kye_shi',
      sisa_ronde_ms: 70_000,
      berjalan: false,
      sisa_kye_shi_ms: 15_000,
      kye_shi_sudut: 'R',
    });
    b.timer('kye_shi_selesai', 30_000);
    expect(timer(b, 5_000)).toMatchObject({ fase: 'ronde', sisa_ronde_ms: 70_000, berjalan: false, sisa_kye_shi_ms: null });
    b.timer('lanjut', 1_000);
    expect(timer(b, 10_000)).toMatchObject({ sisa_ronde_ms: 60_000, berjalan: true });
    b.timer('kye_shi', 1_000, 'B');
    b.timer('lanjut', 20_000);
    expect(timer(b, 0)).toMatchObject({ fase: 'ronde', sisa_ronde_ms: 69_000, berjalan: true });
  });

  it('PTG stops the clock at the point that made it (no timer event needed)', () => {
    const b = new Bout();
    b.mulai(1);
    b.poin('B', 'putar_kepala', 2);
    b.tambah({ jenis: 'poin', sudut: 'B', teknik: 'badan' }, 20_000);
    expect(timer(b, 10_000)).toMatchObject({
      fase: 'istirahat',
      sisa_ronde_ms: 120_000 - 22_000,
      berjalan: false,
      sisa_istirahat_ms: 50_000,
    });
  });

  it("a round waiting for SUP holds the clock; the referee's SUP starts the rest from the end of play", () => {
    const b = new Bout();
    b.mulai(1);
    b.selesai(1, 120_000);
    expect(timer(b, 5_000)).toMatchObject({ fase: 'menunggu_sup', sisa_istirahat_ms: null });
    b.tambah({ jenis: 'sup', sudut: 'B' }, 4_000);
    expect(timer(b, 6_000)).toMatchObject({ fase: 'istirahat', sisa_istirahat_ms: 50_000 });
  });

  it("a referee's decision ends everything", () => {
    const b = new Bout();
    b.mulai(1);
    b.keputusan('RSC', 'B');
    expect(timer(b, 60_000)).toMatchObject({ fase: 'selesai', sisa_ronde_ms: 119_000, berjalan: false, sisa_istirahat_ms: null });
  });

  it('the novice set counts its own minute and 30 s rest', () => {
    const b = new Bout();
    b.mulai(1);
    expect(statusTimer(ATURAN_PEMULA_2025, b.log, b.waktu + 15_000).sisa_ronde_ms).toBe(45_000);
    b.poin('R', 'pukulan');
    b.selesai(1, 59_000);
    expect(statusTimer(ATURAN_PEMULA_2025, b.log, b.waktu + 10_000).sisa_istirahat_ms).toBe(20_000);
  });
});
