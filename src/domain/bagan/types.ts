import type { Tolak } from '../tolak';
import type { KodeHasil } from './kode';

/**
 * Brackets (Bracket match, Bracket): the shapes the draw engine, results and medals
 * share between the tablet and the server. Pure data; the functions live beside this file.
 */

/** A participant as the draw engine sees it: the entry (id_peserta_kompetisi) and its dojang. */
export interface PesertaUndian {
  id: number;
  id_dojang: number | null;
}

export interface OpsiUndian {
  /** Null: 'Generate' keeps list order; a 31-bit integer: 'Shuffle & Generate' with that seed. */
  seed: number | null;
  /** Seeds in rank order (e.g. last year's champions), placed on the standard seed positions. */
  unggulan?: readonly number[];
}

/** Corner B (id_peserta_a) and corner R (id_peserta_b) of one round-1 match; null is the bye side. */
export type PasanganRonde1 = readonly [number | null, number | null];

export interface HasilUndian {
  /** The next power of two ≥ the number of participants. */
  ukuran: number;
  /** ceil(log2 n). */
  jumlah_ronde: number;
  /** Round-1 matches in bracket order (posisi 1 … ukuran/2). */
  pasangan: readonly PasanganRonde1[];
}

/** How a match was decided (World Taekwondo decision codes). GDP (golden point) stays readable for results saved before the golden round was dropped. */
export const KEPUTUSAN = ['PTF', 'PTG', 'GDP', 'SUP', 'WDR', 'DSQ', 'PUN', 'RSC'] as const;
export type Keputusan = (typeof KEPUTUSAN)[number];

export const KEPUTUSAN_LABEL: Record<Keputusan, string> = {
  PTF: 'Menang angka (PTF)',
  PTG: 'Selisih poin (PTG)',
  GDP: 'Golden point (GDP)',
  SUP: 'Keunggulan / superioritas (SUP)',
  WDR: 'Lawan mundur (WDR)',
  DSQ: 'Lawan didiskualifikasi (DSQ)',
  PUN: 'Lawan kena hukuman gam-jeom (PUN)',
  RSC: 'Wasit menghentikan pertandingan (RSC)',
};

/** Decisions that may settle a tied score (a tie never picks a winner by itself). */
export const KEPUTUSAN_SERI: readonly Keputusan[] = ['GDP', 'SUP', 'WDR', 'DSQ', 'PUN', 'RSC'];

/**
 * Decisions under which the winner may have fewer points (or rounds) than the loser: the referee ended the
 * bout (WDR, DSQ, RSC) or the loser's gam-jeoms did (PUN).
 */
export const KEPUTUSAN_WASIT_BAGAN: readonly Keputusan[] = ['WDR', 'DSQ', 'PUN', 'RSC'];

/** One match of a bracket (Bracket match, plus what results and conflicts need). */
export interface MatchBagan {
  /** UUID made by the device that drew. */
  id_match: string;
  ronde: number;
  posisi: number;
  id_peserta_a: number | null;
  id_peserta_b: number | null;
  skor_a: number;
  skor_b: number;
  id_pemenang: number | null;
  keputusan: Keputusan | null;
  /** Bumped by every change of this match's result or corners; a result carries the versi it was made on. */
  versi: number;
}

/** What 'Save Result' sends (PUT /matches/{id_match}); skor as numbers ≥ 0, an empty input already turned into 0. */
export interface InputHasil {
  skor_a: number;
  skor_b: number;
  /** Required only for a tie; otherwise the higher score wins and a different choice is refused. */
  id_pemenang?: number | null;
  keputusan?: Keputusan | null;
}

export type CabangBagan = 'KYORUGI' | 'POOMSAE';

export type StatusBagan = 'not_created' | 'created' | 'in_progress' | 'completed';

export const STATUS_BAGAN_LABEL: Record<StatusBagan, string> = {
  not_created: 'Belum Dibuat',
  created: 'Sudah Dibuat',
  in_progress: 'Berlangsung',
  completed: 'Selesai',
};

/** Outcome of applying or undoing a result: the whole new match list, or why not (the one refusal shape, with its code). */
export type PerubahanHasil =
  | { ok: true; matches: MatchBagan[] /** ids of the matches whose row changed (versi bumped). */; berubah: string[] }
  | Tolak<KodeHasil>;

export interface MedaliKelas {
  emas: number | null;
  perak: number | null;
  /** The semi-final losers that exist (0, 1 or 2). */
  perunggu: number[];
}

/** One dojang's line in the medal tally (perolehan medali). */
export interface BarisMedali {
  /** Shared by dojangs with the same gold, silver and bronze. */
  peringkat: number;
  id_dojang: number;
  nama_dojang: string;
  emas: number;
  perak: number;
  perunggu: number;
  total: number;
}

export interface JuaraUmum extends BarisMedali {
  /** Rupiah prize for places 1–3, else null. */
  hadiah: number | null;
}

/** General champion prizes (event facts), by kategori_event. */
export const HADIAH_JUARA_UMUM: Record<'prestasi' | 'pemula', readonly number[]> = {
  prestasi: [30_000_000, 15_000_000, 7_500_000],
  pemula: [15_000_000, 10_000_000, 5_000_000],
};

/**
 * Minimum approved participants: 2 to generate; below 4 ('Minimal 4 peserta untuk tournament') a class
 * of 2 (a final) or 3 (a semi-final with one free draw, then the final) is drawn only after a confirmation.
 */
export const MIN_PESERTA_GENERATE = 2;
export const MIN_PESERTA_TOURNAMENT = 4;
/** The largest class the engine draws (the bench measures 1,024). */
export const MAX_PESERTA_BAGAN = 4096;
