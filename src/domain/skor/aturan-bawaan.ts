import { IVR_WT } from './aturan-ivr';
import { PANEL_POOMSAE_BAWAAN, type AturanKyorugi, type KategoriSkor, type PanelPoomsaeKelas, type PengaturanSkor } from './aturan';

/** The two rule sets shipped with the app; a competition copies them into its setting and may edit the copy. */

const POIN_WT = { pukulan: 1, badan: 2, kepala: 3, putar_badan: 4, putar_kepala: 5 };
const SERI_WT: AturanKyorugi['urutan_seri'] = ['poin_putar', 'poin_kepala', 'poin_badan', 'poin_pukulan', 'gam_jeom_sedikit', 'SUP'];
const KEPUTUSAN_WT: AturanKyorugi['keputusan'] = ['PTF', 'PTG', 'SUP', 'WDR', 'DSQ', 'PUN', 'RSC'];

/** WT best of three for prestasi: 3 × 2:00, rest 1:00, first to 2 rounds. */
export const ATURAN_WT_2025: AturanKyorugi = {
  kode: 'wt-2025-best-of-three',
  nama: 'WT 2025 best of three (prestasi)',
  versi: 1,
  ronde_jumlah: 3,
  menang_ronde: 2,
  ronde_detik: 120,
  istirahat_detik: 60,
  kye_shi_detik: 60,
  poin_teknik: POIN_WT,
  poin_gam_jeom: 1,
  selisih_ptg: 12,
  batas_gam_jeom: 5,
  urutan_seri: SERI_WT,
  keputusan: KEPUTUSAN_WT,
  golden_round: false,
  skor_digital: null,
  ivr: IVR_WT,
};

/**
 * Novices: still best of three (so a round never ends a match 1–1), but 3 × 1:00 with 0:30 rest, and scored by
 * three judges' phones (2 of 3 within 1 s), without video replay. Points, PTG, gam-jeom limit, tie-break and decisions as WT.
 */
export const ATURAN_PEMULA_2025: AturanKyorugi = {
  ...ATURAN_WT_2025,
  kode: 'pemula-2025',
  nama: 'Pemula 2025 (3 × 1 menit)',
  ronde_detik: 60,
  istirahat_detik: 30,
  skor_digital: { juri: 3, jendela_ms: 1000 },
  // Novice courts have no video.
  ivr: null,
};

export const PENGATURAN_SKOR_BAWAAN: PengaturanSkor = {
  aturan: [ATURAN_WT_2025, ATURAN_PEMULA_2025],
  prestasi: ATURAN_WT_2025.kode,
  pemula: ATURAN_PEMULA_2025.kode,
  poomsae_bawaan: PANEL_POOMSAE_BAWAAN,
  poomsae_kelas: [],
};

/** The rule set a category uses. A setting that passed PENGATURAN_SKOR_SCHEMA always names an existing set. */
export function pilihAturan(pengaturan: PengaturanSkor, kategori: KategoriSkor): AturanKyorugi {
  const kode = pengaturan[kategori];
  const aturan = pengaturan.aturan.find((a) => a.kode === kode);
  if (!aturan) throw new Error(`Aturan ${kode} tidak ada di pengaturan`);
  return aturan;
}

/** A Poomsae class's panel under a setting: its own entry, else the setting's default. */
export function panelKelas(pengaturan: PengaturanSkor, id_kelas_kejuaraan: number): PanelPoomsaeKelas {
  const k = pengaturan.poomsae_kelas.find((x) => x.id_kelas_kejuaraan === id_kelas_kejuaraan);
  return k ? { juri: k.juri, mode: k.mode } : pengaturan.poomsae_bawaan;
}
