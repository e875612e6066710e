import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  alasanTidakDitimbang,
  bolehDiputuskan,
  hasilTimbang,
  jumlahUndian,
  kelasPindah,
  percobaanTerakhir,
  sisaPercobaan,
  undiTimbangAcak,
  urutkanPercobaan,
  type KelasTimbang,
  type Percobaan,
} from '../../src/domain/penimbangan';

const p = (kunci: string, menit: number, berat_gram: number, lolos: boolean, extra: Partial<Percobaan> = {}): Percobaan => ({
  kunci,
  jenis: 'RESMI',
  berat_gram,
  lolos,
  ditimbang_pada: new Date(Date.UTC(2026, 10, 21, 10, menit)).toISOString(),
  meja: 'Meja 1',
  id_kelas_kejuaraan: 1,
  petugas: null,
  ...extra,
});
const entri = { status: 'APPROVED', id_kelas_kejuaraan: 1 };
const tidakPernah = () => false;

describe('attempts', () => {
  it('the latest by the desk clock decides, whatever order they arrived in', () => {
    const xs = [p('b', 20, 45_000, true), p('a', 5, 45_600, false)];
    expect(urutkanPercobaan(xs).map((x) => x.kunci)).toEqual(['a', 'b']);
    expect(percobaanTerakhir(xs)?.kunci).toBe('b');
    expect(hasilTimbang(xs, entri, tidakPernah)).toBe('LOLOS');
    expect(hasilTimbang([...xs, p('c', 30, 45_200, false)], entri, tidakPernah)).toBe('GAGAL');
    expect(hasilTimbang([], entri, tidakPernah)).toBe('BELUM');
    // The same moment on two desks: the attempt id breaks the tie, the same way everywhere.
    expect(percobaanTerakhir([p('z', 5, 45_000, true), p('y', 5, 46_000, false)])?.kunci).toBe('z');
  });

  it('random weigh-ins do not count as official attempts; a disqualified entry has failed', () => {
    const xs = [p('a', 5, 45_000, true), p('r', 40, 48_000, false, { jenis: 'ACAK' })];
    expect(hasilTimbang(xs, entri, tidakPernah)).toBe('LOLOS');
    expect(sisaPercobaan(xs, 2)).toBe(1);
    expect(hasilTimbang(xs, { ...entri, status: 'DISKUALIFIKASI' }, tidakPernah)).toBe('GAGAL');
  });

  it('an attempt made in the class before a move is judged against the class now', () => {
    const xs = [p('a', 5, 45_600, false), p('b', 25, 45_600, false)];
    expect(hasilTimbang(xs, { status: 'APPROVED', id_kelas_kejuaraan: 2 }, () => true)).toBe('LOLOS');
  });

  it('attempts left and when a decision may be made', () => {
    const satu = [p('a', 5, 45_600, false)];
    const dua = [...satu, p('b', 25, 45_400, false)];
    expect([
      sisaPercobaan([], 2),
      sisaPercobaan(satu, 2),
      sisaPercobaan(dua, 2),
      sisaPercobaan([...dua, p('c', 40, 45_100, false)], 2),
    ]).toEqual([2, 1, 0, 0]);
    expect(bolehDiputuskan(satu, entri, 2, 'DISKUALIFIKASI')).toBe(false);
    expect(bolehDiputuskan(satu, entri, 1, 'PINDAH')).toBe(true); // a competition allowing one attempt
    expect(bolehDiputuskan(dua, entri, 2, 'PINDAH')).toBe(true);
    expect(bolehDiputuskan([p('a', 5, 45_600, false), p('b', 25, 45_000, true)], entri, 2, 'PINDAH')).toBe(false);
    const acakGagal = [p('a', 5, 45_000, true), p('r', 40, 48_000, false, { jenis: 'ACAK' })];
    expect(bolehDiputuskan(acakGagal, entri, 2, 'DISKUALIFIKASI')).toBe(true);
    expect(bolehDiputuskan(acakGagal, entri, 2, 'PINDAH')).toBe(false);
  });

  it('whether the desk may weigh: not beyond the official attempts (random ones apart), never a disqualified entry', () => {
    const satu = [p('a', 5, 45_600, false), p('r', 10, 48_000, false, { jenis: 'ACAK' })];
    const dua = [...satu, p('b', 25, 45_400, false)];
    expect(alasanTidakDitimbang(entri, satu, 2, 'RESMI')).toBeNull();
    expect(alasanTidakDitimbang(entri, dua, 2, 'RESMI')).toEqual({
      ok: false,
      kode: 'percobaan_habis',
      pesan: 'Percobaan timbang resmi sudah habis (2 dari 2).',
    });
    expect(alasanTidakDitimbang(entri, dua, 3, 'RESMI')).toBeNull();
    expect(alasanTidakDitimbang(entri, dua, 2, 'ACAK')).toBeNull();
    const dsq = { ...entri, status: 'DISKUALIFIKASI' };
    for (const jenis of ['RESMI', 'ACAK'] as const) {
      expect(alasanTidakDitimbang(dsq, [], 2, jenis)).toEqual({
        ok: false,
        kode: 'sudah_diskualifikasi',
        pesan: 'Peserta ini sudah didiskualifikasi: tidak ditimbang lagi.',
      });
    }
  });
});

const kelas = (id: number, nama_kelas: string, batas_min: number, batas_max: number, extra: Partial<KelasTimbang> = {}): KelasTimbang => ({
  id_kelas_kejuaraan: id,
  id_kompetisi: 1,
  cabang: 'KYORUGI',
  id_kategori_event: 1,
  id_kelompok: 3,
  jenis_kelamin: 'LAKI_LAKI',
  nama_kelas,
  batas_min,
  batas_max,
  ...extra,
});

describe('where an off-weight entry may move', () => {
  const u45 = kelas(1, 'Under 45 kg', 41, 45);
  const semua = [
    u45,
    kelas(2, 'Under 49 kg', 45, 49),
    kelas(3, 'Under 53 kg', 49, 53),
    kelas(4, 'Over 65 kg', 65, 200),
    kelas(5, 'Under 49 kg', 45, 49, { jenis_kelamin: 'PEREMPUAN' }),
    kelas(6, 'Under 49 kg', 45, 49, { id_kategori_event: 2 }),
    kelas(7, 'Under 49 kg', 45, 49, { id_kelompok: 4 }),
    kelas(8, 'Under 49 kg', 45, 49, { id_kompetisi: 2 }),
    kelas(9, 'Individu', 0, 0, { cabang: 'POOMSAE' }),
  ];
  it('only the same competition, Kyorugi, category, age group and gender, where the weight fits', () => {
    expect(kelasPindah(u45, semua, 45_600, { toleransi_gram: 0, acak_toleransi_persen: 5 }).map((k) => k.id_kelas_kejuaraan)).toEqual([2]);
    expect(kelasPindah(u45, semua, 49_000, { toleransi_gram: 0, acak_toleransi_persen: 5 }).map((k) => k.id_kelas_kejuaraan)).toEqual([2]);
    expect(kelasPindah(u45, semua, 49_100, { toleransi_gram: 0, acak_toleransi_persen: 5 }).map((k) => k.id_kelas_kejuaraan)).toEqual([3]);
    expect(kelasPindah(u45, semua, 80_000, { toleransi_gram: 0, acak_toleransi_persen: 5 }).map((k) => k.id_kelas_kejuaraan)).toEqual([4]);
    // With a tolerance the weight may fit two classes: lightest first.
    expect(kelasPindah(u45, semua, 49_100, { toleransi_gram: 200, acak_toleransi_persen: 5 }).map((k) => k.id_kelas_kejuaraan)).toEqual([
      2, 3,
    ]);
  });
});

describe('the random weigh-in draw', () => {
  it('the same seed and pool draw the same athletes, whatever the pool order; another seed usually others', () => {
    const pool = Array.from({ length: 40 }, (_, i) => i + 100);
    const a = undiTimbangAcak(pool, 10, 'hari-2');
    expect(a).toHaveLength(4);
    expect(undiTimbangAcak([...pool].reverse(), 10, 'hari-2')).toEqual(a);
    expect(undiTimbangAcak(pool, 10, 'hari-3')).not.toEqual(a);
  });
  it('property: a share of n rounded up, drawn from the pool, in id order, no repeats', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 10_000 }), { maxLength: 200 }),
        fc.integer({ min: 1, max: 100 }),
        fc.string({ maxLength: 12 }),
        (pool, persen, seed) => {
          const d = undiTimbangAcak(pool, persen, seed);
          expect(d).toHaveLength(jumlahUndian(pool.length, persen));
          expect(new Set(d).size).toBe(d.length);
          expect(d.every((x) => pool.includes(x))).toBe(true);
          expect([...d].sort((x, y) => x - y)).toEqual(d);
          expect(undiTimbangAcak(pool, persen, seed)).toEqual(d);
        },
      ),
      { numRuns: 100 },
    );
  });
});
