import { KELOMPOK_USIA } from '../../../../domain/catalogue/kelas';
import type { KelasKatalog } from '../../../data/online/admin-kompetisi';

/** The catalogue grouped as the chooser shows it: cabang → kategori → kelompok. */
export interface GrupKelompok {
  id: string;
  judul: string;
  /** '12–14 tahun' */
  usia: string;
  kelas: KelasKatalog[];
}
export interface GrupKategori {
  id: string;
  judul: string;
  kelompok: GrupKelompok[];
}

const CABANG_LABEL = { KYORUGI: 'Kyorugi', POOMSAE: 'Poomsae' } as const;
const KATEGORI_LABEL = { prestasi: 'Prestasi', pemula: 'Pemula' } as const;
export const JK_LABEL = { LAKI_LAKI: 'Putra', PEREMPUAN: 'Putri' } as const;

function usia(id: number): string {
  const k = KELOMPOK_USIA.find((x) => x.id === id);
  if (!k) return '';
  return k.usia_max === null ? `${k.usia_min} tahun ke atas` : `${k.usia_min}–${k.usia_max} tahun`;
}

/** Groups in catalogue order (the server's), prestasi before pemula within a cabang. */
export function kelompokkan(list: readonly KelasKatalog[]): GrupKategori[] {
  const out: GrupKategori[] = [];
  const urut = [...list].sort((a, b) => (a.cabang === b.cabang ? (a.kategori === b.kategori ? 0 : a.kategori === 'prestasi' ? -1 : 1) : 0));
  for (const k of urut) {
    const idKat = `${k.cabang}|${k.kategori}`;
    let kat = out.find((g) => g.id === idKat);
    if (!kat) {
      kat = { id: idKat, judul: `${CABANG_LABEL[k.cabang]} · ${KATEGORI_LABEL[k.kategori]}`, kelompok: [] };
      out.push(kat);
    }
    const idKel = `${idKat}|${k.id_kelompok}`;
    let kel = kat.kelompok.find((g) => g.id === idKel);
    if (!kel) {
      kel = { id: idKel, judul: k.nama_kelompok, usia: usia(k.id_kelompok), kelas: [] };
      kat.kelompok.push(kel);
    }
    kel.kelas.push(k);
  }
  return out;
}

/** How a class reads inside its group: 'Under 45 kg' (under Putra/Putri) or 'Individu Putri'. */
export function labelKelas(k: KelasKatalog, denganGender: boolean): string {
  return denganGender && k.jenis_kelamin ? `${k.nama_kelas} ${JK_LABEL[k.jenis_kelamin]}` : k.nama_kelas;
}

/** A class that must stay: it holds entries or a bracket. */
export const terkunci = (k: KelasKatalog) => k.dipilih && (k.jumlah_peserta > 0 || k.ada_bagan);

/** What a save would do, compared with the stored set. */
export function ringkasan(list: readonly KelasKatalog[], pilih: ReadonlySet<string>) {
  let tambah = 0;
  let hapus = 0;
  for (const k of list) {
    if (pilih.has(k.key) && !k.dipilih) tambah++;
    if (!pilih.has(k.key) && k.dipilih) hapus++;
  }
  return { tambah, hapus, total: pilih.size };
}
