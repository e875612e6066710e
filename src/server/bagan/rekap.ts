import { juaraUmum, medaliKelas, rekapMedali } from '../../domain/bagan/medali';
import type { MedaliKelas } from '../../domain/bagan/types';
import { kategoriKelas } from '../../domain/kompetisi/types';
import type { KelasBagan, KompetisiHeader, RekapMedaliResponse } from '../../domain/schemas/bagan';

/**
 * The medal tally of a competition (issue 9 "Results and medals"): medals of every drawn class so far, per
 * dojang of the entry (its registering athlete's), and the general champion of each category with the
 * prizes of spec §9. A class counts as finished once its final has a winner.
 */
export function rekapKompetisi(kompetisi: KompetisiHeader, kelas: readonly KelasBagan[]): Omit<RekapMedaliResponse, 'dibaca_pada'> {
  const dojang = new Map<number, { id_dojang: number; nama_dojang: string }>();
  for (const k of kelas) for (const p of k.peserta) dojang.set(p.id_peserta_kompetisi, p);
  const dojangOf = (id: number) => {
    const p = dojang.get(id);
    return p ? { id_dojang: p.id_dojang, nama_dojang: p.nama_dojang } : undefined;
  };
  const medali: { medali: MedaliKelas; kategori: string | null }[] = [];
  for (const k of kelas) if (k.bagan) medali.push({ medali: medaliKelas(k.bagan.matches), kategori: kategoriKelas(k.kelas) });
  const per = (kategori: 'prestasi' | 'pemula') =>
    juaraUmum(rekapMedali(medali.filter((m) => m.kategori === kategori), dojangOf), kategori);
  return {
    kompetisi,
    semua: rekapMedali(medali, dojangOf),
    juara_umum: { prestasi: per('prestasi'), pemula: per('pemula') },
    kelas_selesai: kelas.filter((k) => k.bagan?.status === 'completed').length,
    kelas_total: medali.length,
  };
}
