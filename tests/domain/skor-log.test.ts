import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  ATURAN_MSG,
  ATURAN_PEMULA_2025,
  ATURAN_SCHEMA,
  ATURAN_WT_2025,
  KEJADIAN_SCHEMA,
  KEPUTUSAN_SKOR,
  KEPUTUSAN_SKOR_LABEL,
  PENGATURAN_SKOR_BAWAAN,
  PENGATURAN_SKOR_SCHEMA,
  pilihAturan,
  turunkanHasil,
} from '../../src/domain/skor';
import { Bout, tanpaAbaikan } from './skor-fixtures';

const aturan = ATURAN_WT_2025;
const hasil = (b: Bout) => turunkanHasil(aturan, b.log);

describe('undo and correction', () => {
  it('undo takes a point back; undoing the undo puts it back', () => {
    const b = new Bout();
    b.mulai(1);
    const p = b.poin('B', 'kepala');
    const u = b.undo(p);
    expect(hasil(b).ronde[0].B.skor).toBe(0);
    b.undo(u);
    expect(hasil(b).ronde[0].B.skor).toBe(3);
  });

  it('undoing the point that made PTG reopens the round', () => {
    const b = new Bout();
    b.mulai(1);
    b.poin('B', 'putar_kepala', 2);
    const ke12 = b.poin('B', 'badan');
    expect(hasil(b).ronde[0].cara).toBe('PTG');
    b.undo(ke12);
    expect(hasil(b).ronde[0]).toMatchObject({ status: 'berlangsung', B: { skor: 10 } });
  });

  it('a correction replaces the event at its own place: made the 12th point earlier, later points of the round do not count', () => {
    const b = new Bout();
    b.mulai(1);
    const salah = b.poin('B', 'pukulan');
    const ke12 = b.poin('B', 'putar_kepala', 2);
    const telat = b.poin('R', 'pukulan');
    expect(hasil(b).ronde[0]).toMatchObject({ status: 'berlangsung', B: { skor: 11 }, R: { skor: 1 } });
    b.koreksi(salah, { jenis: 'poin', sudut: 'R', teknik: 'putar_kepala' });
    expect(hasil(b).ronde[0]).toMatchObject({ status: 'berlangsung', B: { skor: 10 }, R: { skor: 6 } });
    b.koreksi(salah, { jenis: 'poin', sudut: 'B', teknik: 'kepala' }, 'tendangan kepala, bukan pukulan');
    expect(hasil(b).ronde[0]).toMatchObject({
      status: 'selesai',
      cara: 'PTG',
      pemenang: 'B',
      seq_selesai: ke12,
      B: { skor: 13 },
      R: { skor: 0 },
    });
    expect(hasil(b).diabaikan).toEqual([{ seq: telat, alasan: 'ronde_sudah_selesai' }]);
  });

  it('an undo of a correction restores the original event; an undo of the round start takes the round back; a correction of a round event is ignored', () => {
    const b = new Bout();
    const m = b.mulai(1);
    const p = b.poin('B', 'kepala');
    const k = b.koreksi(p, { jenis: 'poin', sudut: 'B', teknik: 'pukulan' });
    expect(hasil(b).ronde[0].B.skor).toBe(1);
    b.undo(k);
    expect(hasil(b).ronde[0].B.skor).toBe(3);
    b.undo(m);
    expect(hasil(b)).toMatchObject({ status: 'belum_mulai', ronde: [] });
    const kr = b.koreksi(m, { jenis: 'sup', sudut: 'B' });
    const maju = b.undo(9999);
    expect(hasil(b).diabaikan).toEqual([
      { seq: p, alasan: 'ronde_belum_mulai' },
      ...[kr, maju].map((seq) => ({ seq, alasan: 'target_tidak_valid' })),
    ]);
  });
});

describe('replays and copies', () => {
  it('the same event twice, the same device + id under another seq, and shuffled arrival count once', () => {
    const b = new Bout().rondeMenang(1, 'B');
    b.mulai(2);
    b.poin('R', 'badan');
    const dua = [...b.log, ...b.log.slice(2)].reverse();
    const salinan = { ...b.log[4], seq: 99 };
    const h = turunkanHasil(aturan, [...dua, salinan]);
    expect(tanpaAbaikan(h)).toEqual(tanpaAbaikan(hasil(b)));
    expect(h.ronde[1].R.skor).toBe(2);
  });

  it('two devices with the same seq: the same one wins on every machine', () => {
    const b = new Bout();
    b.mulai(1);
    const lain = { ...b.log[0], perangkat: 'konsol-0', id: 'x', jenis: 'poin' as const, sudut: 'B' as const, teknik: 'kepala' as const };
    const a = turunkanHasil(aturan, [b.log[0], lain]);
    const c = turunkanHasil(aturan, [lain, b.log[0]]);
    expect(a).toEqual(c);
  });

  it('one seq, one device id, two contents (a corrupt copy): the same one wins whatever the arrival order', () => {
    const b = new Bout();
    b.mulai(1);
    const p = b.poin('B', 'kepala');
    const kB = {
      ...b.log[0],
      seq: 3,
      id: 'k',
      jenis: 'koreksi' as const,
      target: p,
      alasan: 'x',
      pengganti: { jenis: 'poin' as const, sudut: 'B' as const, teknik: 'pukulan' as const },
    };
    const kR = { ...kB, pengganti: { ...kB.pengganti, sudut: 'R' as const } };
    const satu = turunkanHasil(aturan, [...b.log, kB, kR]);
    expect(turunkanHasil(aturan, [kR, kB, ...b.log])).toEqual(satu);
    expect(satu.ronde[0].B.skor + satu.ronde[0].R.skor).toBe(1);
  });
});

describe('rule sets as stored data', () => {
  it('both shipped sets and the default setting pass their schemas as JSON', () => {
    for (const a of [ATURAN_WT_2025, ATURAN_PEMULA_2025]) {
      expect(v.parse(ATURAN_SCHEMA, JSON.parse(JSON.stringify(a)))).toEqual(a);
    }
    expect(v.parse(PENGATURAN_SKOR_SCHEMA, JSON.parse(JSON.stringify(PENGATURAN_SKOR_BAWAAN)))).toEqual(PENGATURAN_SKOR_BAWAAN);
  });

  it('the setting picks the set per category; changing it is data', () => {
    expect(pilihAturan(PENGATURAN_SKOR_BAWAAN, 'prestasi').kode).toBe('wt-2025-best-of-three');
    expect(pilihAturan(PENGATURAN_SKOR_BAWAAN, 'pemula').kode).toBe('pemula-2025');
    const ubah = { ...PENGATURAN_SKOR_BAWAAN, pemula: 'wt-2025-best-of-three' };
    expect(pilihAturan(v.parse(PENGATURAN_SKOR_SCHEMA, ubah), 'pemula').ronde_detik).toBe(120);
  });

  const pesan = (x: unknown, schema: typeof ATURAN_SCHEMA | typeof PENGATURAN_SKOR_SCHEMA = ATURAN_SCHEMA) => {
    const r = v.safeParse(schema, x);
    return r.success ? null : r.issues[0].message;
  };

  it.each([
    [{ golden_round: true }, ATURAN_MSG.golden],
    [{ keputusan: ['PTF', 'SUP', 'GDP'] }, ATURAN_MSG.keputusan],
    [{ keputusan: ['PTF', 'PTG', 'PUN'] }, ATURAN_MSG.keputusanWajib],
    [{ ronde_jumlah: 2 }, ATURAN_MSG.rondeGanjil],
    [{ urutan_seri: ['SUP', 'poin_putar'] }, ATURAN_MSG.urutanSeriSup],
    [{ urutan_seri: ['poin_putar', 'poin_putar', 'SUP'] }, ATURAN_MSG.urutanSeriSup],
    [{ poin_teknik: { ...ATURAN_WT_2025.poin_teknik, kepala: 0 } }, ATURAN_MSG.poinTeknik],
    [{ skor_digital: { juri: 5, jendela_ms: 1000 } }, ATURAN_MSG.juri],
    [{ keputusan: ['PTF', 'SUP', 'PUN'] }, ATURAN_MSG.ptgDiizinkan],
    [{ kode: 'WT 2025' }, ATURAN_MSG.kode],
  ])('refuses %j: %s', (ubah, msg) => {
    expect(pesan({ ...ATURAN_WT_2025, ...ubah })).toBe(msg);
  });

  it('a setting naming a set it does not hold, or two sets with one kode, is refused', () => {
    expect(pesan({ ...PENGATURAN_SKOR_BAWAAN, pemula: 'pemula-2030' }, PENGATURAN_SKOR_SCHEMA)).toBe(ATURAN_MSG.kategori);
    expect(pesan({ ...PENGATURAN_SKOR_BAWAAN, aturan: [ATURAN_WT_2025, ATURAN_WT_2025] }, PENGATURAN_SKOR_SCHEMA)).toBe(
      ATURAN_MSG.kodeGanda,
    );
  });

  it('GDP stays readable for old results, never allowed in a set', () => {
    expect(KEPUTUSAN_SKOR).toContain('GDP');
    expect(KEPUTUSAN_SKOR_LABEL.GDP).toBe('Golden point (GDP)');
    expect(ATURAN_WT_2025.keputusan).not.toContain('GDP');
  });

  it('events are checked with Indonesian messages', () => {
    const r = v.safeParse(KEJADIAN_SCHEMA, { jenis: 'poin', sudut: 'X', teknik: 'kepala', seq: 1, perangkat: 'k', id: '1', waktu: 0 });
    expect(r.success ? null : r.issues[0].message).toBe('Sudut harus B atau R');
    const k = v.safeParse(KEJADIAN_SCHEMA, {
      jenis: 'keputusan',
      keputusan: 'GDP',
      pemenang: 'B',
      seq: 1,
      perangkat: 'k',
      id: '1',
      waktu: 0,
    });
    expect(k.success ? null : k.issues[0].message).toBe('Keputusan wasit harus WDR, DSQ atau RSC');
  });
});
