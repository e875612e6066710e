import { namaKelas, namaPeserta } from '../../../../domain/kompetisi/label';
import type { PesertaView } from '../../../data/kompetisi';

/** The coach's participant view pages by 100. */
export const PESERTA_PER_HALAMAN = 100;

export interface PesertaFilter {
  search: string;
  cabang: '' | 'KYORUGI' | 'POOMSAE';
  status: '' | 'PENDING' | 'APPROVED' | 'REJECTED';
  kelas: number | null;
}

export const FILTER_AWAL: PesertaFilter = { search: '', cabang: '', status: '', kelas: null };

export function filterPeserta(list: readonly PesertaView[], f: PesertaFilter): PesertaView[] {
  const q = f.search.trim().toLowerCase();
  return list.filter(
    (p) =>
      (!f.cabang || p.kelas_kejuaraan.cabang === f.cabang) &&
      (!f.status || p.status === f.status) &&
      (f.kelas === null || p.id_kelas_kejuaraan === f.kelas) &&
      (!q || namaPeserta(p).toLowerCase().includes(q) || namaKelas(p.kelas_kejuaraan).toLowerCase().includes(q)),
  );
}

/** The classes present in the list, by name, for the class filter. */
export function kelasOptions(list: readonly PesertaView[]): { id: number; nama: string }[] {
  const map = new Map<number, string>();
  for (const p of list) map.set(p.id_kelas_kejuaraan, namaKelas(p.kelas_kejuaraan));
  return [...map].map(([id, nama]) => ({ id, nama })).sort((a, b) => a.nama.localeCompare(b.nama, 'id'));
}

export function halaman<T>(rows: readonly T[], page: number) {
  const totalPages = Math.max(1, Math.ceil(rows.length / PESERTA_PER_HALAMAN));
  const current = Math.min(Math.max(1, page), totalPages);
  return { rows: rows.slice((current - 1) * PESERTA_PER_HALAMAN, current * PESERTA_PER_HALAMAN), page: current, totalPages };
}

export const STATUS_LABEL: Record<string, string> = {
  PENDING: 'Menunggu',
  APPROVED: 'Disetujui',
  REJECTED: 'Ditolak',
  DISKUALIFIKASI: 'Diskualifikasi',
};
export const STATUS_BADGE: Record<string, string> = {
  PENDING: 'badge-warning',
  APPROVED: 'badge-success',
  REJECTED: 'badge-error',
  DISKUALIFIKASI: 'badge-error',
};

/** The weigh-in as the coach reads it on an entry: 'Timbang: Lolos 44,8 kg', 'Timbang: Gagal 45,6 kg (2x)', 'Belum ditimbang'; null where no weigh-in applies. */
export function teksTimbang(
  t: { hasil: 'BELUM' | 'LOLOS' | 'GAGAL'; berat_gram: number | null; percobaan: number } | null | undefined,
): string | null {
  if (!t) return null;
  if (t.hasil === 'BELUM') return 'Belum ditimbang';
  const berat = t.berat_gram === null ? '' : ` ${(t.berat_gram / 1000).toFixed(1).replace('.', ',')} kg`;
  return `Timbang: ${t.hasil === 'LOLOS' ? 'Lolos' : 'Gagal'}${berat}${t.percobaan > 1 ? ` (${t.percobaan}x)` : ''}`;
}
/** An unknown status looks like PENDING. */
export const statusBadge = (s: string) => STATUS_BADGE[s] ?? STATUS_BADGE.PENDING!;
export const statusLabel = (s: string) => STATUS_LABEL[s] ?? STATUS_LABEL.PENDING!;
