import type { JenisKeputusan } from './schemas';
import type { HasilTimbang, Percobaan } from './percobaan';
import type { Sudut } from '../sudut';
import type { PengaturanDasarTimbang } from './vonis';

/** One entry at the weigh-in desk: what GET /kompetisi/{id}/penimbangan answers per row. */
export interface EntriTimbang {
  id_peserta_kompetisi: number;
  /** Raised by every decision: a decision made from an older one is a 409. */
  versi: number;
  status: 'APPROVED' | 'DISKUALIFIKASI';
  /** The ID card's signed number (its QR holds …/kartu/<kode_kartu>). */
  kode_kartu: string;
  id_atlet: number;
  nama_atlet: string;
  jenis_kelamin: string;
  berat_badan: number | null;
  id_dojang: number;
  nama_dojang: string;
  id_kelas_kejuaraan: number;
  kelas_label: string;
  nama_kelas: string;
  batas_min: number;
  /** null: an 'Over' class. */
  batas_max: number | null;
  /** Oldest first. */
  percobaan: Percobaan[];
  hasil: HasilTimbang;
  keputusan: KeputusanTimbang | null;
}

export interface KeputusanTimbang {
  jenis: JenisKeputusan;
  alasan: string | null;
  id_kelas_asal: number;
  id_kelas_tujuan: number | null;
  oleh: string | null;
  pada: string;
}

/** A Kyorugi individual class of the competition as the desk's settings list it. */
export interface KelasPengaturan {
  id_kelas_kejuaraan: number;
  label: string;
  id_kategori_event: number;
  kategori: string;
  id_kelompok: number;
  jenis_kelamin: string | null;
  nama_kelas: string;
  batas_min: number;
  batas_max: number | null;
}

export interface PengaturanTimbang extends PengaturanDasarTimbang {
  kelas: KelasPengaturan[];
}

/** The pending match of a disqualified entry whose class is drawn: offered to the opponent as a DSQ win. */
export interface PartaiTertunda {
  id_match: string;
  id_kelas_kejuaraan: number;
  /** The match's versi, for PUT /matches/{id_match}. */
  versi: number;
  /**
   * Which corner the disqualified entry holds: 'B' (biru, peserta_a) or 'R' (merah, peserta_b). A copy kept before
   * carries `sudut` 'A' | 'B' (= peserta_a | peserta_b) instead (src/domain/sudut.ts).
   */
  sudut_peserta: Sudut;
  lawan: { id_peserta_kompetisi: number; nama: string } | null;
}

export interface JawabanKeputusan {
  entri: EntriTimbang;
  partai_tertunda?: PartaiTertunda;
}

export interface JumlahTimbang {
  jumlah: number;
  lolos: number;
  gagal: number;
  belum: number;
}

export interface ProgresTimbang {
  total: JumlahTimbang;
  per_kelas: (JumlahTimbang & { id_kelas_kejuaraan: number; kelas_label: string })[];
  per_dojang: (JumlahTimbang & { id_dojang: number; nama_dojang: string })[];
}

export interface UndianTimbangAcak {
  id_undian: number;
  tanggal: string;
  seed: string;
  persen: number;
  toleransi_persen: number;
  peserta: { id_peserta_kompetisi: number; nama_atlet: string; nama_dojang: string; kelas_label: string }[];
  dibuat_pada: string;
}

/** What the coach's participant list shows of an entry's weigh-in. */
export interface RingkasTimbang {
  hasil: HasilTimbang;
  /** The latest official attempt's weight, or null. */
  berat_gram: number | null;
  percobaan: number;
}

export interface Petugas {
  id_petugas: number;
  id_akun: number;
  nama: string;
  email: string;
  status: string;
  /** PETUGAS_TIMBANG (weigh-in desk) or PETUGAS_LAPANGAN (one court's desk). */
  role: string;
  /** Court staff: their court and its name ('Lapangan A'); null for weigh-in staff. */
  id_lapangan: number | null;
  nama_lapangan: string | null;
  created_at: string;
}
