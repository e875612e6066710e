import { opsiKelompokUsia } from './eligibility-opsi';
import { TIM_MSG, cekAnggotaTim, cekEntriEligible, ukuranTim } from './eligibility-tim';
import { cekSatuKyorugi, cekSudahTerdaftar } from './registrasi';
import type { Tolak } from '../tolak';
import { OK, tolak, type AtletKompetisi, type Hasil, type KelasKejuaraanKompetisi, type KodePeserta } from './types';
import { WIZARD_MSG, type Langkah, type WizardState } from './wizard';
import { kelasKandidat, type WizardKonteks } from './wizard-kelas';

/**
 * What each wizard step needs before Selanjutnya:
 * 1 style and category; 2 Kyorugi: gender, age group unless pemula, weight class for prestasi;
 *   Poomsae: age group unless pemula, poomsae class, gender unless team poomsae; and a class of the
 *   competition matching them; 3 the athletes: every slot of the class, different, found, eligible for
 *   one same class and not registered there yet (or in another Kyorugi class).
 */

export function validasiLangkah1(state: WizardState): Hasil {
  return state.cabang !== null && state.kategori !== null ? OK : tolak('validasi', WIZARD_MSG.styleKategori);
}

export function validasiLangkah2(state: WizardState, kelas: readonly KelasKejuaraanKompetisi[]): Hasil {
  const langkah1 = validasiLangkah1(state);
  if (!langkah1.ok) return langkah1;
  const pemula = state.kategori === 'pemula';
  const kelompokDitawarkan = opsiKelompokUsia(state.cabang, state.kategori).some((k) => k.id_kelompok === state.id_kelompok);
  // pemula may leave the age group empty; one that is chosen must still be an option.
  const kelompokOk = state.id_kelompok === null ? pemula : kelompokDitawarkan;
  if (state.cabang === 'KYORUGI') {
    if (state.jenis_kelamin === null) return tolak('validasi', WIZARD_MSG.jenisKelamin);
    if (!kelompokOk) return tolak('validasi', WIZARD_MSG.kelasUmur);
    if (!pemula && state.id_kelas_berat === null) return tolak('validasi', WIZARD_MSG.kelasBerat);
  } else {
    if (!kelompokOk) return tolak('validasi', WIZARD_MSG.kelasUmur);
    if (state.id_poomsae === null) return tolak('validasi', WIZARD_MSG.kelasPoomsae);
    const poomsae = kelas.find((k) => k.cabang === 'POOMSAE' && k.poomsae?.id_poomsae === state.id_poomsae);
    if (!poomsae) return tolak('kelas_tidak_ditemukan', WIZARD_MSG.kelasTidakDitemukan);
    if (ukuranTim(poomsae) === 1 && state.jenis_kelamin === null) return tolak('validasi', WIZARD_MSG.jenisKelamin);
  }
  return kelasKandidat(kelas, state).length > 0 ? OK : tolak('kelas_tidak_ditemukan', WIZARD_MSG.kelasTidakDitemukan);
}

export type HasilLangkah3<A> = { ok: true; kelas: KelasKejuaraanKompetisi; atlet: A[] } | Tolak<KodePeserta>;

/** Step 3, and the class the picked athletes are registered into. */
export function validasiLangkah3<A extends AtletKompetisi>(state: WizardState, konteks: WizardKonteks<A>): HasilLangkah3<A> {
  const langkah2 = validasiLangkah2(state, konteks.kelas);
  if (!langkah2.ok) return langkah2;
  const kandidat = kelasKandidat(konteks.kelas, state);
  const slot = cekAnggotaTim(kandidat[0], state.atlet);
  if (!slot.ok) return slot;
  const atlet: A[] = [];
  for (const id of state.atlet.slice(0, ukuranTim(kandidat[0]))) {
    const a = konteks.atlet.find((x) => x.id_atlet === id);
    if (!a) return tolak('atlet_tidak_ditemukan', TIM_MSG.anggotaTidakDitemukan);
    atlet.push(a);
  }
  const ids = atlet.map((a) => a.id_atlet);
  const entri = konteks.entri ?? [];
  let gagal: Tolak<KodePeserta> | null = null;
  for (const kelas of kandidat) {
    const hasil = firstFailure([
      () => cekEntriEligible(kelas, konteks.kompetisi, atlet, konteks.idDojang),
      () => cekSudahTerdaftar(kelas, ids, entri),
      () => cekSatuKyorugi(kelas, ids, entri),
    ]);
    if (hasil.ok) return { ok: true, kelas, atlet };
    gagal ??= hasil;
  }
  return gagal ?? tolak('kelas_tidak_ditemukan', WIZARD_MSG.kelasTidakDitemukan);
}

function firstFailure(cek: readonly (() => Hasil)[]): Hasil {
  for (const c of cek) {
    const hasil = c();
    if (!hasil.ok) return hasil;
  }
  return OK;
}

/** Steps 1 to `langkah` (step 4 has nothing of its own: it shows the info of step 3's result). */
export function validasiLangkah(state: WizardState, langkah: Langkah, konteks: WizardKonteks): Hasil {
  if (langkah === 1) return validasiLangkah1(state);
  if (langkah === 2) return validasiLangkah2(state, konteks.kelas);
  const hasil = validasiLangkah3(state, konteks);
  return hasil.ok ? OK : hasil;
}

export type HasilLanjut = { ok: true; state: WizardState } | Tolak<KodePeserta>;

/** Selanjutnya: the next step when the current one is complete, else the step's message. */
export function lanjut(state: WizardState, konteks: WizardKonteks): HasilLanjut {
  if (state.langkah === 4) return { ok: true, state };
  const hasil = validasiLangkah(state, state.langkah, konteks);
  return hasil.ok ? { ok: true, state: { ...state, langkah: (state.langkah + 1) as Langkah } } : hasil;
}

/** POST /kompetisi/{id}/register body; atlitId3 carries the third member of a Beregu team. */
export interface RegisterBody {
  atlitId: number;
  kelasKejuaraanId: number;
  atlitId2?: number;
  atlitId3?: number;
}

export type HasilPayload<A> = { ok: true; body: RegisterBody; kelas: KelasKejuaraanKompetisi; atlet: A[] } | Tolak<KodePeserta>;

/** Daftar Sekarang: the request body, after every step's rules. */
export function payloadPendaftaran<A extends AtletKompetisi>(state: WizardState, konteks: WizardKonteks<A>): HasilPayload<A> {
  const hasil = validasiLangkah3(state, konteks);
  if (!hasil.ok) return hasil;
  const [a1, a2, a3] = hasil.atlet;
  const body: RegisterBody = { atlitId: a1.id_atlet, kelasKejuaraanId: hasil.kelas.id_kelas_kejuaraan };
  if (a2) body.atlitId2 = a2.id_atlet;
  if (a3) body.atlitId3 = a3.id_atlet;
  return { ok: true, body, kelas: hasil.kelas, atlet: hasil.atlet };
}
