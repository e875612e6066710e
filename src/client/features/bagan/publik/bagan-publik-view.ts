import type { MatchBagan } from '../../../../domain/bagan/types';
import { namaKelas } from '../../../../domain/kompetisi/label';
import type { KelasBagan, KompetisiHeader, PesertaBagan } from '../../../../domain/schemas/bagan';
import type { BaganTampil, MatchView } from '../../../data/bagan/types';
import type { FilterPublik } from './bagan-publik-filter';

export { FILTER_PUBLIK_KOSONG, filterLengkap, parseFilterPublik, type FilterPublik } from './bagan-publik-filter';

export const jenisKelaminKelas = (k: KelasBagan) => k.kelas.jenis_kelamin ?? k.kelas.kelas_berat?.jenis_kelamin ?? null;

/** The classes the filters keep: drawn ones only unless `semua`, searching the class name and the entries' names and dojang. */
export function saringKelasPublik(kelas: readonly KelasBagan[], f: FilterPublik): KelasBagan[] {
  const q = f.q.trim().toLowerCase();
  return kelas.filter(
    (k) =>
      (f.semua || k.bagan !== null) &&
      (!f.cabang || k.kelas.cabang === f.cabang) &&
      (!f.level || k.kelas.kategori_event.nama_kategori.toLowerCase() === f.level) &&
      (!f.jk || jenisKelaminKelas(k) === f.jk) &&
      (!q ||
        namaKelas(k.kelas).toLowerCase().includes(q) ||
        k.peserta.some((p) => p.nama.toLowerCase().includes(q) || p.nama_dojang.toLowerCase().includes(q))),
  );
}

const asView = (m: MatchBagan): MatchView => ({ ...m, pending: false, rejected: null, outboxId: null, konflik: null });

/** What the read-only board draws for one class; null while it has no bracket. */
export function tampilPublik(kompetisi: KompetisiHeader, k: KelasBagan): BaganTampil | null {
  if (!k.bagan) return null;
  return {
    kompetisi,
    judulKelas: namaKelas(k.kelas),
    cabang: k.kelas.cabang,
    jumlah_ronde: k.bagan.jumlah_ronde,
    matches: k.bagan.matches.map(asView),
    peserta: new Map<number, PesertaBagan>(k.peserta.map((p) => [p.id_peserta_kompetisi, p])),
  };
}

/** Share of the matches played, 0–100 (100 once completed). */
export function persenKelas(k: KelasBagan): number {
  if (k.bracket_status === 'completed') return 100;
  return k.match_total > 0 ? Math.round((k.match_selesai / k.match_total) * 100) : 0;
}
