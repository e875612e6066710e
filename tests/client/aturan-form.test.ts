import { describe, expect, it } from 'vitest';
import { ATURAN_PEMULA_2025, ATURAN_WT_2025, PENGATURAN_SKOR_BAWAAN } from '../../src/domain/skor';
import {
  angka,
  kategoriLain,
  kembalikanKategori,
  pilihKategori,
  ubahAturan,
  ubahPanelKelas,
} from '../../src/client/features/aturan/aturan-form';

// The settings page's edits of a draft, without a browser.

describe('Aturan pertandingan: the draft', () => {
  it("edits a set by kode; Kembalikan bawaan puts back the category's shipped set and pick (the server keeps versi)", () => {
    const ubah = ubahAturan(PENGATURAN_SKOR_BAWAAN, ATURAN_PEMULA_2025.kode, { ronde_detik: 75, versi: 2 });
    const lain = pilihKategori(ubah, 'pemula', ATURAN_WT_2025.kode);
    expect(kategoriLain(lain, 'pemula')).toEqual(['prestasi']);
    const balik = kembalikanKategori(lain, PENGATURAN_SKOR_BAWAAN, 'pemula');
    expect(balik.pemula).toBe(ATURAN_PEMULA_2025.kode);
    expect(balik.aturan.find((a) => a.kode === ATURAN_PEMULA_2025.kode)).toEqual({ ...ATURAN_PEMULA_2025, versi: 2 });
    // A shipped set dropped from the draft comes back.
    const tanpa = { ...PENGATURAN_SKOR_BAWAAN, aturan: [ATURAN_WT_2025], pemula: ATURAN_WT_2025.kode };
    expect(kembalikanKategori(tanpa, PENGATURAN_SKOR_BAWAAN, 'pemula').aturan.map((a) => a.kode)).toEqual([
      ATURAN_WT_2025.kode,
      ATURAN_PEMULA_2025.kode,
    ]);
  });

  it("a class's own panel is set, replaced, or dropped to follow the default", () => {
    const a = ubahPanelKelas(PENGATURAN_SKOR_BAWAAN, 4, { juri: 3, mode: 'bendera' });
    const b = ubahPanelKelas(a, 4, { juri: 7, mode: 'nilai' });
    expect(b.poomsae_kelas).toEqual([{ id_kelas_kejuaraan: 4, juri: 7, mode: 'nilai' }]);
    expect(ubahPanelKelas(b, 4, null).poomsae_kelas).toEqual([]);
  });

  it('reads whole numbers only; empty is null', () => {
    expect(['75', ' 3 ', '', '7.5', '-1', 'abc'].map(angka)).toEqual([75, 3, null, undefined, undefined, undefined]);
  });
});
