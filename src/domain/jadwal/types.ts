import type { Keputusan } from '../bagan/types';
import type { AturanKyorugi, PanelPoomsaeKelas } from '../skor/aturan';
import type { HasilTimbang } from '../penimbangan/percobaan';
import type { Sudut } from '../sudut';
import type { RiwayatHari } from './eta';
import type { SelesaiAtlet } from './istirahat-atlet';

/** Match days: days, courts, the order of play and the court desk's state of each bout. */

export const CABANG_JADWAL = ['KYORUGI', 'POOMSAE'] as const;
export type CabangJadwal = (typeof CABANG_JADWAL)[number];
/** What a court holds: one branch or both. */
export const CABANG_LAPANGAN = ['KYORUGI', 'POOMSAE', 'SEMUA'] as const;
export type CabangLapangan = (typeof CABANG_LAPANGAN)[number];
export const CABANG_LAPANGAN_LABEL: Record<CabangLapangan, string> = { KYORUGI: 'Kyorugi', POOMSAE: 'Poomsae', SEMUA: 'Kyorugi & Poomsae' };

/** MENUNGGU (waiting) → DIPANGGIL (called, on deck) → BERTANDING (on the mat) → SELESAI (result in). */
export const STATUS_PARTAI = ['MENUNGGU', 'DIPANGGIL', 'BERTANDING', 'SELESAI'] as const;
export type StatusPartai = (typeof STATUS_PARTAI)[number];
export const STATUS_PARTAI_LABEL: Record<StatusPartai, string> = {
  MENUNGGU: 'Menunggu',
  DIPANGGIL: 'Dipanggil',
  BERTANDING: 'Sedang bertanding',
  SELESAI: 'Selesai',
};

export interface PengaturanJadwal {
  /** Bouts an athlete rests at least between two bouts, where the field allows (default 3). */
  istirahat_partai: number;
  /** Seconds after 'Panggil' before 'Tidak hadir' (default 90). */
  tunggu_detik: number;
  /** Expected minutes of a bout before the court has finished any of its branch. */
  menit_kyorugi: number;
  menit_poomsae: number;
}
export const PENGATURAN_JADWAL_BAWAAN: PengaturanJadwal = { istirahat_partai: 3, tunggu_detik: 90, menit_kyorugi: 6, menit_poomsae: 4 };

export interface Lapangan {
  id_lapangan: number;
  id_hari: number;
  id_kompetisi: number;
  tanggal: string;
  nama: string;
  /** 'HH:MM' WIB. */
  mulai: string;
  cabang: CabangLapangan;
  urutan: number;
  /** Its letter in the day ('A'): bout 12 there is 'A-12' (kodeLapanganHari, labelPartai); absent in answers from before. */
  kode?: string;
}

export interface HariPertandingan {
  id_hari: number;
  id_kompetisi: number;
  tanggal: string;
  /** A bout of this day was called, started or finished: numbers are stable, the day's courts keep their bouts. */
  dimulai: boolean;
  lapangan: Lapangan[];
}

/** A drawn class as the schedule sees it. */
export interface KelasJadwal {
  id_kelas_kejuaraan: number;
  nama: string;
  cabang: CabangJadwal;
  /** Bouts to fight (byes are not bouts). */
  jumlah_partai: number;
  /** Expected minutes of all its bouts (the defaults). */
  menit: number;
  id_lapangan: number | null;
  urutan: number;
  /** Bouts numbered so far. */
  bernomor: number;
}

/** GET /kompetisi/{id}/jadwal */
export interface JadwalKompetisi {
  kompetisi: { id_kompetisi: number; nama_event: string; tanggal_mulai: string; tanggal_selesai: string };
  pengaturan: PengaturanJadwal;
  hari: HariPertandingan[];
  /** Every drawn class, scheduled or not, by court and order (unscheduled last). */
  kelas: KelasJadwal[];
  /** Classes whose athletes could meet themselves on two courts at once (see susun otomatis). */
  bentrok: BentrokJadwal[];
}

export interface BentrokJadwal {
  id_kelas_a: number;
  id_kelas_b: number;
  /** An athlete (the first found) in both classes. */
  nama_atlet: string;
}

/** A corner as the desk and the public pages show it (never a private field). */
export interface SudutPartai {
  id_peserta_kompetisi: number;
  /** Team entries: members joined with ' & '. */
  nama: string;
  nama_dojang: string;
  /** The court desk's read only: the entry's weigh-in result (flagged when called), null for an entry that does not weigh. */
  timbang?: HasilTimbang | null;
}

/** One bout of a court (GET /lapangan/{id}/partai; the public schedule drops nothing private because nothing is). */
export interface PartaiLapangan {
  id_match: string;
  id_lapangan: number;
  nomor: number;
  status: StatusPartai;
  /** Every desk write bumps it by one; a write carries the versi it was made on. */
  versi: number;
  dipanggil_pada: string | null;
  mulai_pada: string | null;
  selesai_pada: string | null;
  /**
   * The corner that did not appear, when the bout ended that way: 'B' (biru, sudut_a) or 'R' (merah, sudut_b).
   * Copies made before carry `tidak_hadir` 'A' | 'B' (= sudut_a | sudut_b) instead (src/domain/sudut.ts).
   */
  sudut_tidak_hadir: Sudut | null;
  id_kelas_kejuaraan: number;
  nama_kelas: string;
  cabang: CabangJadwal;
  ronde: number;
  /** Place in its round: the winners of posisi 2p−1 and 2p meet at posisi p of the next (a desk fills it offline). */
  posisi: number;
  /** The round in the venue's Indonesian words (namaBabak: 'Semifinal', 'Babak 16 besar'), never the bracket's English. */
  nama_ronde: string;
  /** The match's own versi (for PUT /matches/{id}). */
  versi_match: number;
  sudut_a: SudutPartai | null;
  sudut_b: SudutPartai | null;
  skor_a: number;
  skor_b: number;
  id_pemenang: number | null;
  keputusan: Keputusan | null;
  /** Expected start (ISO) and bouts ahead of it on the court; null once finished. */
  eta: string | null;
  partai_lagi: number | null;
  /**
   * Kyorugi: the rule set the bout is scored under (pinned once scoring started, else the competition's current
   * one); null for Poomsae and on the public reads (schedule, coach's bouts, PDF).
   */
  aturan_skor: AturanKyorugi | null;
  /** Poomsae: the class's panel (size and mode); null for Kyorugi and on the public reads. */
  panel_poomsae: PanelPoomsaeKelas | null;
  /**
   * The class's category as stored ('prestasi', 'pemula', …): the key the rule set is chosen by (kategoriSkor), so a
   * desk whose copy has no readable aturan_skor picks the category's set as the server does; null on the public reads.
   */
  kategori: string | null;
}

/** GET /lapangan/{id_lapangan}/partai */
export interface LapanganPartai {
  lapangan: Lapangan & { nama_event: string };
  pengaturan: PengaturanJadwal;
  partai: PartaiLapangan[];
  /** What the day's other courts have taught the ETA (the desk computes its court's ETAs with it offline too). */
  riwayat_hari: RiwayatHari;
  /** Each entry of the court's bouts: the last bout one of its athletes finished, on any court (the call's rest warning). */
  selesai_atlet?: SelesaiAtlet[];
  dibaca_pada: string;
}

/** GET /public/kompetisi/{id}/jadwal */
export interface JadwalPublik {
  kompetisi: { id_kompetisi: number; nama_event: string; lokasi: string | null };
  /** Every match day; `tanggal` is the one shown. */
  hari: string[];
  tanggal: string | null;
  pengaturan: PengaturanJadwal;
  lapangan: Array<Omit<Lapangan, 'id_kompetisi'> & { partai: PartaiLapangan[] }>;
  dibaca_pada: string;
}

/** One bout of the coach's athletes (GET /kompetisi/{id}/jadwal-saya). */
export interface PartaiSaya extends PartaiLapangan {
  tanggal: string;
  nama_lapangan: string;
  /** The court's letter ('A'): the bout is 'A-12'. */
  kode_lapangan?: string;
  /** The dojang's corner(s) in this bout: 'B' (biru, sudut_a), 'R' (merah, sudut_b). */
  sudut_saya: Sudut[];
}

export interface JadwalSaya {
  kompetisi: { id_kompetisi: number; nama_event: string };
  partai: PartaiSaya[];
  dibaca_pada: string;
}
