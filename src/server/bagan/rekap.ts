import { rekapKompetisiMedali } from '../../domain/bagan/rekap';
import { kategoriKelas } from '../../domain/kompetisi/types';
import type { KelasBagan, KompetisiHeader, RekapMedaliResponse } from '../../domain/schemas/bagan';

/**
 * The medal tally of a competition: medals of every drawn class so far, per
 * dojang of the entry (its registering athlete's), the general champion of each category with its prizes,
 * and whether it is final or still 'sementara' (the domain's rekapKompetisiMedali decides).
 */
export function rekapKompetisi(
  kompetisi: KompetisiHeader,
  kelas: readonly KelasBagan[],
): Omit<RekapMedaliResponse, 'dibaca_pada' | 'atlet_terbaik'> {
  const dojang = new Map<number, { id_dojang: number; nama_dojang: string }>();
  for (const k of kelas) for (const p of k.peserta) dojang.set(p.id_peserta_kompetisi, p);
  const dojangOf = (id: number) => {
    const p = dojang.get(id);
    return p ? { id_dojang: p.id_dojang, nama_dojang: p.nama_dojang } : undefined;
  };
  const r = rekapKompetisiMedali(
    kelas.map((k) => ({ matches: k.bagan?.matches ?? null, kategori: kategoriKelas(k.kelas), peserta_count: k.peserta_count })),
    dojangOf,
  );
  return {
    kompetisi,
    semua: r.semua,
    juara_umum: r.juara_umum,
    kelas_selesai: r.kelas_selesai,
    kelas_total: r.kelas_total,
    final: r.final,
    juara_umum_final: r.juara_umum_final,
  };
}
