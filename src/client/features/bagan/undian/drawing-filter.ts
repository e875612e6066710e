import { namaKelas } from '../../../../domain/kompetisi/label';
import { MIN_PESERTA_GENERATE, MIN_PESERTA_TOURNAMENT, type StatusBagan } from '../../../../domain/bagan/types';
import type { KelasBaganView } from '../../../data/bagan';

export interface DrawingFilter {
  search: string;
  cabang: '' | 'KYORUGI' | 'POOMSAE';
  level: '' | 'pemula' | 'prestasi';
  status: '' | StatusBagan;
  jenis_kelamin: '' | 'LAKI_LAKI' | 'PEREMPUAN';
}

export const FILTER_KOSONG: DrawingFilter = { search: '', cabang: '', level: '', status: '', jenis_kelamin: '' };

export const judulKelas = (k: KelasBaganView) => namaKelas(k.kelas);
export const jenisKelaminKelas = (k: KelasBaganView) => k.kelas.jenis_kelamin ?? k.kelas.kelas_berat?.jenis_kelamin ?? null;

/** The cards the filters keep (search, Cabang, Level, Status Bracket, Jenis Kelamin). */
export function saringKelas(kelas: readonly KelasBaganView[], f: DrawingFilter): KelasBaganView[] {
  const q = f.search.trim().toLowerCase();
  // Classes that have (or can have) a bracket first: those are the ones the organiser works on; then the classes of
  // 2–3 (drawn after a confirmation); the ones that cannot be drawn last.
  const siap = (k: KelasBaganView) =>
    k.status !== 'not_created' || k.draf || k.simpanPending || k.peserta_count >= MIN_PESERTA_TOURNAMENT
      ? 0
      : k.peserta_count >= MIN_PESERTA_GENERATE
        ? 1
        : 2;
  return [...kelas]
    .sort((a, b) => siap(a) - siap(b))
    .filter(
      (k) =>
        (!q || judulKelas(k).toLowerCase().includes(q)) &&
        (!f.cabang || k.kelas.cabang === f.cabang) &&
        (!f.level || k.kelas.kategori_event.nama_kategori === f.level) &&
        (!f.status || k.status === f.status) &&
        (!f.jenis_kelamin || jenisKelaminKelas(k) === f.jenis_kelamin),
    );
}

/** The four tiles: Total Kelas, Bracket Dibuat, Berlangsung, Total Peserta (approved). */
export function ringkasDrawing(kelas: readonly KelasBaganView[]) {
  return {
    totalKelas: kelas.length,
    dibuat: kelas.filter((k) => k.status !== 'not_created').length,
    berlangsung: kelas.filter((k) => k.status === 'in_progress').length,
    totalPeserta: kelas.reduce((n, k) => n + k.peserta_count, 0),
  };
}

/** Share of the matches to play that have a result (free draws are not matches), 0–100. */
export function persenProgres(k: KelasBaganView): number {
  if (k.status === 'completed') return 100;
  return k.progres.total > 0 ? Math.round((k.progres.selesai / k.progres.total) * 100) : 0;
}
