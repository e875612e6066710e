import wilayah from './wilayah-indonesia.json';

export interface Provinsi {
  kode: string;
  nama: string;
  kabupaten_kota: { kode: string; nama: string }[];
}

export const PROVINSI: readonly Provinsi[] = wilayah.provinsi;

export const PROVINSI_NAMES: readonly string[] = /* @__PURE__ */ PROVINSI.map((p) => p.nama);

export function kotaOf(provinsi: string | null | undefined): string[] {
  if (!provinsi) return [];
  return PROVINSI.find((p) => p.nama === provinsi)?.kabupaten_kota.map((k) => k.nama) ?? [];
}

export function isKnownProvinsi(nama: string): boolean {
  return PROVINSI.some((p) => p.nama === nama);
}

export function isKotaOf(provinsi: string, kota: string): boolean {
  return kotaOf(provinsi).includes(kota);
}
