import type { JenisKelamin } from '../roles';

export interface AtletRingkas {
  nama_atlet: string;
  provinsi?: string | null;
  jenis_kelamin: JenisKelamin;
  umur?: number | null;
}

export type GenderFilter = 'SEMUA' | JenisKelamin;

/** Spec 001 athlete list: search by athlete name or province (case-insensitive), then the gender filter. */
export function filterAtlet<T extends AtletRingkas>(list: readonly T[], search: string, gender: GenderFilter): T[] {
  const q = search.trim().toLowerCase();
  return list.filter(
    (a) =>
      (gender === 'SEMUA' || a.jenis_kelamin === gender) &&
      (q === '' || a.nama_atlet.toLowerCase().includes(q) || (a.provinsi ?? '').toLowerCase().includes(q)),
  );
}

export interface StatAtlet {
  total: number;
  lakiLaki: number;
  perempuan: number;
  /** Rounded mean age in years; 0 when no athlete has a known age. */
  rataRataUmur: number;
}

/** The stat cards of DATA ATLIT: Total Atlet, Laki-laki, Perempuan, Rata-rata Umur. */
export function statAtlet(list: readonly AtletRingkas[]): StatAtlet {
  const ages = list.map((a) => a.umur).filter((u): u is number => typeof u === 'number');
  return {
    total: list.length,
    lakiLaki: list.filter((a) => a.jenis_kelamin === 'LAKI_LAKI').length,
    perempuan: list.filter((a) => a.jenis_kelamin === 'PEREMPUAN').length,
    rataRataUmur: ages.length ? Math.round(ages.reduce((s, u) => s + u, 0) / ages.length) : 0,
  };
}
