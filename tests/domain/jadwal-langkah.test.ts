import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bolehTidakHadir, langkahPartai, setelahHasil, sisaTunggu, type KeadaanPartai } from '../../src/domain/jadwal';

const T0 = Date.UTC(2026, 10, 21, 2, 0);
const iso = (t: number) => new Date(t).toISOString();
const dipanggil = (t: number): KeadaanPartai & { lengkap: boolean } => ({
  status: 'DIPANGGIL',
  dipanggil_pada: iso(t),
  mulai_pada: null,
  selesai_pada: null,
  sudut_tidak_hadir: null,
  lengkap: true,
});

describe("the court desk's steps (langkahPartai)", () => {
  it('a no-show is allowed exactly once the wait after the call is over, on the clock of the call', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 900 }), fc.integer({ min: 0, max: 2_000_000 }), (tunggu, ms) => {
        const p = dipanggil(T0);
        const l = langkahPartai(p, 'tidak-hadir', iso(T0 + ms), tunggu, 'B');
        expect(l.ok).toBe(ms >= tunggu * 1000);
        expect(bolehTidakHadir(p, tunggu, T0 + ms)).toBe(l.ok);
        expect(sisaTunggu(p, tunggu, T0 + ms)).toBeCloseTo(tunggu - ms / 1000, 6);
        if (l.ok)
          expect(l.partai).toEqual({
            status: 'SELESAI',
            dipanggil_pada: iso(T0),
            mulai_pada: null,
            selesai_pada: iso(T0 + ms),
            sudut_tidak_hadir: 'B',
          });
        else
          expect(l).toMatchObject({
            kode: 'tunggu_belum_habis',
            pesan: `Waktu tunggu atlet belum habis: tidak hadir baru dapat dicatat ${Math.ceil(tunggu - ms / 1000)} detik lagi`,
          });
      }),
    );
  });

  it('refuses in order: finished, corners unknown, not called, on the mat', () => {
    const p = dipanggil(T0);
    const kode = (x: Partial<typeof p>, aksi: 'panggil' | 'mulai' | 'tidak-hadir') => {
      const l = langkahPartai({ ...p, ...x }, aksi, iso(T0 + 600_000), 90, 'R');
      return l.ok ? l.partai.status : l.kode;
    };
    expect(kode({ status: 'SELESAI', lengkap: false }, 'panggil')).toBe('partai_selesai');
    expect(kode({ status: 'MENUNGGU', lengkap: false }, 'tidak-hadir')).toBe('belum_lengkap');
    expect(kode({ status: 'MENUNGGU' }, 'tidak-hadir')).toBe('belum_dipanggil');
    expect(kode({ status: 'BERTANDING' }, 'tidak-hadir')).toBe('partai_berjalan');
    expect(kode({ status: 'BERTANDING' }, 'mulai')).toBe('partai_berjalan');
    expect(kode({ status: 'MENUNGGU', dipanggil_pada: null }, 'mulai')).toBe('BERTANDING');
    expect(sisaTunggu({ status: 'MENUNGGU', dipanggil_pada: null }, 90, T0)).toBeNull();
    // Started without a call: called at the start; called again: the wait starts again.
    const mulai = langkahPartai({ ...p, status: 'MENUNGGU', dipanggil_pada: null }, 'mulai', iso(T0), 90);
    expect(mulai.ok && [mulai.partai.dipanggil_pada, mulai.partai.mulai_pada]).toEqual([iso(T0), iso(T0)]);
    const lagi = langkahPartai(p, 'panggil', iso(T0 + 60_000), 90);
    expect(lagi.ok && lagi.partai.dipanggil_pada).toBe(iso(T0 + 60_000));
  });

  it('a result ends the bout once (its first time kept); undone, the bout waits again or goes back on the mat', () => {
    const main = {
      status: 'BERTANDING' as const,
      dipanggil_pada: iso(T0),
      mulai_pada: iso(T0 + 1),
      selesai_pada: null,
      sudut_tidak_hadir: null,
    };
    const selesai = setelahHasil(main, true, iso(T0 + 9))!;
    expect(selesai).toEqual({ ...main, status: 'SELESAI', selesai_pada: iso(T0 + 9) });
    expect(setelahHasil(selesai, true, iso(T0 + 99))).toBeNull();
    expect(setelahHasil(selesai, false, iso(T0 + 99))).toEqual({ ...main, status: 'BERTANDING' });
    const absen = { ...selesai, mulai_pada: null, sudut_tidak_hadir: 'B' as const };
    expect(setelahHasil(absen, false, iso(T0 + 99))).toEqual({ ...main, mulai_pada: null, status: 'MENUNGGU' });
    expect(setelahHasil(main, false, iso(T0))).toBeNull();
  });
});
