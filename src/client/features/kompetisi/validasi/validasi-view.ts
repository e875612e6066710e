import { namaPeserta } from '../../../../domain/kompetisi/label';
import type { PesertaView } from '../../../data/kompetisi';

/** The competition admin's participant list shows 20 a page. */
export const VALIDASI_PER_HALAMAN = 20;

/** The six filters "Participant list", plus the search box. */
export interface ValidasiFilter {
  search: string;
  status: '' | 'PENDING' | 'APPROVED' | 'REJECTED';
  cabang: '' | 'KYORUGI' | 'POOMSAE';
  level: '' | 'pemula' | 'prestasi';
  kelompok: number | null;
  dojang: number | null;
  kelas_berat: number | null;
}

export const VALIDASI_AWAL: ValidasiFilter = {
  search: '',
  status: '',
  cabang: '',
  level: '',
  kelompok: null,
  dojang: null,
  kelas_berat: null,
};

const GENDER: Record<string, string> = { LAKI_LAKI: 'Laki-Laki (Putra)', PEREMPUAN: 'Perempuan (Putri)' };

/** The ten columns, as text. */
export function kolom(p: PesertaView) {
  const k = p.kelas_kejuaraan;
  const jk = k.jenis_kelamin ?? k.kelas_berat?.jenis_kelamin ?? (p.anggota_tim.length > 0 ? null : p.atlet.jenis_kelamin);
  const dojang = [...new Set((p.anggota_tim.length > 0 ? p.anggota_tim.map((m) => m.atlet) : [p.atlet]).map((a) => a.dojang.nama_dojang))];
  return {
    nama: namaPeserta(p),
    kategori: k.cabang === 'KYORUGI' ? 'Kyorugi' : 'Poomsae',
    level: k.kategori_event.nama_kategori === 'prestasi' ? 'Prestasi' : 'Pemula',
    kelasBerat: k.kelas_berat?.nama_kelas ?? '-',
    kelasPoomsae: k.poomsae?.nama_kelas ?? '-',
    kelompokUsia: k.kelompok.nama_kelompok,
    jenisKelamin: jk ? GENDER[jk]! : 'Campuran',
    dojang: dojang.join(', '),
  };
}

const dojangIds = (p: PesertaView) => (p.anggota_tim.length > 0 ? p.anggota_tim.map((m) => m.atlet.id_dojang) : [p.atlet.id_dojang]);

export function filterValidasi(list: readonly PesertaView[], f: ValidasiFilter): PesertaView[] {
  const q = f.search.trim().toLowerCase();
  return list.filter((p) => {
    const k = p.kelas_kejuaraan;
    return (
      (!f.status || p.status === f.status) &&
      (!f.cabang || k.cabang === f.cabang) &&
      (!f.level || k.kategori_event.nama_kategori === f.level) &&
      (f.kelompok === null || k.kelompok.id_kelompok === f.kelompok) &&
      (f.kelas_berat === null || k.kelas_berat?.id_kelas_berat === f.kelas_berat) &&
      (f.dojang === null || dojangIds(p).includes(f.dojang)) &&
      (!q || namaPeserta(p).toLowerCase().includes(q) || kolom(p).dojang.toLowerCase().includes(q))
    );
  });
}

type Opsi = { id: number; nama: string }[];
const sorted = (m: Map<number, string>): Opsi =>
  [...m].map(([id, nama]) => ({ id, nama })).sort((a, b) => a.nama.localeCompare(b.nama, 'id'));

/** The options of the Usia, Dojang and Kelas Berat filters: those present in the competition's entries. */
export function opsiFilter(list: readonly PesertaView[]): { kelompok: Opsi; dojang: Opsi; kelasBerat: Opsi } {
  const kelompok = new Map<number, string>();
  const dojang = new Map<number, string>();
  const berat = new Map<number, string>();
  for (const p of list) {
    const k = p.kelas_kejuaraan;
    kelompok.set(k.kelompok.id_kelompok, k.kelompok.nama_kelompok);
    if (k.kelas_berat)
      berat.set(
        k.kelas_berat.id_kelas_berat,
        `${k.kelas_berat.nama_kelas} ${k.kelas_berat.jenis_kelamin === 'LAKI_LAKI' ? 'Putra' : 'Putri'} (${k.kelompok.nama_kelompok})`,
      );
    for (const a of p.anggota_tim.length > 0 ? p.anggota_tim.map((m) => m.atlet) : [p.atlet])
      dojang.set(a.dojang.id_dojang, a.dojang.nama_dojang);
  }
  return {
    kelompok: [...kelompok].map(([id, nama]) => ({ id, nama })).sort((a, b) => a.id - b.id),
    dojang: sorted(dojang),
    kelasBerat: sorted(berat),
  };
}

/** Entries, pending ones (the sidebar card and the page header). */
export function ringkasValidasi(list: readonly PesertaView[]) {
  return { total: list.length, pending: list.filter((p) => p.status === 'PENDING').length };
}
