import { describe, expect, it } from 'vitest';
import { diMalam, kabarJatuhTempo, kedaluwarsaIkuti, tanggalWib, teksKabar, teksPartaiLagi } from '../../src/domain/ikuti';

const wib = (s: string) => Date.parse(`${s}+07:00`);
const menunggu = (partai_lagi: number) => ({ status: 'MENUNGGU' as const, partai_lagi, selesai_pada: null });

describe("'Ikuti atlet' rules", () => {
  it('the night is 21:00–06:00 WIB, across midnight', () => {
    expect(diMalam(wib('2026-03-01T20:59:00'))).toBe(false);
    expect(diMalam(wib('2026-03-01T21:00:00'))).toBe(true);
    expect(diMalam(wib('2026-03-02T05:59:00'))).toBe(true);
    expect(diMalam(wib('2026-03-02T06:00:00'))).toBe(false);
    expect(tanggalWib(wib('2026-03-02T00:30:00'))).toBe('2026-03-02');
  });

  it("'N partai lagi': within the setting; never in the night nor a day ahead for a day not started; always once started", () => {
    const hari = { tanggal: '2026-03-02', dimulai: false };
    expect(kabarJatuhTempo(menunggu(3), hari, wib('2026-03-02T07:00:00'))).toBe('lagi');
    expect(kabarJatuhTempo(menunggu(4), hari, wib('2026-03-02T07:00:00'))).toBeNull();
    expect(kabarJatuhTempo(menunggu(4), hari, wib('2026-03-02T07:00:00'), 5)).toBe('lagi');
    expect(kabarJatuhTempo(menunggu(0), hari, wib('2026-03-02T05:30:00'))).toBeNull();
    expect(kabarJatuhTempo(menunggu(0), hari, wib('2026-03-01T10:00:00'))).toBeNull();
    expect(kabarJatuhTempo(menunggu(0), { ...hari, dimulai: true }, wib('2026-03-02T23:30:00'))).toBe('lagi');
  });

  it('called while called; a result only while fresh', () => {
    const hari = { tanggal: '2026-03-02', dimulai: true };
    const t = wib('2026-03-02T10:00:00');
    expect(kabarJatuhTempo({ status: 'DIPANGGIL', partai_lagi: 0, selesai_pada: null }, hari, t)).toBe('dipanggil');
    expect(kabarJatuhTempo({ status: 'BERTANDING', partai_lagi: 0, selesai_pada: null }, hari, t)).toBeNull();
    const selesai = (menitLalu: number) => ({
      status: 'SELESAI' as const,
      partai_lagi: null,
      selesai_pada: new Date(t - menitLalu * 60_000).toISOString(),
    });
    expect(kabarJatuhTempo(selesai(2), hari, t)).toBe('hasil');
    expect(kabarJatuhTempo(selesai(16), hari, t)).toBeNull();
  });

  it('a follow lasts until 24.00 WIB of the last day; the words of each alert', () => {
    expect(new Date(kedaluwarsaIkuti('2026-03-04')).toISOString()).toBe('2026-03-04T17:00:00.000Z');
    expect(teksPartaiLagi(0)).toBe('Partai berikutnya');
    const p = {
      id_match: 'm',
      nomor: 12,
      nama_kelas: 'Kyorugi Prestasi Cadet Putra Under 45 kg',
      partai_lagi: 3,
      eta: '2026-03-02T03:24:00.000Z',
      skor_a: 1,
      skor_b: 3,
      id_pemenang: 8,
      keputusan: 'PTF',
      sudut_a: { id_peserta_kompetisi: 7, nama: 'Budi' },
      sudut_b: { id_peserta_kompetisi: 8, nama: 'Sari' },
    };
    const l = { nama: 'Matras Utama', kode: 'A' };
    expect(teksKabar('lagi', p, 7, l)).toEqual({ judul: '3 partai lagi', isi: 'Budi · partai A-12 di Lapangan A, perkiraan 10.24 WIB' });
    expect(teksKabar('dipanggil', p, 8, l).judul).toBe('Dipanggil ke Lapangan A');
    expect(teksKabar('hasil', p, 7, l)).toEqual({ judul: 'Hasil partai A-12', isi: 'Budi: Kalah 1–3 (PTF)' });
    expect(teksKabar('hasil', p, 8, l).isi).toBe('Sari: Menang 3–1 (PTF)');
  });
});
