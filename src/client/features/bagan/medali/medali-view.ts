import { medaliKelas } from '../../../../domain/bagan/medali';
import { namaKelas } from '../../../../domain/kompetisi/label';
import type { KelasBagan, PesertaBagan } from '../../../../domain/schemas/bagan';

export type JenisMedali = 'emas' | 'perak' | 'perunggu';

export const MEDALI_LABEL: Record<JenisMedali, string> = { emas: 'Emas', perak: 'Perak', perunggu: 'Perunggu' };

/** The medalists of one class as the public pages name them. */
export interface MedalisKelas {
  id_kelas: number;
  judul: string;
  /** In medal order: gold, silver, then the bronzes that exist. */
  medalis: { jenis: JenisMedali; peserta: PesertaBagan }[];
  /** The final has a winner. */
  selesai: boolean;
}

/** Who won what in a drawn class (medaliKelas of the domain), with names and dojang; null without a bracket. */
export function medalisKelas(k: KelasBagan): MedalisKelas | null {
  if (!k.bagan) return null;
  const byId = new Map(k.peserta.map((p) => [p.id_peserta_kompetisi, p]));
  const m = medaliKelas(k.bagan.matches);
  const medalis: MedalisKelas['medalis'] = [];
  const add = (jenis: JenisMedali, id: number | null) => {
    const peserta = id === null ? undefined : byId.get(id);
    if (peserta) medalis.push({ jenis, peserta });
  };
  add('emas', m.emas);
  add('perak', m.perak);
  for (const id of m.perunggu) add('perunggu', id);
  return { id_kelas: k.kelas.id_kelas_kejuaraan, judul: namaKelas(k.kelas), medalis, selesai: m.emas !== null };
}

/** Every drawn class with at least one medal decided, in the answer's order. */
export function medalisSemua(kelas: readonly KelasBagan[]): MedalisKelas[] {
  return kelas.map(medalisKelas).filter((m): m is MedalisKelas => m !== null && m.medalis.length > 0);
}
