import type { Lapangan, PartaiLapangan, PengaturanJadwal } from '../jadwal/types';
import type { JumlahTimbang } from '../penimbangan/types';
import type { PerangkatHadir } from './hadir';

/** A bout as the venue overview shows it (nothing the court desk alone needs). */
export type PartaiVenue = Pick<
  PartaiLapangan,
  'id_match' | 'nomor' | 'status' | 'nama_kelas' | 'nama_ronde' | 'cabang' | 'sudut_a' | 'sudut_b' | 'eta' | 'dipanggil_pada' | 'mulai_pada'
>;

/** One court of the day at a glance (ringkasLapangan), with its staff and its devices. */
export interface LapanganVenue extends Omit<Lapangan, 'id_kompetisi'> {
  di_matras: PartaiVenue | null;
  dipanggil: PartaiVenue | null;
  berikut: PartaiVenue | null;
  sisa: number;
  selesai: number;
  total: number;
  /** Behind (+) or ahead (−) of its plan, whole minutes; null without bouts. */
  selisih_menit: number | null;
  /** Names of the court's active staff accounts. */
  petugas: string[];
  /** Its desk(s), scoreboard(s) and the judges' seats of the bout on the mat or called, each as last heard. */
  perangkat: PerangkatHadir[];
}

/** GET /kompetisi/{id}/venue: the competition admin's one screen for a match day. */
export interface VenueKompetisi {
  kompetisi: { id_kompetisi: number; nama_event: string };
  /** Every match day; `tanggal` is the one shown (pilihHari). */
  hari: string[];
  tanggal: string | null;
  pengaturan: PengaturanJadwal;
  lapangan: LapanganVenue[];
  /** The weigh-in: the competition's entries to weigh, and its classes (all weighed: `kelas_selesai`). */
  penimbangan: JumlahTimbang & { kelas: number; kelas_selesai: number };
  /** The server's clock when read (devices' connections are judged on it). */
  dibaca_pada: string;
}
