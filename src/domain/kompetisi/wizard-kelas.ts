import { lolosSyarat, syaratKelas } from './eligibility';
import { atletTerkunci } from './registrasi';
import {
  kategoriKelas,
  type AtletKompetisi,
  type EntriKompetisi,
  type KelasBeratRow,
  type KelasKejuaraanKompetisi,
  type KelasPoomsaeRow,
  type KompetisiRow,
} from './types';
import type { WizardState } from './wizard';

/**
 * From the wizard's selections to the competition's classes. A selection left empty where the spec
 * allows it (the age group and, in Kyorugi pemula, the weight class) matches every class, and the
 * athlete then decides the class: the one whose age group and weight they fit (POST /kelas/kejuaraan/
 * {id}/filter takes the same optional kelompokId and kelasBeratId).
 */

export interface WizardKonteks<A extends AtletKompetisi = AtletKompetisi> {
  kompetisi: Pick<KompetisiRow, 'tanggal_mulai'>;
  /** Every class of the competition. */
  kelas: readonly KelasKejuaraanKompetisi[];
  /** The coach's athletes (the offline cache holds them). */
  atlet: readonly A[];
  /** The coach's dojang. */
  idDojang: number;
  /** Entries of the competition known so far; their athletes cannot enter again (see atletTerkunci). */
  entri?: readonly EntriKompetisi[];
}

const jenisKelaminKelas = (k: KelasKejuaraanKompetisi) => k.jenis_kelamin ?? k.kelas_berat?.jenis_kelamin ?? null;

type Abaikan = { berat?: boolean; poomsae?: boolean; jenisKelamin?: boolean };

function cocok(k: KelasKejuaraanKompetisi, s: WizardState, abaikan: Abaikan = {}): boolean {
  if (k.cabang !== s.cabang || kategoriKelas(k) !== s.kategori) return false;
  const jk = jenisKelaminKelas(k);
  if (!abaikan.jenisKelamin && s.jenis_kelamin !== null && jk !== null && jk !== s.jenis_kelamin) return false;
  if (s.id_kelompok !== null && k.kelompok.id_kelompok !== s.id_kelompok) return false;
  if (!abaikan.berat && s.id_kelas_berat !== null && k.kelas_berat?.id_kelas_berat !== s.id_kelas_berat) return false;
  if (!abaikan.poomsae && s.id_poomsae !== null && k.poomsae?.id_poomsae !== s.id_poomsae) return false;
  return true;
}

/** The classes the step-1/2 selections still allow (one for a complete prestasi choice). */
export function kelasKandidat(kelas: readonly KelasKejuaraanKompetisi[], state: WizardState): KelasKejuaraanKompetisi[] {
  if (state.cabang === null || state.kategori === null) return [];
  return kelas.filter((k) => cocok(k, state));
}

/**
 * Weight classes the competition has for the chosen style, category, gender and age group (lightest
 * first). None until both gender and age group are chosen: every group has its own 'Under 45 kg', so
 * without them the list repeats names that mean different classes.
 */
export function opsiKelasBerat(kelas: readonly KelasKejuaraanKompetisi[], state: WizardState): KelasBeratRow[] {
  if (state.cabang !== 'KYORUGI' || state.kategori === null || !kelasBeratTerbuka(state)) return [];
  const hasil = new Map<number, KelasBeratRow>();
  for (const k of kelas) {
    if (k.kelas_berat && cocok(k, state, { berat: true })) hasil.set(k.kelas_berat.id_kelas_berat, k.kelas_berat);
  }
  return [...hasil.values()].sort((a, b) => a.batas_max - b.batas_max || a.batas_min - b.batas_min);
}

/** The weight class can be chosen once gender and age group are. */
export const kelasBeratTerbuka = (state: Pick<WizardState, 'jenis_kelamin' | 'id_kelompok'>) =>
  state.jenis_kelamin !== null && state.id_kelompok !== null;

/** Poomsae classes the competition has for the chosen category and age group (gender aside: team classes have none). */
export function opsiKelasPoomsae(kelas: readonly KelasKejuaraanKompetisi[], state: WizardState): KelasPoomsaeRow[] {
  if (state.cabang !== 'POOMSAE' || state.kategori === null) return [];
  const hasil = new Map<number, KelasPoomsaeRow>();
  for (const k of kelas) {
    if (k.poomsae && cocok(k, state, { poomsae: true, jenisKelamin: true })) hasil.set(k.poomsae.id_poomsae, k.poomsae);
  }
  return [...hasil.values()].sort((a, b) => a.id_poomsae - b.id_poomsae);
}

function dipilihDiSlotLain(atlet: readonly (number | null)[], slot: number, id: number): boolean {
  for (let i = 0; i < atlet.length; i++) if (i !== slot && atlet[i] === id) return true;
  return false;
}

/**
 * Step 3's list for one slot: the coach's athletes that fit a candidate class together with the
 * athletes already picked in the other slots, are not locked out of it, and are not picked elsewhere.
 * O(athletes × candidate classes); nothing allocated per athlete.
 */
export function opsiAtlet<A extends AtletKompetisi>(state: WizardState, konteks: WizardKonteks<A>, slot = 0): A[] {
  const kandidat = kelasKandidat(konteks.kelas, state);
  const dipilih = state.atlet.flatMap((id, i) => {
    if (i === slot || id === null) return [];
    const a = konteks.atlet.find((x) => x.id_atlet === id);
    return a ? [a] : [];
  });
  const syarat = [];
  const kunci = [];
  for (const k of kandidat) {
    const s = syaratKelas(k, konteks.kompetisi, konteks.idDojang);
    const terkunci = atletTerkunci(k, konteks.entri ?? []);
    if (dipilih.every((a) => lolosSyarat(a, s) && !terkunci.has(a.id_atlet))) {
      syarat.push(s);
      kunci.push(terkunci);
    }
  }
  const hasil: A[] = [];
  for (const a of konteks.atlet) {
    if (dipilihDiSlotLain(state.atlet, slot, a.id_atlet)) continue;
    for (let i = 0; i < syarat.length; i++) {
      if (!kunci[i].has(a.id_atlet) && lolosSyarat(a, syarat[i])) {
        hasil.push(a);
        break;
      }
    }
  }
  return hasil;
}
