import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  akurasiLembar,
  isiPresentasi,
  lembarDariNilai,
  lembarKosong,
  lembarLengkap,
  nilaiDariLembar,
  tambahPotong,
} from '../../src/domain/skor';

describe('a Poomsae sheet as it is filled in', () => {
  it('deductions of 0.1 and 0.3 come off 4.0 and never take the accuracy below 0', () => {
    let l = lembarKosong();
    for (let i = 0; i < 13; i++) l = tambahPotong(l, 3);
    expect(akurasiLembar(l)).toBe(1);
    expect(tambahPotong(l, 3)).toBe(l); // 0.3 more would go below 0: not taken
    l = tambahPotong(l, 1);
    expect(akurasiLembar(l)).toBe(0);
    expect(tambahPotong(l, 1)).toBe(l);
  });

  it('complete once the three presentation parts are chosen; then scored as counts of mistakes', () => {
    let l = tambahPotong(tambahPotong(tambahPotong(lembarKosong(), 1), 3), 1);
    l = isiPresentasi(isiPresentasi(l, 0, 1.8), 1, 1.5);
    expect(lembarLengkap(l)).toBe(false);
    l = isiPresentasi(l, 2, 1.2);
    expect(lembarLengkap(l)).toBe(true);
    expect(nilaiDariLembar(l)).toEqual({ kesalahan_kecil: 2, kesalahan_besar: 1, presentasi: [1.8, 1.5, 1.2] });
  });

  it('a sheet sent and read back gives the same score (any mistakes that fit in 4.0)', () => {
    const nilai = fc
      .record({ kesalahan_kecil: fc.nat(40), kesalahan_besar: fc.nat(13) })
      .filter((n) => n.kesalahan_kecil + 3 * n.kesalahan_besar <= 40);
    fc.assert(
      fc.property(nilai, ({ kesalahan_kecil, kesalahan_besar }) => {
        const n = { kesalahan_kecil, kesalahan_besar, presentasi: [1.5, 1.6, 1.7] as [number, number, number] };
        const l = lembarDariNilai(n);
        expect(nilaiDariLembar(l)).toEqual(n);
        expect(akurasiLembar(l)).toBe(40 - kesalahan_kecil - 3 * kesalahan_besar);
      }),
    );
  });
});
