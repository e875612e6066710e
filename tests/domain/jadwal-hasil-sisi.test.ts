import { describe, expect, it } from 'vitest';
import { hasilDariSisi, type HasilPartai } from '../../src/domain/jadwal';

// Blue (B, sudut_a) is entry 1, red (R, sudut_b) entry 2; red won 2–1 on points (B scored 1, R 2).
const partai: HasilPartai = {
  skor_a: 1,
  skor_b: 2,
  id_pemenang: 2,
  keputusan: 'PTF',
  sudut_a: { id_peserta_kompetisi: 1 },
  sudut_b: { id_peserta_kompetisi: 2 },
};

describe("a result from the athlete's side", () => {
  it('puts the athlete’s own score first, won or lost', () => {
    expect(hasilDariSisi(partai, ['B'])).toEqual({ menang: false, teks: 'Kalah 1–2 (PTF)' });
    expect(hasilDariSisi(partai, ['R'])).toEqual({ menang: true, teks: 'Menang 2–1 (PTF)' });
    expect(hasilDariSisi({ ...partai, skor_a: 3, skor_b: 1, id_pemenang: 1, keputusan: null }, ['B']).teks).toBe('Menang 3–1');
    expect(hasilDariSisi({ ...partai, skor_a: 3, skor_b: 1, id_pemenang: 1, keputusan: null }, ['R']).teks).toBe('Kalah 1–3');
  });

  it("two teammates: read from the winner's side; no scores (a no-show): the decision only", () => {
    expect(hasilDariSisi(partai, ['B', 'R']).teks).toBe('Menang 2–1 (PTF)');
    expect(hasilDariSisi({ ...partai, skor_a: null, skor_b: null, keputusan: 'WDR' }, ['B']).teks).toBe('Kalah (WDR)');
  });
});
