import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PENGATURAN_TIMBANG_BAWAAN, formatKg, nilaiBerat, tanpaBatasAtas, teksVonis, type BatasKelas } from '../../src/domain/penimbangan';

const U45: BatasKelas = { nama_kelas: 'Under 45 kg', batas_min: 41, batas_max: 45 };
const OVER65: BatasKelas = { nama_kelas: 'Over 65 kg', batas_min: 65, batas_max: 200 };
const pengaturan = (toleransi_gram = 0, acak_toleransi_persen = 5) => ({ toleransi_gram, acak_toleransi_persen });

describe('the official verdict: batas_min < berat ≤ batas_max', () => {
  it('exactly at batas_max passes; 0.1 kg above fails with the big answer', () => {
    expect(nilaiBerat(45_000, U45, pengaturan()).lolos).toBe(true);
    const v = nilaiBerat(45_100, U45, pengaturan());
    expect(v).toMatchObject({ lolos: false, arah: 'DI_ATAS', selisih_gram: 100 });
    expect(teksVonis(v, U45)).toBe('GAGAL — 0,1 kg di atas batas Under 45 kg');
    expect(teksVonis(nilaiBerat(45_600, U45, pengaturan()), U45)).toBe('GAGAL — 0,6 kg di atas batas Under 45 kg');
    expect(teksVonis(nilaiBerat(45_000, U45, pengaturan()), U45)).toBe('LOLOS');
  });

  it('batas_min itself fails (the class starts above it); 0.1 kg above it passes', () => {
    const v = nilaiBerat(41_000, U45, pengaturan());
    expect(v).toMatchObject({ lolos: false, arah: 'DI_BAWAH', selisih_gram: 100 });
    expect(teksVonis(v, U45)).toBe('GAGAL — 0,1 kg di bawah batas Under 45 kg (harus lebih dari 41 kg)');
    expect(teksVonis(nilaiBerat(40_600, U45, pengaturan()), U45)).toBe(
      'GAGAL — 0,5 kg di bawah batas Under 45 kg (harus lebih dari 41 kg)',
    );
    expect(nilaiBerat(41_100, U45, pengaturan()).lolos).toBe(true);
  });

  it('the competition tolerance passes up to limit + tolerance, and says so when it fails', () => {
    expect(nilaiBerat(45_200, U45, pengaturan(200)).lolos).toBe(true);
    const v = nilaiBerat(45_300, U45, pengaturan(200));
    expect(v).toMatchObject({ lolos: false, selisih_gram: 300, batas_lolos_gram: 45_200 });
    expect(teksVonis(v, U45)).toBe('GAGAL — 0,3 kg di atas batas Under 45 kg (toleransi 0,2 kg)');
    // The default tolerance is none.
    expect(nilaiBerat(45_100, U45, PENGATURAN_TIMBANG_BAWAAN).lolos).toBe(false);
  });

  it("an 'Over' class has no upper limit (by name or by the catalogue's 200 kg)", () => {
    expect(tanpaBatasAtas(OVER65)).toBe(true);
    expect(tanpaBatasAtas({ nama_kelas: 'Over 33 kg', batas_max: 60 })).toBe(true);
    expect(tanpaBatasAtas(U45)).toBe(false);
    expect(nilaiBerat(150_000, OVER65, pengaturan()).lolos).toBe(true);
    expect(nilaiBerat(65_000, OVER65, pengaturan()).lolos).toBe(false);
    expect(nilaiBerat(65_100, OVER65, pengaturan()).lolos).toBe(true);
  });

  it('the random weigh-in allows its share over the limit (5 % of 45 kg = 47,25 kg) and ignores the lower limit', () => {
    expect(nilaiBerat(47_200, U45, pengaturan(0, 5), 'ACAK').lolos).toBe(true);
    const v = nilaiBerat(47_300, U45, pengaturan(0, 5), 'ACAK');
    expect(v).toMatchObject({ lolos: false, selisih_gram: 2_300, batas_lolos_gram: 47_250 });
    expect(teksVonis(v, U45, 'ACAK')).toBe('GAGAL — 2,3 kg di atas batas Under 45 kg (timbang acak: lolos sampai 47,25 kg)');
    expect(nilaiBerat(30_000, U45, pengaturan(0, 5), 'ACAK').lolos).toBe(true);
    // Another competition allows 3 %.
    expect(nilaiBerat(46_400, U45, pengaturan(0, 3), 'ACAK').lolos).toBe(false);
    expect(nilaiBerat(46_300, U45, pengaturan(0, 3), 'ACAK').lolos).toBe(true);
  });

  it('kg the Indonesian way', () => {
    expect([formatKg(45_600), formatKg(47_250), formatKg(45_000), formatKg(100)]).toEqual(['45,6', '47,25', '45', '0,1']);
  });

  it('property: in whole 100 g steps, passes exactly when min < berat ≤ max + tolerance', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 10, max: 120 }),
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 10, max: 1500 }),
        fc.integer({ min: 0, max: 10 }),
        (minKg, lebarKg, langkah, tolStep) => {
          const kelas = { nama_kelas: `Under ${minKg + lebarKg} kg`, batas_min: minKg, batas_max: minKg + lebarKg };
          const berat = langkah * 100;
          const tol = tolStep * 100;
          const v = nilaiBerat(berat, kelas, pengaturan(tol));
          expect(v.lolos).toBe(berat > minKg * 1000 && berat <= (minKg + lebarKg) * 1000 + tol);
          expect(teksVonis(v, kelas).startsWith(v.lolos ? 'LOLOS' : 'GAGAL — ')).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});
