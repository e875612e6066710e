import type { JenisKelamin } from '../roles';
import { TIM_MSG } from './eligibility-tim';
import type { Cabang, KategoriEvent } from './types';

/**
 * The registration wizard's state, pure so the React dialog
 * only drives it: 1 style and category, 2 category details, 3 athletes, 4 registration info.
 * Selections belong to a step: 1 cabang/kategori, 2 jenis_kelamin/kelompok/kelas berat/poomsae,
 * 3 athletes. Going back to step k clears what was chosen on step k and later (spec: back on step 2
 * clears everything, back on step 3 clears the details and athletes; from step 4 the athletes);
 * back on step 1 closes the dialog.
 */

export const WIZARD_MSG = {
  styleKategori: 'Anda harus memilih style dan kategori terlebih dahulu!',
  jenisKelamin: 'Anda harus memilih jenis kelamin terlebih dahulu',
  kelasUmur: 'Anda harus memilih kelas umur terlebih dahulu',
  kelasBerat: 'Anda harus memilih kelas berat terlebih dahulu',
  kelasPoomsae: 'Anda harus memilih kelas poomsae terlebih dahulu',
  atlit: TIM_MSG.atlit,
  kelasTidakDitemukan: 'Kelas kejuaraan tidak ditemukan',
  tidakAdaEligible: 'Tidak ada atlet yang eligible atau semua atlet sudah terdaftar untuk kompetisi ini!',
  hanyaPelatih: 'Hanya pelatih yang bisa mendaftar kompetisi!',
  berhasil: 'Pendaftaran berhasil!',
  gagal: 'Gagal mendaftarkan atlet',
  validasiGagal: (alasan: string) => `Validasi gagal: ${alasan}`,
} as const;

export const JUMLAH_LANGKAH = 4;
export type Langkah = 1 | 2 | 3 | 4;

export interface WizardState {
  langkah: Langkah;
  cabang: Cabang | null;
  kategori: KategoriEvent | null;
  jenis_kelamin: JenisKelamin | null;
  id_kelompok: number | null;
  id_kelas_berat: number | null;
  id_poomsae: number | null;
  /** Picked athletes slot by slot (atlitId, atlitId2, atlitId3); null = slot not picked. */
  atlet: readonly (number | null)[];
}

export const WIZARD_AWAL: WizardState = Object.freeze({
  langkah: 1,
  cabang: null,
  kategori: null,
  jenis_kelamin: null,
  id_kelompok: null,
  id_kelas_berat: null,
  id_poomsae: null,
  atlet: Object.freeze([]) as readonly (number | null)[],
});

export type WizardAksi =
  | { type: 'cabang'; cabang: Cabang }
  | { type: 'kategori'; kategori: KategoriEvent }
  | { type: 'jenis_kelamin'; jenis_kelamin: JenisKelamin | null }
  | { type: 'kelompok'; id_kelompok: number | null }
  | { type: 'kelas_berat'; id_kelas_berat: number | null }
  | { type: 'poomsae'; id_poomsae: number | null }
  | { type: 'atlet'; slot: number; id_atlet: number | null }
  | { type: 'reset' };

const DETAIL_KOSONG = { jenis_kelamin: null, id_kelompok: null, id_kelas_berat: null, id_poomsae: null } as const;
const TANPA_ATLET: readonly (number | null)[] = Object.freeze([]);

/**
 * Selections (useReducer-ready). A change clears what depends on it: a new style clears every detail and
 * athlete; a category change, and choosing pemula always, clears age, weight, poomsae and
 * the athletes after the first; gender or age group clears the weight class (its options depend on
 * both) and the athletes; age group also clears poomsae; weight or poomsae class clears the athletes.
 */
export function wizardReducer(state: WizardState, aksi: WizardAksi): WizardState {
  switch (aksi.type) {
    case 'cabang':
      return aksi.cabang === state.cabang ? state : { ...state, ...DETAIL_KOSONG, cabang: aksi.cabang, atlet: TANPA_ATLET };
    case 'kategori':
      if (aksi.kategori !== 'pemula' && aksi.kategori === state.kategori) return state;
      return {
        ...state,
        kategori: aksi.kategori,
        id_kelompok: null,
        id_kelas_berat: null,
        id_poomsae: null,
        atlet: state.atlet.length > 1 ? state.atlet.slice(0, 1) : state.atlet,
      };
    case 'jenis_kelamin':
      return aksi.jenis_kelamin === state.jenis_kelamin
        ? state
        : { ...state, jenis_kelamin: aksi.jenis_kelamin, id_kelas_berat: null, atlet: TANPA_ATLET };
    case 'kelompok':
      return aksi.id_kelompok === state.id_kelompok
        ? state
        : { ...state, id_kelompok: aksi.id_kelompok, id_kelas_berat: null, id_poomsae: null, atlet: TANPA_ATLET };
    case 'kelas_berat':
      return aksi.id_kelas_berat === state.id_kelas_berat ? state : { ...state, id_kelas_berat: aksi.id_kelas_berat, atlet: TANPA_ATLET };
    case 'poomsae':
      return aksi.id_poomsae === state.id_poomsae ? state : { ...state, id_poomsae: aksi.id_poomsae, atlet: TANPA_ATLET };
    case 'atlet': {
      if (!Number.isInteger(aksi.slot) || aksi.slot < 0 || aksi.slot > 2) return state;
      const atlet = [...state.atlet];
      while (atlet.length <= aksi.slot) atlet.push(null);
      atlet[aksi.slot] = aksi.id_atlet;
      while (atlet.length > 0 && atlet[atlet.length - 1] === null) atlet.pop();
      return { ...state, atlet };
    }
    case 'reset':
      return WIZARD_AWAL;
  }
}

/** Back to step `langkah`, clearing the selections of that step and the later ones. */
export function kembaliKe(state: WizardState, langkah: Langkah): WizardState {
  if (langkah === 1) return WIZARD_AWAL;
  if (langkah === 2) return { ...state, ...DETAIL_KOSONG, langkah, atlet: TANPA_ATLET };
  if (langkah === 3) return { ...state, langkah, atlet: TANPA_ATLET };
  return { ...state, langkah };
}

/** The Back button: the previous step (see kembaliKe), or null on step 1 = close the dialog. */
export function kembali(state: WizardState): WizardState | null {
  return state.langkah === 1 ? null : kembaliKe(state, (state.langkah - 1) as Langkah);
}
