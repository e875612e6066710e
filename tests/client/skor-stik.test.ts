import { describe, expect, it } from 'vitest';
import {
  aksiTombol,
  kursiDari,
  lepaskan,
  pasangkan,
  PETA_BAWAAN,
  SEMUA_AKSI,
  tombolBaru,
  tombolKibor,
  type PasanganStik,
} from '../../src/client/features/skor/stik';

const KOSONG: PasanganStik = { kursi: {}, peta: PETA_BAWAAN };

describe("judges' controllers and keyboard rows on the console", () => {
  it('the shipped map gives each of the ten actions its own button: B under the left hand, R under the right', () => {
    const tombol = SEMUA_AKSI.map((a) => PETA_BAWAAN[`${a.sudut}:${a.teknik}`]);
    expect(new Set(tombol).size).toBe(10);
    expect(aksiTombol(PETA_BAWAAN, 14)).toEqual({ sudut: 'B', teknik: 'pukulan' });
    expect(aksiTombol(PETA_BAWAAN, 0)).toEqual({ sudut: 'R', teknik: 'badan' });
    expect(aksiTombol(PETA_BAWAAN, 9)).toBeNull();
  });

  it('a button counts when it goes down; held, it presses once', () => {
    expect(tombolBaru(undefined, [true, false, true])).toEqual([0, 2]);
    expect(tombolBaru([true, false, true], [true, true, false])).toEqual([1]);
    expect(tombolBaru([true, true], [true, true])).toEqual([]);
  });

  it('a keyboard row: its first five keys B, the next five R, in the order of the techniques', () => {
    expect(tombolKibor('KeyQ')).toEqual({ baris: 1, aksi: { sudut: 'B', teknik: 'pukulan' } });
    expect(tombolKibor('KeyT')).toEqual({ baris: 1, aksi: { sudut: 'B', teknik: 'putar_kepala' } });
    expect(tombolKibor('KeyY')).toEqual({ baris: 1, aksi: { sudut: 'R', teknik: 'pukulan' } });
    expect(tombolKibor('Slash')).toEqual({ baris: 3, aksi: { sudut: 'R', teknik: 'putar_kepala' } });
    expect(tombolKibor('Enter')).toBeNull();
  });

  it('pairing: one seat per controller or row; pairing it again moves it; unpairing frees the seat', () => {
    const stik0 = { jenis: 'stik' as const, index: 0, id: 'Pad A' };
    let p = pasangkan(KOSONG, 1, stik0);
    p = pasangkan(p, 2, { jenis: 'kibor', baris: 1 });
    expect([kursiDari(p, stik0), kursiDari(p, { jenis: 'kibor', baris: 1 }), kursiDari(p, { jenis: 'stik', index: 1, id: '' })]).toEqual([
      1,
      2,
      null,
    ]);
    p = pasangkan(p, 3, stik0);
    expect(Object.keys(p.kursi).sort()).toEqual(['2', '3']);
    expect(Object.keys(lepaskan(p, 2).kursi)).toEqual(['3']);
  });
});
