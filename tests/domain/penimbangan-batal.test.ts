import { describe, expect, it } from 'vitest';
import { nomorKartuDariKetikan } from '../../src/domain/kartu/kode';
import {
  KEWAJARAN_MSG,
  PENGATURAN_TIMBANG_BAWAAN,
  alasanTidakDibatalkan,
  alasanTidakDitimbang,
  bolehDiputuskan,
  hasilTimbang,
  jumlahPercobaan,
  kewajaranBerat,
  percobaanTerakhir,
  sisaWaktuBatal,
  type BatasKelas,
  type Percobaan,
} from '../../src/domain/penimbangan';

/** Issue 28 at the weigh-in desk: plausibility of a typed weight, voided attempts, the printed card number. */

const U45: BatasKelas = { nama_kelas: 'Under 45 kg', batas_min: 41, batas_max: 45 };
const OVER: BatasKelas = { nama_kelas: 'Over 78 kg', batas_min: 78, batas_max: 200 };
const atur = PENGATURAN_TIMBANG_BAWAAN;
const JAM = Date.UTC(2026, 10, 21, 10, 0);

const p = (kunci: string, menit: number, berat_gram: number, lolos: boolean, extra: Partial<Percobaan> = {}): Percobaan => ({
  kunci,
  jenis: 'RESMI',
  berat_gram,
  lolos,
  ditimbang_pada: new Date(JAM + menit * 60_000).toISOString(),
  meja: 'Meja 1',
  id_kelas_kejuaraan: 1,
  petugas: null,
  ...extra,
});
const batal = { alasan: 'Salah ketik', meja: 'Meja Admin', oleh: 'Panitia', pada: new Date(JAM).toISOString() };
const entri = { status: 'APPROVED', id_kelas_kejuaraan: 1, keputusan: null };

describe('kewajaranBerat', () => {
  it("outside a human's range is impossible; under half the lower limit or 20 kg over the upper one is far; else plausible", () => {
    expect(kewajaranBerat(4_000, U45, atur)).toBe('mustahil');
    expect(kewajaranBerat(9_900, U45, atur)).toBe('mustahil');
    expect(kewajaranBerat(250_100, OVER, atur)).toBe('mustahil');
    expect(kewajaranBerat(20_400, U45, atur)).toBe('jauh');
    expect(kewajaranBerat(20_500, U45, atur)).toBe('wajar');
    expect(kewajaranBerat(37_100, U45, atur)).toBe('wajar');
    expect(kewajaranBerat(65_000, U45, atur)).toBe('wajar');
    expect(kewajaranBerat(65_100, U45, atur)).toBe('jauh');
    // An 'Over' class has no upper limit to be far from.
    expect(kewajaranBerat(180_000, OVER, atur)).toBe('wajar');
    expect(kewajaranBerat(38_900, OVER, atur)).toBe('jauh');
  });

  it('the thresholds are the settings, and the messages name the weight and the limits', () => {
    const ketat = { ...atur, berat_min_gram: 20_000, jauh_bawah_persen: 90, jauh_atas_gram: 2_000 };
    expect(kewajaranBerat(19_900, U45, ketat)).toBe('mustahil');
    expect(kewajaranBerat(36_800, U45, ketat)).toBe('jauh');
    expect(kewajaranBerat(47_100, U45, ketat)).toBe('jauh');
    expect(KEWAJARAN_MSG.jauh(4_100, U45)).toBe('Yakin? Berat 4,1 kg jauh dari kelas Under 45 kg (batas 41–45 kg).');
    expect(KEWAJARAN_MSG.jauh(30_000, OVER)).toBe('Yakin? Berat 30 kg jauh dari kelas Over 78 kg (batas lebih dari 78 kg).');
    expect(KEWAJARAN_MSG.mustahil(4_000, atur)).toBe(
      'Berat 4 kg tidak wajar untuk seorang atlet (harus antara 10 dan 250 kg). Periksa angka yang diketik.',
    );
  });
});

describe('voided attempts', () => {
  it('no longer count: not for the verdict, the attempt limit, nor whether a decision may be made', () => {
    const xs = [p('a', 0, 37_100, false, { dibatalkan: batal }), p('b', 5, 45_400, false)];
    expect(percobaanTerakhir(xs)?.kunci).toBe('b');
    expect(jumlahPercobaan(xs)).toBe(1);
    expect(alasanTidakDitimbang(entri, xs, 2, 'RESMI')).toBeNull();
    expect(bolehDiputuskan(xs, entri, 2, 'DISKUALIFIKASI')).toBe(false);
    // The passing attempt voided: the failed one before it decides again; all voided: not weighed yet.
    const ys = [p('a', 0, 45_400, false), p('b', 5, 44_000, true, { dibatalkan: batal })];
    expect(hasilTimbang(ys, entri, () => true)).toBe('GAGAL');
    expect(hasilTimbang([{ ...ys[0]!, dibatalkan: batal }, ys[1]!], entri, () => true)).toBe('BELUM');
    // Two failed and one voided of a limit of two: a decision may be made.
    const zs = [p('a', 0, 46_000, false), p('b', 5, 41_000, false, { dibatalkan: batal }), p('c', 9, 46_000, false)];
    expect(bolehDiputuskan(zs, entri, 2, 'DISKUALIFIKASI')).toBe(true);
    expect(alasanTidakDitimbang(entri, zs, 2, 'RESMI')?.kode).toBe('percobaan_habis');
  });

  it('the competition admin voids any attempt; a desk its own last one within the minutes from when the server received it', () => {
    const xs = [p('a', 0, 44_000, true, { diterima_pada: new Date(JAM).toISOString() }), p('b', 2, 4_400, false, { meja: 'Meja 2' })];
    const admin = { semua: true, meja: 'Meja Admin', sekarang: JAM + 60 * 60_000 };
    expect(alasanTidakDibatalkan(xs[0]!, xs, entri, admin, 5)).toBeNull();
    const meja2 = { semua: false, meja: 'Meja 2', sekarang: JAM + 6 * 60_000 };
    expect(alasanTidakDibatalkan(xs[1]!, xs, entri, meja2, 5)).toBeNull();
    expect(alasanTidakDibatalkan(xs[1]!, xs, entri, { ...meja2, meja: 'Meja 1' }, 5)?.kode).toBe('batal_bukan_milik_meja');
    expect(alasanTidakDibatalkan(xs[0]!, xs, entri, { ...meja2, meja: 'Meja 1' }, 5)?.kode).toBe('batal_bukan_milik_meja');
    expect(alasanTidakDibatalkan(xs[1]!, xs, entri, { ...meja2, sekarang: JAM + 7 * 60_000 + 1 }, 5)?.pesan).toBe(
      'Batas waktu pembatalan oleh meja (5 menit) sudah lewat. Minta Admin Kompetisi membatalkan percobaan ini.',
    );
    // Received late (the desk was offline): the window starts when the server had it.
    const telat = p('c', 0, 44_000, true, { diterima_pada: new Date(JAM + 30 * 60_000).toISOString() });
    expect(sisaWaktuBatal(telat, 5, JAM + 33 * 60_000)).toBe(2 * 60_000);
    // Once its last attempt is voided, the one before is the desk's last again.
    const ys = [xs[0]!, { ...xs[1]!, dibatalkan: batal }];
    expect(alasanTidakDibatalkan(ys[0]!, ys, entri, { semua: false, meja: 'Meja 1', sekarang: JAM + 60_000 }, 5)).toBeNull();
  });

  it('an attempt a decision stands on is not voided, by anyone', () => {
    const xs = [p('a', 0, 46_000, false), p('b', 5, 46_000, false), p('c', 9, 48_000, true, { id_kelas_kejuaraan: 2 })];
    const admin = { semua: true, meja: 'Meja Admin', sekarang: JAM };
    expect(alasanTidakDibatalkan(xs[0]!, xs, { ...entri, status: 'DISKUALIFIKASI' }, admin, 5)?.kode).toBe('sudah_diputuskan');
    const dipindah = { status: 'APPROVED', id_kelas_kejuaraan: 2, keputusan: { jenis: 'PINDAH' } };
    expect(alasanTidakDibatalkan(xs[1]!, xs, dipindah, admin, 5)?.kode).toBe('sudah_diputuskan');
    expect(alasanTidakDibatalkan(xs[2]!, xs, dipindah, admin, 5)).toBeNull();
  });
});

describe('nomorKartuDariKetikan', () => {
  it('the printed number with or without its signature, in any case and spacing; a QR address must carry its signature', () => {
    expect(nomorKartuDariKetikan('1-P5B-5J-ABCDEFGH')).toEqual({ bagian: '1-P5B-5J', kode: '1-P5B-5J-ABCDEFGH' });
    expect(nomorKartuDariKetikan(' 1-p5b-5j ')).toEqual({ bagian: '1-P5B-5J', kode: null });
    expect(nomorKartuDariKetikan('1 - P5B - 5J')).toEqual({ bagian: '1-P5B-5J', kode: null });
    expect(nomorKartuDariKetikan('https://arena.example/kartu/1-P5B-5J-ABCDEFGH')).toEqual({
      bagian: '1-P5B-5J',
      kode: '1-P5B-5J-ABCDEFGH',
    });
    expect(nomorKartuDariKetikan('https://arena.example/kartu/1-P5B-5J')).toBeNull();
    expect(nomorKartuDariKetikan('1-P5B')).toBeNull();
    expect(nomorKartuDariKetikan('Budi')).toBeNull();
  });
});
