import type { MatchNomor } from './nomor';
import type { CabangJadwal, CabangLapangan } from './types';

/** What 'Susun otomatis' and the evaluation of an arrangement read: a match day's courts and classes. */

export interface KelasSusun {
  id_kelas_kejuaraan: number;
  cabang: CabangJadwal;
  matches: readonly MatchNomor[];
  /** The athletes of each entry (a team: its members). */
  atlet: ReadonlyMap<number, readonly number[]>;
}

export interface LapanganSusun {
  id_lapangan: number;
  cabang: CabangLapangan;
  /** 'HH:MM' */
  mulai: string;
}

export interface InputSusun {
  tanggal: string;
  lapangan: readonly LapanganSusun[];
  kelas: readonly KelasSusun[];
  istirahat: number;
  menit_kyorugi: number;
  menit_poomsae: number;
  /** Bout numbers already given (the day started), by id_match: kept. */
  tetap?: ReadonlyMap<string, number>;
}

/** A class's court and place in the court's order (1, 2, …). */
export interface PenempatanKelas {
  id_kelas_kejuaraan: number;
  id_lapangan: number;
  urutan: number;
}

export const bisaDiLapangan = (l: Pick<LapanganSusun, 'cabang'>, c: CabangJadwal) => l.cabang === 'SEMUA' || l.cabang === c;
