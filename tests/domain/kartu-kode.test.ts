import { describe, expect, it } from 'vitest';
import { bacaBagianKartu, bagianKartu, kodeDariPindaian, pisahKode, type IsiKartu } from '../../src/domain/kartu/kode';
import { bacaBagianPiagam, bagianPiagam, judulPiagam, type IsiPiagam } from '../../src/domain/kartu/piagam-kode';
import { inisial, labelKelasKartu } from '../../src/domain/kartu/kelas';
import { TATA_LETAK_BAWAAN, tataLetakAtauBawaan, tataLetakSchema } from '../../src/domain/piagam/tata-letak';
import * as v from 'valibot';

const kartu: IsiKartu[] = [
  { jenis: 'PESERTA', id_kompetisi: 1, id_peserta_kompetisi: 12345, id_atlet: 987 },
  { jenis: 'PESERTA', id_kompetisi: 2_147_483_647, id_peserta_kompetisi: 2_147_483_647, id_atlet: 2_147_483_647 },
  { jenis: 'PELATIH', id_kompetisi: 36, id_pelatih: 35 },
];

const piagam: IsiPiagam[] = [
  { jenis: 'JUARA', id_kompetisi: 5, tempat: 1, id_peserta_kompetisi: 40, id_atlet: 41 },
  { jenis: 'JUARA', id_kompetisi: 5, tempat: 3, id_peserta_kompetisi: 1_000_000, id_atlet: 7 },
  { jenis: 'PESERTA', id_kompetisi: 5, id_peserta_kompetisi: 40, id_atlet: 41 },
  { jenis: 'JUARA_UMUM', id_kompetisi: 5, tempat: 2, kategori: 'pemula', id_dojang: 9 },
  { jenis: 'ATLET_TERBAIK', id_kompetisi: 5, kategori: 'prestasi', id_peserta_kompetisi: 40, id_atlet: 41 },
];

describe('card codes', () => {
  it('round-trip: what the parts name is read back exactly, ids in base 36', () => {
    for (const isi of kartu) expect(bacaBagianKartu(bagianKartu(isi))).toEqual(isi);
    expect(bagianKartu(kartu[0])).toBe('1-P9IX-RF');
    expect(bagianKartu(kartu[2])).toBe('10-LZ');
  });

  it('refuses parts that are not a card: wrong tags, zero, lower case, extra parts, a certificate', () => {
    for (const s of ['', '1', '1-X5-3', '0-P1-1', '1-P0-1', '1-P1', '1-P1-1-1', '1-L', 'a-P1-1', '1-p1-1', '1-L1-2', '5-J1-14-15']) {
      expect(bacaBagianKartu(s), s).toBeNull();
    }
  });

  it('pisahKode: parts and an 8-letter base-32 signature; anything else null', () => {
    expect(pisahKode('1-P9IX-RF-ABCDEFG2')).toEqual({ bagian: '1-P9IX-RF', tanda: 'ABCDEFG2' });
    for (const s of ['1-P9IX-RF-ABCDEFG', '1-P9IX-RF-ABCDEFG1', '1-P9IX-RF-abcdefg2', 'ABCDEFG2', '-ABCDEFG2', '1-P 9-RF-ABCDEFG2']) {
      expect(pisahKode(s), s).toBeNull();
    }
  });

  it('kodeDariPindaian: a QR URL, a typed code in lower case with spaces, nothing code-shaped', () => {
    expect(kodeDariPindaian('https://arena.example/kartu/1-P9IX-RF-ABCDEFG2')).toBe('1-P9IX-RF-ABCDEFG2');
    expect(kodeDariPindaian('https://arena.example/verifikasi/5-J1-14-15-ABCDEFG2/?x=1#y')).toBe('5-J1-14-15-ABCDEFG2');
    expect(kodeDariPindaian('  1-p9ix-rf-abcd efg2 ')).toBe('1-P9IX-RF-ABCDEFG2');
    expect(kodeDariPindaian('https://arena.example/kartu/')).toBeNull();
    expect(kodeDariPindaian('halo')).toBeNull();
  });
});

describe('certificate codes', () => {
  it('round-trip for every kind, and the parts never read as a card (nor a card as a certificate)', () => {
    for (const isi of piagam) {
      const b = bagianPiagam(isi);
      expect(bacaBagianPiagam(b), b).toEqual(isi);
      expect(bacaBagianKartu(b), b).toBeNull();
    }
    for (const isi of kartu) expect(bacaBagianPiagam(bagianKartu(isi))).toBeNull();
    expect(piagam.map(bagianPiagam)).toEqual(['5-J1-14-15', '5-J3-LFLS-7', '5-S-14-15', '5-U2-PM-9', '5-T-PR-14-15']);
  });

  it('refuses places outside 1–3, unknown categories and missing ids', () => {
    for (const s of ['5-J4-14-15', '5-J0-14-15', '5-J-14-15', '5-U1-XX-9', '5-U4-PR-9', '5-T-PR-14', '5-S-14', '5-S-0-1', '5-Q-1-1']) {
      expect(bacaBagianPiagam(s), s).toBeNull();
    }
  });

  it('titles', () => {
    expect(piagam.map(judulPiagam)).toEqual(['Juara 1', 'Juara 3', 'Peserta', 'Juara Umum 2 Pemula', 'Atlet Terbaik Prestasi']);
  });
});

describe('what a card prints', () => {
  it('class label and initials', () => {
    expect(
      labelKelasKartu({
        cabang: 'KYORUGI',
        nama_kategori: 'prestasi',
        nama_kelompok: 'Cadet',
        jenis_kelamin: 'LAKI_LAKI',
        nama_kelas: 'Under 45 kg',
      }),
    ).toBe('Kyorugi Prestasi · Cadet Putra · Under 45 kg');
    expect(
      labelKelasKartu({ cabang: 'POOMSAE', nama_kategori: 'pemula', nama_kelompok: 'Junior', jenis_kelamin: null, nama_kelas: 'Beregu' }),
    ).toBe('Poomsae Pemula · Junior · Beregu');
    expect([inisial('Dewi Kartika Sari'), inisial('  ahmad '), inisial('')]).toEqual(['DK', 'A', '?']);
  });
});

describe('certificate layout (tanpa latar)', () => {
  it('the default fits; positions off the sheet, sizes out of range and a QR past the edge are refused', () => {
    expect(v.safeParse(tataLetakSchema, TATA_LETAK_BAWAAN).success).toBe(true);
    const salah = (ubah: object) => v.safeParse(tataLetakSchema, { ...TATA_LETAK_BAWAAN, ...ubah });
    expect(salah({ nama: { x: 300, y: 10, ukuran: 20 } }).success).toBe(false);
    expect(salah({ nama: { x: 10, y: 10, ukuran: 100 } }).success).toBe(false);
    expect(salah({ qr: { x: 280, y: 10, ukuran: 30 } }).success).toBe(false);
    const { judul: _, ...kurang } = TATA_LETAK_BAWAAN;
    expect(v.safeParse(tataLetakSchema, kurang).success).toBe(false);
    expect(tataLetakAtauBawaan(null)).toEqual(TATA_LETAK_BAWAAN);
    expect(tataLetakAtauBawaan({ ...TATA_LETAK_BAWAAN, nama: { x: 20, y: 30, ukuran: 18 } }).nama).toEqual({ x: 20, y: 30, ukuran: 18 });
  });
});
