import data from './kelas-kejuaraan.json';
import type { JenisKelamin } from '../roles';

export interface KelompokUsia {
  id: number;
  nama: string;
  usia_min: number;
  usia_max: number | null;
}
export interface KelasBeratDef {
  id_kelompok: number;
  jenis_kelamin: JenisKelamin;
  nama_kelas: string;
  batas_min: number;
  batas_max: number;
}
export interface Sabuk {
  value: string;
  label: string;
}

export const KATEGORI_EVENT = data.kategori_event as readonly ('pemula' | 'prestasi')[];
export const CABANG = data.cabang as readonly ('KYORUGI' | 'POOMSAE')[];
export const KELOMPOK_USIA: readonly KelompokUsia[] = data.kelompok_usia;
export const OPSI_KELOMPOK_PER_GAYA: Readonly<Record<string, number[]>> = data.opsi_kelompok_per_gaya;
export const KELAS_POOMSAE: readonly string[] = data.kelas_poomsae;
export const KELAS_BERAT: readonly KelasBeratDef[] = data.kelas_berat as KelasBeratDef[];
export const SABUK: readonly Sabuk[] = data.sabuk;

export function sabukLabel(value: string | null | undefined): string {
  return SABUK.find((s) => s.value === value)?.label ?? '-';
}
