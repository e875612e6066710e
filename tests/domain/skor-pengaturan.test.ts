import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  ATURAN_MSG,
  ATURAN_PEMULA_2025,
  ATURAN_WT_2025,
  PENGATURAN_SKOR_BAWAAN,
  PENGATURAN_SKOR_SCHEMA,
  panelKelas,
  type PengaturanSkor,
} from '../../src/domain/skor';
import { beriVersi, kategoriSkor } from '../../src/domain/skor/aturan-versi';

const pesan = (x: unknown) => {
  const r = v.safeParse(PENGATURAN_SKOR_SCHEMA, x);
  return r.success ? null : r.issues[0].message;
};

describe("a competition's scoring setting", () => {
  it('Poomsae panels: 3, 5 or 7 judges, nilai or bendera, one entry per class; a setting stored before panels reads the default', () => {
    const ok = {
      ...PENGATURAN_SKOR_BAWAAN,
      poomsae_bawaan: { juri: 7, mode: 'bendera' },
      poomsae_kelas: [{ id_kelas_kejuaraan: 4, juri: 3, mode: 'nilai' }],
    };
    expect(pesan(ok)).toBeNull();
    expect(pesan({ ...ok, poomsae_bawaan: { juri: 4, mode: 'nilai' } })).toBe(ATURAN_MSG.panelJuri);
    expect(pesan({ ...ok, poomsae_bawaan: { juri: 5, mode: 'angka' } })).toBe(ATURAN_MSG.panelMode);
    expect(pesan({ ...ok, poomsae_kelas: [{ id_kelas_kejuaraan: 0, juri: 3, mode: 'nilai' }] })).toBe(ATURAN_MSG.panelKelas);
    expect(
      pesan({
        ...ok,
        poomsae_kelas: [
          { id_kelas_kejuaraan: 4, juri: 3, mode: 'nilai' },
          { id_kelas_kejuaraan: 4, juri: 5, mode: 'nilai' },
        ],
      }),
    ).toBe(ATURAN_MSG.panelKelasGanda);
    const { poomsae_bawaan: _b, poomsae_kelas: _k, ...lama } = PENGATURAN_SKOR_BAWAAN;
    expect(v.parse(PENGATURAN_SKOR_SCHEMA, lama)).toEqual(PENGATURAN_SKOR_BAWAAN);
  });

  it("a class's panel is its own entry, else the default", () => {
    const p = v.parse(PENGATURAN_SKOR_SCHEMA, {
      ...PENGATURAN_SKOR_BAWAAN,
      poomsae_bawaan: { juri: 7, mode: 'nilai' },
      poomsae_kelas: [{ id_kelas_kejuaraan: 4, juri: 3, mode: 'bendera' }],
    });
    expect(panelKelas(p, 4)).toEqual({ juri: 3, mode: 'bendera' });
    expect(panelKelas(p, 5)).toEqual({ juri: 7, mode: 'nilai' });
    expect(panelKelas(PENGATURAN_SKOR_BAWAAN, 4)).toEqual({ juri: 5, mode: 'nilai' });
  });

  it("the category by its name: only 'pemula' (any case, spaces around) is the novice one", () => {
    expect(['pemula', ' Pemula ', 'PEMULA'].map(kategoriSkor)).toEqual(['pemula', 'pemula', 'pemula']);
    expect(['prestasi', 'pemula lanjut', 'festival'].map(kategoriSkor)).toEqual(['prestasi', 'prestasi', 'prestasi']);
  });

  it('versi: kept for the same content (whatever was sent), the next for a change, 1 for a new kode', () => {
    const lama: PengaturanSkor = { ...PENGATURAN_SKOR_BAWAAN, aturan: [{ ...ATURAN_WT_2025, versi: 3 }, ATURAN_PEMULA_2025] };
    const sama = beriVersi(lama, { ...lama, aturan: [{ ...ATURAN_WT_2025, versi: 40 }, { ...ATURAN_PEMULA_2025 }] });
    expect(sama.aturan.map((a) => a.versi)).toEqual([3, 1]);
    // Key order is no change (jsonb reorders keys).
    const urutan = Object.fromEntries(Object.entries(ATURAN_WT_2025).reverse()) as typeof ATURAN_WT_2025;
    expect(beriVersi(lama, { ...lama, aturan: [urutan] }).aturan[0]!.versi).toBe(3);
    const ubah = beriVersi(lama, {
      ...lama,
      aturan: [
        { ...ATURAN_WT_2025, istirahat_detik: 45 },
        { ...ATURAN_PEMULA_2025, skor_digital: { juri: 4, jendela_ms: 800 } },
      ],
    });
    expect(ubah.aturan.map((a) => a.versi)).toEqual([4, 2]);
    const baru = beriVersi(lama, { ...lama, aturan: [...lama.aturan, { ...ATURAN_WT_2025, kode: 'liga', versi: 8 }] });
    expect(baru.aturan.map((a) => a.versi)).toEqual([3, 1, 1]);
  });
});
