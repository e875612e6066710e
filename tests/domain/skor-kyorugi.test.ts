import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ATURAN_PEMULA_2025, ATURAN_WT_2025, LOG_SCHEMA, turunkanHasil, type AturanKyorugi } from '../../src/domain/skor';
import { Bout } from './skor-fixtures';

describe.each([
  ['WT best of three (prestasi)', ATURAN_WT_2025],
  ['pemula', ATURAN_PEMULA_2025],
])('%s: every decision path', (_nama, aturan: AturanKyorugi) => {
  const hasil = (b: Bout) => turunkanHasil(aturan, b.log);

  it('nothing yet: belum_mulai; a point before the first round is ignored', () => {
    const b = new Bout();
    const p = b.poin('B', 'kepala');
    const h = hasil(b);
    expect(h.status).toBe('belum_mulai');
    expect(h.diabaikan).toEqual([{ seq: p, alasan: 'ronde_belum_mulai' }]);
  });

  it('PTF 2–0: the match ends after round 2, skor_a / skor_b are the rounds won', () => {
    const b = new Bout();
    b.mulai(1);
    b.poin('B', 'badan', 2);
    b.poin('R', 'pukulan', 3);
    b.selesai(1);
    const antara = hasil(b);
    expect(antara.status).toBe('antara_ronde');
    expect(antara.ronde[0]).toMatchObject({ B: { skor: 4 }, R: { skor: 3 }, pemenang: 'B', cara: 'PTF', status: 'selesai' });
    b.rondeMenang(2, 'B');
    const h = hasil(b);
    expect(h).toMatchObject({
      status: 'selesai',
      pemenang: 'B',
      keputusan: 'PTF',
      skor_a: 2,
      skor_b: 0,
      menang_ronde: { B: 2, R: 0 },
      total: { B: 7, R: 3 },
    });
    const r3 = b.mulai(3);
    expect(hasil(b).diabaikan).toEqual([{ seq: r3, alasan: 'pertandingan_selesai' }]);
  });

  it('2–1: R takes round 1, B rounds 2 and 3', () => {
    const b = new Bout().rondeMenang(1, 'R').rondeMenang(2, 'B');
    expect(hasil(b)).toMatchObject({ status: 'antara_ronde', menang_ronde: { B: 1, R: 1 }, pemenang: null });
    b.rondeMenang(3, 'B');
    expect(hasil(b)).toMatchObject({ status: 'selesai', pemenang: 'B', keputusan: 'PTF', skor_a: 2, skor_b: 1 });
    expect(hasil(b).ronde.map((r) => r.pemenang)).toEqual(['R', 'B', 'B']);
  });

  it('PTG at exactly 12 (11 is not enough); later points of that round are ignored', () => {
    const b = new Bout();
    b.mulai(1);
    b.poin('R', 'putar_kepala', 2);
    b.poin('R', 'pukulan');
    expect(hasil(b).ronde[0]).toMatchObject({ status: 'berlangsung', R: { skor: 11 } });
    const ke12 = b.poin('R', 'pukulan');
    const telat = b.poin('B', 'kepala');
    const h = hasil(b);
    expect(h.ronde[0]).toMatchObject({ status: 'selesai', pemenang: 'R', cara: 'PTG', seq_selesai: ke12, B: { skor: 0 }, R: { skor: 12 } });
    expect(h.diabaikan).toEqual([{ seq: telat, alasan: 'ronde_sudah_selesai' }]);
    b.selesai(1);
    b.mulai(2);
    b.poin('R', 'putar_kepala', 2);
    b.poin('B', 'pukulan');
    b.poin('R', 'pukulan', 2);
    expect(hasil(b).ronde[1]).toMatchObject({ status: 'berlangsung', B: { skor: 1 }, R: { skor: 12 } });
    b.poin('R', 'pukulan');
    expect(hasil(b)).toMatchObject({ status: 'selesai', pemenang: 'R', keputusan: 'PTG', skor_a: 0, skor_b: 2 });
  });

  it('PUN at the 5th gam-jeom: the round goes to the opponent; each gam-jeom gave it a point', () => {
    const b = new Bout();
    b.rondeMenang(1, 'R');
    b.mulai(2);
    b.poin('R', 'putar_kepala', 2);
    b.gj('R', 4);
    expect(hasil(b).ronde[1]).toMatchObject({ status: 'berlangsung', R: { gam_jeom: 4, skor: 10 }, B: { skor: 4 } });
    b.gj('R');
    expect(hasil(b)).toMatchObject({ status: 'antara_ronde', menang_ronde: { B: 1, R: 1 } });
    expect(hasil(b).ronde[1]).toMatchObject({ pemenang: 'B', cara: 'PUN', B: { skor: 5 } });
    b.mulai(3);
    b.gj('B', 5);
    expect(hasil(b)).toMatchObject({ status: 'selesai', pemenang: 'R', keputusan: 'PUN', skor_a: 1, skor_b: 2 });
  });

  it('PUN before PTG when the 5th gam-jeom also makes the 12-point gap', () => {
    const b = new Bout();
    b.mulai(1);
    b.gj('B', 4);
    b.poin('R', 'putar_kepala');
    b.poin('R', 'pukulan', 2);
    expect(hasil(b).ronde[0]).toMatchObject({ status: 'berlangsung', R: { skor: 11 } });
    b.gj('B');
    expect(hasil(b).ronde[0]).toMatchObject({ pemenang: 'R', cara: 'PUN', R: { skor: 12 } });
  });

  describe('a round tied on points, tie-break steps in order', () => {
    const seri = (isi: (b: Bout) => void) => {
      const b = new Bout();
      b.mulai(1);
      isi(b);
      b.selesai(1);
      const r = hasil(b).ronde[0];
      expect(r.B.skor).toBe(r.R.skor);
      return r;
    };

    it('1. more turning-kick points (though R has more head points)', () => {
      const r = seri((b) => {
        b.poin('B', 'putar_badan');
        b.poin('R', 'kepala');
        b.poin('R', 'pukulan');
      });
      expect(r).toMatchObject({ pemenang: 'B', cara: 'poin_putar' });
    });

    it('2. then more head points (though B has more trunk points)', () => {
      const r = seri((b) => {
        b.poin('B', 'badan', 2);
        b.poin('R', 'kepala');
        b.poin('R', 'pukulan');
      });
      expect(r).toMatchObject({ pemenang: 'R', cara: 'poin_kepala' });
    });

    it('3. then more trunk points (though R has more punch points)', () => {
      const r = seri((b) => {
        b.poin('B', 'badan');
        b.poin('B', 'pukulan', 2);
        b.poin('R', 'pukulan', 4);
      });
      expect(r).toMatchObject({ pemenang: 'B', cara: 'poin_badan' });
    });

    it('4. then more punch points (before fewer gam-jeoms, which would favour the other corner)', () => {
      const r = seri((b) => {
        b.poin('B', 'pukulan', 2);
        b.poin('R', 'pukulan');
        b.gj('B');
      });
      expect(r).toMatchObject({ pemenang: 'B', cara: 'poin_pukulan', B: { gam_jeom: 1 }, R: { gam_jeom: 0 } });
    });

    it('5. fewer gam-jeoms (reached when a set orders it before the technique steps)', () => {
      const kustom: AturanKyorugi = { ...aturan, urutan_seri: ['poin_putar', 'gam_jeom_sedikit', 'poin_kepala', 'SUP'] };
      const b = new Bout();
      b.mulai(1);
      b.poin('B', 'badan');
      b.gj('R');
      b.poin('R', 'kepala');
      b.selesai(1);
      expect(turunkanHasil(kustom, b.log).ronde[0]).toMatchObject({ pemenang: 'B', cara: 'gam_jeom_sedikit' });
      expect(hasil(b).ronde[0]).toMatchObject({ pemenang: 'R', cara: 'poin_kepala' });
    });

    it('6. SUP: everything equal, the round waits for the referee; a SUP on a deciding round is the decision', () => {
      const b = new Bout().rondeMenang(1, 'R');
      b.mulai(2);
      b.poin('B', 'pukulan');
      b.poin('R', 'pukulan');
      const akhir = b.selesai(2);
      expect(hasil(b)).toMatchObject({ status: 'menunggu_sup' });
      expect(hasil(b).ronde[1]).toMatchObject({ status: 'menunggu_sup', pemenang: null, seq_selesai: akhir });
      const r3 = b.mulai(3);
      expect(hasil(b).diabaikan).toEqual([{ seq: r3, alasan: 'ronde_tidak_urut' }]);
      b.sup('R');
      expect(hasil(b)).toMatchObject({ status: 'selesai', pemenang: 'R', keputusan: 'SUP', skor_a: 0, skor_b: 2 });
      expect(hasil(b).ronde[1]).toMatchObject({ pemenang: 'R', cara: 'SUP', seq_selesai: akhir });
    });

    it('a 0–0 round goes to SUP; a SUP while no round waits is ignored', () => {
      const b = new Bout();
      b.mulai(1);
      const awal = b.sup('B');
      b.selesai(1);
      b.sup('B');
      const h = hasil(b);
      expect(h.diabaikan).toEqual([{ seq: awal, alasan: 'tidak_menunggu_sup' }]);
      expect(h.ronde[0]).toMatchObject({ pemenang: 'B', cara: 'SUP' });
      expect(h.status).toBe('antara_ronde');
    });
  });

  it.each(['WDR', 'DSQ', 'RSC'] as const)('%s at any time ends the match for the named corner', (keputusan) => {
    const b = new Bout().rondeMenang(1, 'B');
    b.mulai(2);
    b.poin('B', 'kepala');
    b.keputusan(keputusan, 'R');
    const telat = b.poin('R', 'kepala');
    const h = hasil(b);
    expect(h).toMatchObject({ status: 'selesai', pemenang: 'R', keputusan, skor_a: 1, skor_b: 0 });
    expect(h.ronde[1].status).toBe('berlangsung');
    expect(h.diabaikan).toEqual([{ seq: telat, alasan: 'pertandingan_selesai' }]);
  });

  it('a decision the set does not allow is ignored', () => {
    const b = new Bout();
    b.mulai(1);
    const k = b.keputusan('RSC', 'B');
    const tanpaRsc: AturanKyorugi = { ...aturan, keputusan: ['PTF', 'PTG', 'SUP', 'WDR', 'DSQ', 'PUN'] };
    expect(turunkanHasil(tanpaRsc, b.log)).toMatchObject({
      status: 'berlangsung',
      diabaikan: [{ seq: k, alasan: 'keputusan_tidak_diizinkan' }],
    });
  });

  it('points follow the set: a set worth 3 for a punch scores 3', () => {
    const b = new Bout();
    b.mulai(1);
    b.poin('B', 'pukulan');
    const lain: AturanKyorugi = { ...aturan, poin_teknik: { ...aturan.poin_teknik, pukulan: 3 } };
    expect(turunkanHasil(lain, b.log).ronde[0].B.skor).toBe(3);
    expect(hasil(b).ronde[0].B.poin.pukulan).toBe(1);
  });

  it('the log passes LOG_SCHEMA as JSON', () => {
    const b = new Bout().rondeMenang(1, 'B');
    b.koreksi(2, { jenis: 'poin', sudut: 'R', teknik: 'kepala' });
    expect(v.safeParse(LOG_SCHEMA, JSON.parse(JSON.stringify(b.log))).success).toBe(true);
  });
});

describe('round lengths of the two sets', () => {
  it('WT 3 × 2:00 with 1:00 rest; pemula 3 × 1:00 with 0:30 rest, judges 2 of 3 in 1 s', () => {
    expect(ATURAN_WT_2025).toMatchObject({ ronde_jumlah: 3, menang_ronde: 2, ronde_detik: 120, istirahat_detik: 60, skor_digital: null });
    expect(ATURAN_PEMULA_2025).toMatchObject({
      ronde_jumlah: 3,
      menang_ronde: 2,
      ronde_detik: 60,
      istirahat_detik: 30,
      skor_digital: { juri: 3, jendela_ms: 1000 },
    });
  });
});
