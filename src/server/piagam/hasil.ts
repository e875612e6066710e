import { rekapKompetisiMedali, type RekapKompetisiMedali } from '../../domain/bagan/rekap';
import { kategoriKelas, type KategoriEvent } from '../../domain/kompetisi/types';
import type { KelasBagan } from '../../domain/schemas/bagan';
import type { DbOrTx } from '../db/types';
import { muatKelasBagan } from '../bagan/muat';

/** A medal an entry won: its class and its place (1 gold, 2 silver, 3 bronze). */
export interface MedaliPeserta {
  id_peserta_kompetisi: number;
  kelas: KelasBagan;
  kategori: KategoriEvent | null;
  tempat: 1 | 2 | 3;
}

export interface HasilKompetisi {
  kelas: KelasBagan[];
  rekap: RekapKompetisiMedali;
  /** Every medal so far, class by class (gold, silver, then the bronzes). */
  medali: MedaliPeserta[];
}

/**
 * The competition's results as the brackets hold them now: the bracket loader and the domain's medal rules
 * (the same as GET …/medali), plus every medal as (entry, class, place).
 */
export async function hasilKompetisi(db: DbOrTx, id_kompetisi: number): Promise<HasilKompetisi> {
  const kelas = await muatKelasBagan(db, { id_kompetisi });
  const dojang = new Map<number, { id_dojang: number; nama_dojang: string }>();
  for (const k of kelas) for (const p of k.peserta) dojang.set(p.id_peserta_kompetisi, p);
  const rekap = rekapKompetisiMedali(
    kelas.map((k) => ({ matches: k.bagan?.matches ?? null, kategori: kategoriKelas(k.kelas), peserta_count: k.peserta_count })),
    (id) => dojang.get(id),
  );
  const medali: MedaliPeserta[] = [];
  kelas.forEach((k, i) => {
    const m = rekap.medali[i];
    const kategori = kategoriKelas(k.kelas);
    if (m.emas !== null) medali.push({ id_peserta_kompetisi: m.emas, kelas: k, kategori, tempat: 1 });
    if (m.perak !== null) medali.push({ id_peserta_kompetisi: m.perak, kelas: k, kategori, tempat: 2 });
    for (const id of m.perunggu) medali.push({ id_peserta_kompetisi: id, kelas: k, kategori, tempat: 3 });
  });
  return { kelas, rekap, medali };
}

/** A class's final is decided: its gold is known. */
export const finalSelesai = (h: HasilKompetisi, id_kelas_kejuaraan: number) =>
  h.medali.some((m) => m.tempat === 1 && m.kelas.kelas.id_kelas_kejuaraan === id_kelas_kejuaraan);
