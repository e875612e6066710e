import { describe, expect, it } from 'vitest';
import { ATURAN_PEMULA_2025, ATURAN_WT_2025, bersihkanLog, kejadianTerakhir, statusTimer, turunkanHasil } from '../../src/domain/skor';
import { Bout } from './skor-fixtures';

const aturan = ATURAN_WT_2025;
const hasil = (b: Bout) => turunkanHasil(aturan, b.log);
const jam = (b: Bout, nanti = 0) => statusTimer(aturan, b.log, b.waktu + nanti);
const terakhir = (b: Bout) => kejadianTerakhir(bersihkanLog(b.log, aturan.ivr));

describe('Batal terakhir takes back the last event of any kind', () => {
  it('an accidental round end: taken back, the round is open again, no SUP wait, the clock stopped where it ended', () => {
    const b = new Bout();
    b.mulai(1);
    b.gj('R');
    const akhir = b.selesai(1, 30_000);
    expect(hasil(b).ronde[0]).toMatchObject({ status: 'selesai', pemenang: 'B' });
    expect(terakhir(b)?.seq).toBe(akhir);
    b.undo(akhir);
    expect(hasil(b)).toMatchObject({ status: 'berlangsung', menang_ronde: { B: 0, R: 0 } });
    expect(hasil(b).ronde[0]).toMatchObject({ status: 'berlangsung', pemenang: null, R: { gam_jeom: 1 } });
    expect(jam(b, 10_000)).toMatchObject({ fase: 'ronde', berjalan: false, habis: false, sisa_ronde_ms: 120_000 - 31_000 });
    // The gam-jeom is the next to take back, not the round end again.
    expect(terakhir(b)?.jenis).toBe('gam_jeom');
  });

  it('a round start, a kye-shi and a decision are taken back too; the clock never runs on by itself', () => {
    const b = new Bout();
    const m1 = b.mulai(1);
    b.undo(m1);
    expect(hasil(b).status).toBe('belum_mulai');
    expect(jam(b).fase).toBe('belum_mulai');
    b.mulai(1);
    const ks = b.timer('kye_shi', 5_000, 'B');
    b.undo(ks);
    expect(jam(b, 20_000)).toMatchObject({ fase: 'ronde', berjalan: false, sisa_ronde_ms: 115_000 });
    const dsq = b.keputusan('DSQ', 'R');
    expect(hasil(b).status).toBe('selesai');
    expect(terakhir(b)?.seq).toBe(dsq);
    b.undo(dsq);
    expect(hasil(b)).toMatchObject({ status: 'berlangsung', pemenang: null });
  });
});

describe('Koreksi ronde reopens the last round with a reason', () => {
  it('reopened after the rest began: the round win is taken back, play goes on from where the clock stood', () => {
    const b = new Bout();
    b.mulai(1);
    b.poin('B', 'badan');
    b.selesai(1, 60_000);
    b.timer('istirahat', 5_000);
    expect(hasil(b).ronde_bisa_dibuka).toBe(1);
    b.tambah({ jenis: 'ronde_buka', ronde: 1, alasan: 'waktu dihentikan terlalu cepat' });
    expect(hasil(b)).toMatchObject({ status: 'berlangsung', menang_ronde: { B: 0, R: 0 }, ronde_bisa_dibuka: null });
    expect(jam(b, 10_000)).toMatchObject({ fase: 'ronde', berjalan: false, sisa_ronde_ms: 120_000 - 61_000, sisa_istirahat_ms: null });
    b.poin('R', 'kepala');
    b.selesai(1);
    expect(hasil(b).ronde[0]).toMatchObject({ status: 'selesai', pemenang: 'R', R: { skor: 3 }, B: { skor: 2 } });
  });

  it('refused while the score still ends the round, after the referee ended the match, and for an earlier round', () => {
    const ptg = new Bout();
    ptg.mulai(1);
    ptg.poin('B', 'putar_kepala', 3);
    expect(turunkanHasil(aturan, ptg.log).ronde[0].cara).toBe('PTG');
    const buka = ptg.tambah({ jenis: 'ronde_buka', ronde: 1, alasan: 'cek' });
    expect(turunkanHasil(aturan, ptg.log).diabaikan).toContainEqual({ seq: buka, alasan: 'ronde_tidak_bisa_dibuka' });

    const wdr = new Bout().rondeMenang(1, 'B');
    wdr.keputusan('WDR', 'B');
    expect(turunkanHasil(aturan, wdr.log).ronde_bisa_dibuka).toBeNull();

    const dua = new Bout().rondeMenang(1, 'B');
    dua.mulai(2);
    const lama = dua.tambah({ jenis: 'ronde_buka', ronde: 1, alasan: 'cek' });
    expect(turunkanHasil(aturan, dua.log).diabaikan).toContainEqual({ seq: lama, alasan: 'ronde_tidak_bisa_dibuka' });
  });

  it('reopening the deciding round takes the match win back', () => {
    const b = new Bout().rondeMenang(1, 'B').rondeMenang(2, 'B');
    expect(hasil(b)).toMatchObject({ status: 'selesai', pemenang: 'B', ronde_bisa_dibuka: 2 });
    b.tambah({ jenis: 'ronde_buka', ronde: 2, alasan: 'poin R belum masuk' });
    expect(hasil(b)).toMatchObject({ status: 'berlangsung', pemenang: null, keputusan: null, menang_ronde: { B: 1, R: 0 } });
  });
});

describe('Atur waktu sets the round clock', () => {
  it('set while the round runs: the clock stops at the time set and runs on from there', () => {
    const b = new Bout();
    b.mulai(1);
    b.tambah({ jenis: 'atur_waktu', sisa_ms: 95_000, alasan: 'jam terlambat dijalankan' }, 10_000);
    expect(jam(b, 5_000)).toMatchObject({ berjalan: false, sisa_ronde_ms: 95_000 });
    b.timer('lanjut');
    expect(jam(b, 5_000)).toMatchObject({ berjalan: true, sisa_ronde_ms: 90_000 });
  });

  it('ignored between rounds', () => {
    const b = new Bout().rondeMenang(1, 'B');
    const atur = b.tambah({ jenis: 'atur_waktu', sisa_ms: 10_000 });
    expect(hasil(b).diabaikan).toContainEqual({ seq: atur, alasan: 'ronde_sudah_selesai' });
  });
});

describe('video review (IVR)', () => {
  it('a request stops the clock; rejected it spends the card, accepted it keeps it (WT)', () => {
    const b = new Bout();
    b.mulai(1);
    const m1 = b.tambah({ jenis: 'ivr_minta', sudut: 'B' }, 20_000);
    expect(jam(b, 5_000)).toMatchObject({ berjalan: false, sisa_ronde_ms: 100_000 });
    expect(hasil(b).ivr).toMatchObject({ kartu: { B: 0, R: 1 }, menunggu: { seq: m1, sudut: 'B' } });
    const dobel = b.tambah({ jenis: 'ivr_minta', sudut: 'R' });
    expect(hasil(b).diabaikan).toContainEqual({ seq: dobel, alasan: 'ivr_menunggu' });
    b.tambah({
      jenis: 'ivr_putusan',
      minta: m1,
      diterima: true,
      ubah: { jenis: 'tambah', isi: { jenis: 'poin', sudut: 'B', teknik: 'kepala' } },
    });
    expect(hasil(b).ivr.kartu.B).toBe(1);
    expect(hasil(b).ronde[0].B.skor).toBe(3);
    const m2 = b.tambah({ jenis: 'ivr_minta', sudut: 'R' });
    b.tambah({ jenis: 'ivr_putusan', minta: m2, diterima: false, ubah: null });
    const habis = b.tambah({ jenis: 'ivr_minta', sudut: 'R' });
    expect(hasil(b).ivr.kartu).toEqual({ B: 1, R: 0 });
    expect(hasil(b).diabaikan).toContainEqual({ seq: habis, alasan: 'ivr_habis' });
    expect(hasil(b).ivr.permintaan.map((p) => p.status)).toEqual(['diterima', 'ditolak']);
  });

  it("an accepted review's score counts at the request: asked before the round ended, it wins the round", () => {
    const b = new Bout();
    b.mulai(1);
    const p = b.poin('R', 'badan');
    const minta = b.tambah({ jenis: 'ivr_minta', sudut: 'B' });
    b.selesai(1);
    expect(hasil(b).ronde[0].pemenang).toBe('R');
    b.tambah({ jenis: 'ivr_putusan', minta, diterima: true, ubah: { jenis: 'hapus', target: p } });
    expect(hasil(b).ronde[0]).toMatchObject({ status: 'menunggu_sup', R: { skor: 0 } });
  });

  it('no cards where the rule set has no video', () => {
    const b = new Bout();
    b.mulai(1);
    const minta = b.tambah({ jenis: 'ivr_minta', sudut: 'B' });
    const h = turunkanHasil(ATURAN_PEMULA_2025, b.log);
    expect(h.ivr.kartu).toEqual({ B: 0, R: 0 });
    expect(h.diabaikan).toContainEqual({ seq: minta, alasan: 'ivr_tidak_diizinkan' });
  });
});
