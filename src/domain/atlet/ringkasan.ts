import type { JenisKelamin } from '../roles';

export interface AtletRingkas {
  nama_atlet: string;
  provinsi?: string | null;
  jenis_kelamin: JenisKelamin;
  umur?: number | null;
}

export type GenderFilter = 'SEMUA' | JenisKelamin;

/** Athlete list: search by athlete name or province (case-insensitive), then the gender filter. */
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
  /** Rounded mean age in years; null when no athlete has a known age (shown as '-'). */
  rataRataUmur: number | null;
}

/** The stat cards of DATA ATLIT: Total Atlet, Laki-laki, Perempuan, Rata-rata Umur. */
export function statAtlet(list: readonly AtletRingkas[]): StatAtlet {
  const ages = list.map((a) => a.umur).filter((u): u is number => typeof u === 'number');
  return {
    total: list.length,
    lakiLaki: list.filter((a) => a.jenis_kelamin === 'LAKI_LAKI').length,
    perempuan: list.filter((a) => a.jenis_kelamin === 'PEREMPUAN').length,
    rataRataUmur: ages.length ? Math.round(ages.reduce((s, u) => s + u, 0) / ages.length) : null,
  };
}

/** The 'Rata-rata Umur' card: '12 Tahun', or '-' with no athletes (no age to average). */
export function rataRataUmurText(stat: Pick<StatAtlet, 'rataRataUmur'>): string {
  return stat.rataRataUmur === null ? '-' : `${stat.rataRataUmur} Tahun`;
}

export interface StatKompetisi {
  terdaftar: number;
  belum: number;
}

/**
 * 'Terdaftar di kompetisi' / 'Belum terdaftar' over the list the page shows. Only the server knows who is
 * entered in a competition (GET /atlet/stats); an athlete it has not seen yet (an add still queued, or
 * one the stats predate) is not entered anywhere. So the entered count is the server's, never more than
 * the athletes it knows, and every other listed athlete is not registered: both figures always add up
 * to Total Atlet. Without the server's figure (zero on failure) nobody counts as entered.
 */
export function statKompetisi(list: readonly { id_atlet: number | null }[], registeredOnServer: number | undefined): StatKompetisi {
  const known = list.filter((a) => a.id_atlet !== null).length;
  const terdaftar = Math.max(0, Math.min(registeredOnServer ?? 0, known));
  return { terdaftar, belum: list.length - terdaftar };
}
