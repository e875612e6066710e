import { describe, expect, it } from 'vitest';
import { namaKelasBeratDulu, pisahNamaKelas } from '../../src/domain/jadwal';

describe("a class's name on a narrow card", () => {
  it('takes the weight class apart from the rest', () => {
    expect(pisahNamaKelas('Kyorugi Prestasi Junior Putra Under 55 kg')).toEqual({
      berat: 'Under 55 kg',
      sisa: 'Kyorugi Prestasi Junior Putra',
    });
    expect(pisahNamaKelas('Kyorugi Pemula Cadet Putri Over 59 Kg')).toEqual({ berat: 'Over 59 Kg', sisa: 'Kyorugi Pemula Cadet Putri' });
    expect(pisahNamaKelas('Kyorugi Prestasi Senior Putra -54 kg').berat).toBe('-54 kg');
    expect(pisahNamaKelas('Kyorugi Prestasi Cadet Putra 45-49 kg').berat).toBe('45-49 kg');
  });

  it('a name without a weight (Poomsae) stays whole', () => {
    expect(pisahNamaKelas('Poomsae Prestasi Junior Putri Individu')).toEqual({
      berat: null,
      sisa: 'Poomsae Prestasi Junior Putri Individu',
    });
    expect(pisahNamaKelas('55 kg')).toEqual({ berat: null, sisa: '55 kg' });
  });

  it('on one line the weight class comes first', () => {
    expect(namaKelasBeratDulu('Kyorugi Prestasi Junior Putra Under 55 kg')).toBe('Under 55 kg · Kyorugi Prestasi Junior Putra');
    expect(namaKelasBeratDulu('Poomsae Prestasi Junior Putri Individu')).toBe('Poomsae Prestasi Junior Putri Individu');
  });
});
