import { describe, expect, it } from 'vitest';
import { hitungTanda, peringatanPanggil, sudutBertanda, tandaTimbang } from '../../src/domain/tanda-timbang';

describe('weigh-in flags (tanda-timbang)', () => {
  it('flags only an entry not weighed or failed; a passed entry or one that does not weigh carries none', () => {
    expect([tandaTimbang('BELUM'), tandaTimbang('GAGAL'), tandaTimbang('LOLOS'), tandaTimbang(null), tandaTimbang(undefined)]).toEqual([
      'Belum ditimbang',
      'Gagal timbang',
      null,
      null,
      null,
    ]);
    expect(hitungTanda([{ timbang: 'BELUM' }, { timbang: 'GAGAL' }, { timbang: 'BELUM' }, { timbang: 'LOLOS' }, {}])).toEqual({
      belum: 2,
      gagal: 1,
      ditimbang: 2,
    });
    expect(hitungTanda([{ timbang: 'BELUM' }, { timbang: 'BELUM' }])).toEqual({ belum: 2, gagal: 0, ditimbang: 0 });
  });

  it("names a called bout's flagged corners, blue first", () => {
    const p = { sudut_a: { nama: 'Budi', timbang: 'GAGAL' as const }, sudut_b: { nama: 'Sari', timbang: 'BELUM' as const } };
    expect(sudutBertanda(p).map((x) => x.sudut)).toEqual(['B', 'R']);
    expect(peringatanPanggil(p)).toBe('Budi (B) gagal timbang; Sari (R) belum ditimbang');
    expect(peringatanPanggil({ sudut_a: { nama: 'Budi', timbang: 'LOLOS' }, sudut_b: { nama: 'Tim A & B' } })).toBeNull();
    expect(peringatanPanggil({ sudut_a: null, sudut_b: { nama: 'Sari', timbang: 'BELUM' } })).toBe('Sari (R) belum ditimbang');
  });
});
