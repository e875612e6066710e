import { describe, expect, it } from 'vitest';
import { cekInputHasil } from '../../src/domain/bagan/hasil';
import { baganManual, cari } from './bagan-hasil-fixtures';
import { ATURAN_WT_2025, hasilKeBagan, turunkanHasil } from '../../src/domain/skor';
import { Bout } from './skor-fixtures';

const m = cari(baganManual([1, 2, 3, 4]), 1, 1);
const bagan = (b: Bout) => hasilKeBagan(turunkanHasil(ATURAN_WT_2025, b.log), m);

describe('hasilKeBagan: a derived WT result as the bracket stores it', () => {
  it('rounds won 2–1 by R: skor_a 1, skor_b 2, R (peserta_b) wins PTF; the bracket accepts it', () => {
    const b = new Bout().rondeMenang(1, 'B').rondeMenang(2, 'R').rondeMenang(3, 'R');
    const input = bagan(b);
    expect(input).toEqual({ skor_a: 1, skor_b: 2, id_pemenang: m.id_peserta_b, keputusan: 'PTF' });
    expect(cekInputHasil(m, input!, 'KYORUGI')).toEqual({ ok: true, id_pemenang: m.id_peserta_b, keputusan: 'PTF' });
  });

  it('a last round won by SUP, or by PUN, gives SUP / PUN on unequal round wins, accepted', () => {
    const sup = new Bout().rondeMenang(1, 'B');
    sup.mulai(2);
    sup.selesai(2);
    sup.sup('B');
    expect(bagan(sup)).toEqual({ skor_a: 2, skor_b: 0, id_pemenang: m.id_peserta_a, keputusan: 'SUP' });
    expect(cekInputHasil(m, bagan(sup)!, 'KYORUGI')).toMatchObject({ ok: true, keputusan: 'SUP' });
    const pun = new Bout().rondeMenang(1, 'R');
    pun.mulai(2);
    pun.gj('B', 5);
    expect(bagan(pun)).toMatchObject({ skor_a: 0, skor_b: 2, id_pemenang: m.id_peserta_b, keputusan: 'PUN' });
    expect(cekInputHasil(m, bagan(pun)!, 'KYORUGI')).toMatchObject({ ok: true, keputusan: 'PUN' });
  });

  it("a WDR for the corner behind on rounds is accepted with the referee's winner", () => {
    const b = new Bout().rondeMenang(1, 'B');
    b.mulai(2);
    b.keputusan('WDR', 'R');
    expect(bagan(b)).toEqual({ skor_a: 1, skor_b: 0, id_pemenang: m.id_peserta_b, keputusan: 'WDR' });
    expect(cekInputHasil(m, bagan(b)!, 'KYORUGI')).toEqual({ ok: true, id_pemenang: m.id_peserta_b, keputusan: 'WDR' });
  });

  it('no result while the bout is not finished', () => {
    const b = new Bout().rondeMenang(1, 'B');
    expect(bagan(b)).toBeNull();
    expect(hasilKeBagan(turunkanHasil(ATURAN_WT_2025, []), m)).toBeNull();
  });
});
