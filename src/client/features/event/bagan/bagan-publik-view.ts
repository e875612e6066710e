import type { MatchBagan } from '../../../../domain/bagan/types';
import { namaKelas } from '../../../../domain/kompetisi/label';
import type { KelasBagan, KompetisiHeader, PesertaBagan } from '../../../../domain/schemas/bagan';
import type { BaganTampil, MatchView } from '../../bagan/types';

/** Filters of /event/bagan, kept in the address (?q, ?cabang, ?level, ?jk, ?semua) so Back keeps them. */
export interface FilterPublik {
  q: string;
  cabang: '' | 'KYORUGI' | 'POOMSAE';
  level: '' | 'pemula' | 'prestasi';
  jk: '' | 'LAKI_LAKI' | 'PEREMPUAN';
  /** Also list the classes that have no bracket yet. */
  semua: boolean;
}

export const FILTER_PUBLIK_KOSONG: FilterPublik = { q: '', cabang: '', level: '', jk: '', semua: false };

const pilih = <T extends string>(value: unknown, allowed: readonly T[]): T | '' =>
  typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : '';

/** The route's search params, anything unknown dropped (only set values stay in the address). */
export function parseFilterPublik(search: Record<string, unknown>): Partial<FilterPublik> {
  const out: Partial<FilterPublik> = {};
  const q = typeof search.q === 'string' ? search.q.slice(0, 100) : '';
  if (q) out.q = q;
  const cabang = pilih(search.cabang, ['KYORUGI', 'POOMSAE'] as const);
  if (cabang) out.cabang = cabang;
  const level = pilih(search.level, ['pemula', 'prestasi'] as const);
  if (level) out.level = level;
  const jk = pilih(search.jk, ['LAKI_LAKI', 'PEREMPUAN'] as const);
  if (jk) out.jk = jk;
  if (search.semua === true || search.semua === 1 || search.semua === '1' || search.semua === 'true') out.semua = true;
  return out;
}

export const filterLengkap = (f: Partial<FilterPublik>): FilterPublik => ({ ...FILTER_PUBLIK_KOSONG, ...f });

export const jenisKelaminKelas = (k: KelasBagan) => k.kelas.jenis_kelamin ?? k.kelas.kelas_berat?.jenis_kelamin ?? null;

/** The classes the filters keep: drawn ones only unless `semua`, searching the class name and the entries' names and dojang. */
export function saringKelasPublik(kelas: readonly KelasBagan[], f: FilterPublik): KelasBagan[] {
  const q = f.q.trim().toLowerCase();
  return kelas.filter((k) =>
    (f.semua || k.bagan !== null)
    && (!f.cabang || k.kelas.cabang === f.cabang)
    && (!f.level || k.kelas.kategori_event.nama_kategori.toLowerCase() === f.level)
    && (!f.jk || jenisKelaminKelas(k) === f.jk)
    && (!q || namaKelas(k.kelas).toLowerCase().includes(q)
      || k.peserta.some((p) => p.nama.toLowerCase().includes(q) || p.nama_dojang.toLowerCase().includes(q))));
}

const asView = (m: MatchBagan): MatchView =>
  ({ ...m, pending: false, rejected: null, outboxId: null, konflik: null });

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
