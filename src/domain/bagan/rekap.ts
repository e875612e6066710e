import { juaraUmum, medaliKelas, rekapMedali } from './medali';
import { statusBagan } from './status';
import { MIN_PESERTA_GENERATE, type BarisMedali, type JuaraUmum, type MatchBagan, type MedaliKelas } from './types';

/**
 * The medal tally of a whole competition, the same on the server (GET …/medali)
 * and on the organiser's tablet (its queued results folded in): medals of every drawn class so far, the general
 * champion per category, and whether those standings are final or still provisional ('sementara').
 */

type Kategori = 'prestasi' | 'pemula';

export interface KelasUntukRekap {
  /** The bracket's matches; null while the class is not drawn. */
  matches: readonly MatchBagan[] | null;
  kategori: Kategori | null;
  /** Approved entries now. */
  peserta_count: number;
}

export interface RekapKompetisiMedali {
  semua: BarisMedali[];
  juara_umum: Record<Kategori, JuaraUmum[]>;
  /** Drawn classes whose final has a winner / drawn classes. */
  kelas_selesai: number;
  kelas_total: number;
  /** At least one class is drawn and every class of the competition is decided: the tally will not change any more. */
  final: boolean;
  /** The same, per category: its general champion is final, no longer 'sementara'. */
  juara_umum_final: Record<Kategori, boolean>;
  /** Medals of each class, in the order given (no medals for an undrawn class). */
  medali: MedaliKelas[];
}

interface Dojang {
  id_dojang: number;
  nama_dojang: string;
}

const TANPA_MEDALI: MedaliKelas = { emas: null, perak: null, perunggu: [] };

/**
 * A class still to be decided keeps the standings provisional: a drawn class whose final has no winner yet, or a
 * class with enough approved entries to draw (2) that has no bracket yet. A class of 0–1 entries can never be
 * drawn and does not hold anything up.
 */
export function kelasBelumSelesai(k: KelasUntukRekap): boolean {
  if (k.matches === null || k.matches.length === 0) return k.peserta_count >= MIN_PESERTA_GENERATE;
  return statusBagan(k.matches) !== 'completed';
}

export function rekapKompetisiMedali(
  kelas: readonly KelasUntukRekap[],
  dojangOf: (id_peserta: number) => Dojang | undefined,
): RekapKompetisiMedali {
  const medali = kelas.map((k) => (k.matches && k.matches.length > 0 ? medaliKelas(k.matches) : TANPA_MEDALI));
  const diundi = kelas.flatMap((k, i) => (k.matches && k.matches.length > 0 ? [{ k, medali: medali[i] }] : []));
  const per = (kategori: Kategori) =>
    juaraUmum(
      rekapMedali(
        diundi.filter((d) => d.k.kategori === kategori),
        dojangOf,
      ),
      kategori,
    );
  // A category's champion is final once none of its classes is still open (a category without any class to
  // hold has no champion at all, which is final too: its places stay 'Belum ditentukan').
  const finalKategori = (kategori: Kategori) => !kelas.some((k) => k.kategori === kategori && kelasBelumSelesai(k));
  return {
    semua: rekapMedali(diundi, dojangOf),
    juara_umum: { prestasi: per('prestasi'), pemula: per('pemula') },
    kelas_selesai: diundi.filter((d) => statusBagan(d.k.matches ?? []) === 'completed').length,
    kelas_total: diundi.length,
    final: diundi.length > 0 && !kelas.some(kelasBelumSelesai),
    juara_umum_final: { prestasi: finalKategori('prestasi'), pemula: finalKategori('pemula') },
    medali,
  };
}
