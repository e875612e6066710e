import type { Piagam } from '../../../domain/schemas/piagam';

export const JENIS_PIAGAM = [
  { jenis: 'JUARA', label: 'Juara 1, 2, 3' },
  { jenis: 'JUARA_UMUM', label: 'Juara umum' },
  { jenis: 'ATLET_TERBAIK', label: 'Atlet terbaik' },
  { jenis: 'PESERTA', label: 'Partisipasi' },
] as const;
export type JenisPiagam = (typeof JENIS_PIAGAM)[number]['jenis'];

export interface FilterPiagam {
  jenis: ReadonlySet<JenisPiagam>;
  kelas: number | null;
  id_dojang: number | null;
}

/** The certificates a filter keeps; a class filter keeps only certificates of that class. */
export function saringPiagam(piagam: readonly Piagam[], f: FilterPiagam): Piagam[] {
  return piagam.filter(
    (p) =>
      f.jenis.has(p.jenis) &&
      (f.kelas === null || p.id_kelas_kejuaraan === f.kelas) &&
      (f.id_dojang === null || p.id_dojang === f.id_dojang),
  );
}

/** Dojangs named on the certificates, by name. */
export function dojangPiagam(piagam: readonly Piagam[]) {
  const m = new Map<number, string>();
  for (const p of piagam) m.set(p.id_dojang, p.nama_dojang);
  return [...m].map(([id, nama]) => ({ id, nama })).sort((a, b) => a.nama.localeCompare(b.nama, 'id'));
}
