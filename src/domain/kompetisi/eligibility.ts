import { AKSES_MSG } from '../akses/pesan';
import { KELOMPOK_USIA } from '../catalogue/kelas';
import type { JenisKelamin } from '../roles';
import { OK, kategoriKelas, tolak, type AtletKompetisi, type Hasil, type KelasKejuaraanKompetisi, type KompetisiRow } from './types';

/**
 * Who may enter a championship class.
 * One module for the offline wizard and the server:
 * - the age group goes by birth year relative to the year of the competition's tanggal_mulai;
 * - the class's gender (the class row, else its weight class);
 * - Kyorugi weight: batas_min < berat_badan <= batas_max;
 * - only athletes of the registering coach's dojang (null = an admin acting, no dojang rule).
 * Poomsae pemula uses kelompok 4 only as the label 'Pemula', so it is open to every
 * age the catalogue has a group for (5 and over) rather than to Juniors only.
 */

export const ELIGIBILITY_MSG = {
  dojang: AKSES_MSG.daftarDojangLain,
  tanggalKompetisi: 'Tanggal kompetisi tidak valid',
  tanggalLahir: 'Tanggal lahir atlet tidak valid',
  jenisKelaminAtlet: 'Jenis kelamin atlet belum diisi',
  jenisKelamin: (jk: JenisKelamin) => `Kelas ini khusus ${jk === 'LAKI_LAKI' ? 'Putra' : 'Putri'}`,
  umur: (tahunLahir: number, kelompok: string, rentang: string) =>
    `Tahun lahir ${tahunLahir} tidak masuk kelompok ${kelompok} (kelahiran ${rentang})`,
  beratKosong: 'Berat badan atlet belum diisi',
  berat: (berat: number, kelas: string, rentang: string) => `Berat badan ${formatKg(berat)} kg tidak masuk kelas ${kelas} (${rentang})`,
} as const;

export const LABEL_KELOMPOK_POOMSAE_PEMULA = 'Pemula';
const USIA_MIN_KATALOG = Math.min(...KELOMPOK_USIA.map((k) => k.usia_min));

/** A class's rules resolved once, so checking many athletes costs no allocation per athlete. */
export interface SyaratKelas {
  readonly kelas: KelasKejuaraanKompetisi;
  /** Year of the competition; NaN when tanggal_mulai is not a date (then nobody is eligible). */
  readonly tahun: number;
  /** Accepted birth years, inclusive; lahirMin is -Infinity for an open-ended group. */
  readonly lahirMin: number;
  readonly lahirMax: number;
  readonly namaKelompok: string;
  readonly jenisKelamin: JenisKelamin | null;
  /** Weight rule (Kyorugi with a weight class): beratMin < berat <= beratMax. */
  readonly adaBerat: boolean;
  readonly beratMin: number;
  readonly beratMax: number;
  readonly idDojang: number | null;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

function digitAt(s: string, i: number): number {
  const c = s.charCodeAt(i) - 48;
  return c >= 0 && c <= 9 ? c : NaN;
}

/**
 * Year of a real calendar date 'YYYY-MM-DD' (a longer ISO string is read by its first 10 characters,
 * as parseTanggal does); NaN otherwise. Reads character codes so a filter allocates nothing.
 */
export function tahunTanggal(value: string | null | undefined): number {
  if (typeof value !== 'string' || value.length < 10 || value.charCodeAt(4) !== 45 || value.charCodeAt(7) !== 45) return NaN;
  const y = digitAt(value, 0) * 1000 + digitAt(value, 1) * 100 + digitAt(value, 2) * 10 + digitAt(value, 3);
  const m = digitAt(value, 5) * 10 + digitAt(value, 6);
  const d = digitAt(value, 8) * 10 + digitAt(value, 9);
  if (!(y >= 100 && m >= 1 && m <= 12 && d >= 1)) return NaN;
  const kabisat = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  const max = m === 2 && kabisat ? 29 : DAYS_IN_MONTH[m - 1];
  return d <= max ? y : NaN;
}

function isJenisKelamin(value: unknown): value is JenisKelamin {
  return value === 'LAKI_LAKI' || value === 'PEREMPUAN';
}

export function syaratKelas(
  kelas: KelasKejuaraanKompetisi,
  kompetisi: Pick<KompetisiRow, 'tanggal_mulai'>,
  idDojang: number | null,
): SyaratKelas {
  const tahun = tahunTanggal(kompetisi.tanggal_mulai);
  const poomsaePemula = kelas.cabang === 'POOMSAE' && kategoriKelas(kelas) === 'pemula';
  const usiaMin = poomsaePemula ? USIA_MIN_KATALOG : kelas.kelompok.usia_min;
  const usiaMax = poomsaePemula ? null : kelas.kelompok.usia_max;
  const berat = kelas.cabang === 'KYORUGI' ? (kelas.kelas_berat ?? null) : null;
  const jk = kelas.jenis_kelamin ?? kelas.kelas_berat?.jenis_kelamin ?? null;
  return {
    kelas,
    tahun,
    lahirMin: usiaMax === null ? -Infinity : tahun - usiaMax,
    lahirMax: tahun - usiaMin,
    namaKelompok: poomsaePemula ? LABEL_KELOMPOK_POOMSAE_PEMULA : kelas.kelompok.nama_kelompok,
    jenisKelamin: isJenisKelamin(jk) ? jk : null,
    adaBerat: berat !== null,
    beratMin: berat ? berat.batas_min : NaN,
    beratMax: berat ? berat.batas_max : NaN,
    idDojang,
  };
}

/** The boolean form of cekSyarat, without building a reason (the step-3 list of 500 cached athletes). */
export function lolosSyarat(atlet: AtletKompetisi, s: SyaratKelas): boolean {
  if (s.idDojang !== null && atlet.id_dojang !== s.idDojang) return false;
  if (s.jenisKelamin !== null && atlet.jenis_kelamin !== s.jenisKelamin) return false;
  const lahir = tahunTanggal(atlet.tanggal_lahir);
  if (!(lahir >= s.lahirMin && lahir <= s.lahirMax)) return false;
  if (s.adaBerat) {
    const b = atlet.berat_badan;
    if (typeof b !== 'number' || !(b > s.beratMin && b <= s.beratMax)) return false;
  }
  return true;
}

/** Same rules as lolosSyarat, in the same order, with the first failing rule's reason. */
export function cekSyarat(atlet: AtletKompetisi, s: SyaratKelas): Hasil {
  if (s.idDojang !== null && atlet.id_dojang !== s.idDojang) return tolak('akses_ditolak', ELIGIBILITY_MSG.dojang);
  if (s.jenisKelamin !== null && atlet.jenis_kelamin !== s.jenisKelamin) {
    return tolak(
      'kelas_tidak_cocok',
      isJenisKelamin(atlet.jenis_kelamin) ? ELIGIBILITY_MSG.jenisKelamin(s.jenisKelamin) : ELIGIBILITY_MSG.jenisKelaminAtlet,
    );
  }
  if (Number.isNaN(s.tahun)) return tolak('kelas_tidak_cocok', ELIGIBILITY_MSG.tanggalKompetisi);
  const lahir = tahunTanggal(atlet.tanggal_lahir);
  if (Number.isNaN(lahir)) return tolak('kelas_tidak_cocok', ELIGIBILITY_MSG.tanggalLahir);
  if (!(lahir >= s.lahirMin && lahir <= s.lahirMax)) {
    const rentang = s.lahirMin === -Infinity ? `${s.lahirMax} dan sebelumnya` : `${s.lahirMin}-${s.lahirMax}`;
    return tolak('kelas_tidak_cocok', ELIGIBILITY_MSG.umur(lahir, s.namaKelompok, rentang));
  }
  if (s.adaBerat) {
    const b = atlet.berat_badan;
    if (typeof b !== 'number' || !Number.isFinite(b)) return tolak('kelas_tidak_cocok', ELIGIBILITY_MSG.beratKosong);
    if (!(b > s.beratMin && b <= s.beratMax)) {
      const rentang =
        s.beratMin <= 0 ? `maksimal ${formatKg(s.beratMax)} kg` : `di atas ${formatKg(s.beratMin)} s.d. ${formatKg(s.beratMax)} kg`;
      return tolak('kelas_tidak_cocok', ELIGIBILITY_MSG.berat(b, s.kelas.kelas_berat?.nama_kelas ?? '', rentang));
    }
  }
  return OK;
}

/** Whether `atlet` may enter `kelas` of `kompetisi`; idDojang = the coach's dojang, null for an admin. */
export function atletEligible(
  atlet: AtletKompetisi,
  kelas: KelasKejuaraanKompetisi,
  kompetisi: Pick<KompetisiRow, 'tanggal_mulai'>,
  idDojang: number | null,
): Hasil {
  return cekSyarat(atlet, syaratKelas(kelas, kompetisi, idDojang));
}

/**
 * Athletes that pass at least one of `syarat` (one class, or the candidate classes of a pemula choice),
 * leaving out `kecuali` (already registered). O(n × classes), no allocation per athlete.
 */
export function filterAtletSyarat<A extends AtletKompetisi>(
  atlet: readonly A[],
  syarat: readonly SyaratKelas[],
  kecuali?: ReadonlySet<number>,
): A[] {
  const hasil: A[] = [];
  for (const a of atlet) {
    if (kecuali?.has(a.id_atlet)) continue;
    for (const s of syarat) {
      if (lolosSyarat(a, s)) {
        hasil.push(a);
        break;
      }
    }
  }
  return hasil;
}

export function filterAtletEligible<A extends AtletKompetisi>(
  atlet: readonly A[],
  kelas: KelasKejuaraanKompetisi,
  kompetisi: Pick<KompetisiRow, 'tanggal_mulai'>,
  idDojang: number | null,
  kecuali?: ReadonlySet<number>,
): A[] {
  return filterAtletSyarat(atlet, [syaratKelas(kelas, kompetisi, idDojang)], kecuali);
}

/** '45,5' — kg the Indonesian way. */
export function formatKg(kg: number): string {
  return String(Math.round(kg * 10) / 10).replace('.', ',');
}
