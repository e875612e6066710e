import { describe, expect, it } from 'vitest';
import { ATURAN_WT_2025 } from '../../src/domain/skor/aturan-bawaan';
import { turunkanHasil } from '../../src/domain/skor/hasil';
import { rekapRonde } from '../../src/domain/skor/rekap-ronde';
import { isiSlip, waktuSlip, type DataSlip } from '../../src/domain/skor/slip';
import { Bout } from './skor-fixtures';

/** B wins round 1 on points, R round 2 on the tie-break (head points), R round 3 by the 12-point gap. */
function bout() {
  const b = new Bout();
  b.mulai(1);
  b.poin('B', 'kepala');
  b.gj('B');
  b.poin('R', 'pukulan');
  b.selesai(1);
  b.mulai(2);
  b.poin('B', 'badan');
  b.poin('B', 'pukulan');
  b.poin('R', 'kepala');
  b.selesai(2);
  b.mulai(3);
  b.poin('R', 'putar_kepala', 3);
  return turunkanHasil(ATURAN_WT_2025, b.log);
}

describe('the round table', () => {
  it('each round: points, gam-jeoms, points per technique, who won and how; totals and rounds won', () => {
    const r = rekapRonde(bout());
    expect(r.baris.map((b) => [b.ronde, b.B.skor, b.B.gam_jeom, b.R.skor, b.R.gam_jeom, b.pemenang, b.cara])).toEqual([
      [1, 3, 1, 2, 0, 'B', 'Angka'],
      [2, 3, 0, 3, 0, 'R', 'Seri: poin ke kepala lebih banyak'],
      [3, 0, 0, 15, 0, 'R', 'Selisih poin'],
    ]);
    expect(r.baris[0]!.B.rincian).toBe('Tendangan kepala 3');
    expect(r.baris[1]!.B.rincian).toBe('Pukulan 1, Tendangan badan 2');
    expect(r.baris[2]!.B.rincian).toBe('');
    expect(r).toMatchObject({ menang_ronde: { B: 1, R: 2 }, total: { B: 6, R: 20 }, pemenang: 'R', keputusan: 'Selisih poin (PTG)' });
  });

  it('an open round and one waiting for the referee say so; a bout stopped by the referee mid-round says it was stopped', () => {
    const b = new Bout();
    b.mulai(1);
    expect(rekapRonde(turunkanHasil(ATURAN_WT_2025, b.log)).baris[0]!.cara).toBe('Berlangsung');
    b.selesai(1);
    expect(rekapRonde(turunkanHasil(ATURAN_WT_2025, b.log)).baris[0]!.cara).toBe('Menunggu keputusan wasit');
    b.sup('B');
    b.mulai(2);
    b.keputusan('RSC', 'R');
    const r = rekapRonde(turunkanHasil(ATURAN_WT_2025, b.log));
    expect(r.baris.map((x) => x.cara)).toEqual(['Keunggulan wasit', 'Dihentikan']);
    expect(r).toMatchObject({ pemenang: 'R', keputusan: 'Wasit menghentikan pertandingan (RSC)' });
  });
});

describe('the result slip', () => {
  const dasar: DataSlip = {
    nama_event: 'Kejuaraan Uji',
    kelas: 'Kyorugi prestasi Cadet Putra Under 45 kg',
    partai: 'A-12',
    babak: 'Semifinal',
    cabang: 'KYORUGI',
    B: { nama: 'Budi', dojang: 'Dojang Satu' },
    R: { nama: 'Rina', dojang: 'Dojang Dua' },
    skor_a: 1,
    skor_b: 2,
    pemenang: 'R',
    keputusan: 'PTG',
    disimpan_pada: '2025-11-12T07:05:00Z',
    ronde: rekapRonde(bout()),
  };

  it('Kyorugi: the bout, both corners, the rounds with a totals row, the winner and decision, the signature lines', () => {
    const s = isiSlip(dasar);
    expect(s.keterangan).toEqual([
      ['Kelas', 'Kyorugi prestasi Cadet Putra Under 45 kg'],
      ['Partai', 'A-12'],
      ['Babak', 'Semifinal'],
      ['Hasil disimpan', '12 Nov 2025 14.05 WIB'],
    ]);
    expect(s.sudut.map((x) => [x.label, x.nama, x.dojang])).toEqual([
      ['Biru (B)', 'Budi', 'Dojang Satu'],
      ['Merah (R)', 'Rina', 'Dojang Dua'],
    ]);
    expect(s.tabel.kepala).toEqual(['Ronde', 'Skor B', 'Gam-jeom B', 'Skor R', 'Gam-jeom R', 'Pemenang', 'Cara']);
    expect(s.tabel.baris[0]).toEqual({ sel: ['1', '3', '1', '2', '0', 'B', 'Angka'], catatan: 'B: Tendangan kepala 3 · R: Pukulan 1' });
    expect(s.tabel.baris.at(-1)!.sel).toEqual(['Total', '6', '1', '20', '0', '1–2', 'Ronde dimenangkan']);
    expect(s.hasil).toEqual(['Pemenang: Merah (R) — Rina (Dojang Dua)', 'Keputusan: Selisih poin (PTG)', 'Ronde dimenangkan B–R: 1–2']);
    expect(s.tanda).toEqual(['Wasit', 'Pencatat']);
    expect(s.namaFile).toBe('Slip Partai A-12 Kyorugi prestasi Cadet Putra Under 45 kg.pdf');
  });

  it('Poomsae and a result entered by hand: the scores as the bracket keeps them', () => {
    const s = isiSlip({
      ...dasar,
      cabang: 'POOMSAE',
      skor_a: 8.45,
      skor_b: 7.9,
      pemenang: 'B',
      keputusan: 'PTF',
      ronde: null,
      partai: null,
    });
    expect(s.tabel).toEqual({
      kepala: ['Sudut', 'Nilai'],
      lebar: [2, 1],
      baris: [{ sel: ['Biru (B)', '8,45'] }, { sel: ['Merah (R)', '7,90'] }],
    });
    expect(s.hasil.at(-1)).toBe('Nilai B–R: 8,45 – 7,90');
    expect(s.keterangan[1]).toEqual(['Partai', '-']);
    expect(waktuSlip('bukan waktu')).toBe('-');
  });
});
