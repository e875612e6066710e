import type { JenisKelamin } from '../roles';
import { OK, tolak as tolakUmum, type Hasil as HasilUmum, type Tolak } from '../tolak';
import type { KodePeserta } from './kode';

/**
 * Input shapes of the competition domain. Structural and minimal, named as the DB columns and the
 * API shapes, so a server join row and a Dexie row (the cached API response) both fit.
 */

export const CABANG_KOMPETISI = ['KYORUGI', 'POOMSAE'] as const;
export type Cabang = (typeof CABANG_KOMPETISI)[number];

export const KATEGORI = ['pemula', 'prestasi'] as const;
export type KategoriEvent = (typeof KATEGORI)[number];

export const STATUS_KOMPETISI = ['PENDAFTARAN', 'SEDANG_DIMULAI', 'SELESAI'] as const;
export type StatusKompetisi = (typeof STATUS_KOMPETISI)[number];

/** DISKUALIFIKASI: an approved entry taken out of its class at the weigh-in (the reason is kept with the decision). */
export const STATUS_PESERTA = ['PENDING', 'APPROVED', 'REJECTED', 'DISKUALIFIKASI'] as const;
export type StatusPeserta = (typeof STATUS_PESERTA)[number];

/** Athlete citizenship; a missing value reads as WNI (issue: default WNI). */
export const KEWARGANEGARAAN = ['WNI', 'WNA'] as const;
export type Kewarganegaraan = (typeof KEWARGANEGARAAN)[number];
/** How the athlete forms name them; the fee depends on it. */
export const KEWARGANEGARAAN_LABEL: Record<Kewarganegaraan, string> = {
  WNI: 'WNI (Warga Negara Indonesia)',
  WNA: 'WNA (Warga Negara Asing)',
};
export const KEWARGANEGARAAN_OPTIONS = KEWARGANEGARAAN.map((k) => ({ value: k, label: KEWARGANEGARAAN_LABEL[k] }));

/** The result of every rule: ok, or refused with its code and the Indonesian text shown to the user. */
export type Hasil = HasilUmum<KodePeserta>;
export { OK };
export type { KodePeserta };
export const tolak = (kode: KodePeserta, pesan: string): Tolak<KodePeserta> => tolakUmum(kode, pesan);

/** What eligibility reads of an athlete (table atlet). */
export interface AtletKompetisi {
  id_atlet: number;
  tanggal_lahir: string | null | undefined;
  /** 'LAKI_LAKI' | 'PEREMPUAN'; anything else fails every gendered class. */
  jenis_kelamin: string | null | undefined;
  /** kg; null when not measured. */
  berat_badan: number | null | undefined;
  id_dojang: number;
  /** 'WNI' | 'WNA'; missing or unknown reads as WNI. */
  kewarganegaraan?: string | null;
}

/** kelompok_usia row: usia_max null = no upper bound (Senior). */
export interface KelompokUsiaRow {
  id_kelompok: number;
  nama_kelompok: string;
  usia_min: number;
  usia_max: number | null;
}

/** kelas_berat row: batas_min exclusive, batas_max inclusive. */
export interface KelasBeratRow {
  id_kelas_berat: number;
  nama_kelas: string;
  batas_min: number;
  batas_max: number;
  jenis_kelamin?: JenisKelamin | null;
}

export interface KelasPoomsaeRow {
  id_poomsae: number;
  nama_kelas: string;
}

/** kelas_kejuaraan with its joins: the championship class as the API answers it. */
export interface KelasKejuaraanKompetisi {
  id_kelas_kejuaraan: number;
  /** When present, checked against the competition the entry is for. */
  id_kompetisi?: number;
  cabang: Cabang;
  kategori_event: { nama_kategori: string };
  kelompok: KelompokUsiaRow;
  kelas_berat?: KelasBeratRow | null;
  poomsae?: KelasPoomsaeRow | null;
  jenis_kelamin?: JenisKelamin | null;
}

/** kompetisi row (kuota: null/undefined = no quota). */
export interface KompetisiRow {
  id_kompetisi: number;
  /** StatusKompetisi; any other value counts as not open. */
  status: string;
  /** 'YYYY-MM-DD'; its year decides the age groups. */
  tanggal_mulai: string;
  /** 'YYYY-MM-DD', the last day registration is open (WIB). */
  batas_pendaftaran?: string | null;
  biaya_pendaftaran?: number | null;
  biaya_wna?: number | null;
  kuota?: number | null;
}

/**
 * An existing entry of the competition, flattened for the registering rules: `anggota` holds every
 * athlete id of the entry (peserta_kompetisi.id_atlet plus peserta_tim_anggota for a team).
 */
export interface EntriKompetisi {
  id_peserta_kompetisi: number;
  id_kelas_kejuaraan: number;
  cabang: Cabang;
  /** StatusPeserta. */
  status: string;
  anggota: readonly number[];
}

/** 'pemula' | 'prestasi' from kategori_event.nama_kategori (case-insensitive); null when neither. */
export function kategoriKelas(kelas: Pick<KelasKejuaraanKompetisi, 'kategori_event'>): KategoriEvent | null {
  const nama = kelas.kategori_event?.nama_kategori?.trim().toLowerCase();
  return nama === 'pemula' || nama === 'prestasi' ? nama : null;
}
