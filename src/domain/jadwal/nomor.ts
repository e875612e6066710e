import { cariUrutan, type BoutCari } from './nomor-cari';
import { modelPartaiKelas, type PartaiModel } from './partai-model';

/**
 * Bout numbers (nomor partai) of one court in play order: every bout after the bouts feeding it, and every athlete
 * — anyone who may reach the bout, so a feeding bout's winner counts, and one athlete in two classes of the court —
 * resting at least `istirahat` bouts between two bouts wherever an order of the court allows it, otherwise the
 * fewest and shortest breaches (the search in nomor-cari.ts; ties go to the court's class order, then round and
 * place). Byes get no number. Bouts already numbered (`tetap`: the day started) keep their numbers and the others
 * take the next ones.
 */

export interface MatchNomor {
  id_match: string;
  ronde: number;
  posisi: number;
  id_peserta_a: number | null;
  id_peserta_b: number | null;
}

export interface KelasNomor {
  id_kelas_kejuaraan: number;
  matches: readonly MatchNomor[];
}

export interface InputNomor {
  /** The court's classes in order. */
  kelas: readonly KelasNomor[];
  istirahat: number;
  /** Numbers already given (stable once the day started), by id_match. */
  tetap?: ReadonlyMap<string, number>;
  /** The athletes of an entry (a team: its members); default: the entry itself. */
  atletDari?: (id_peserta_kompetisi: number) => readonly number[];
  /** Search nodes (default: ANGGARAN_NOMOR). The same input and budget always give the same numbers. */
  anggaran?: number;
}

export interface BoutNomor {
  id_match: string;
  id_kelas_kejuaraan: number;
  nomor: number;
}

/** The default search budget: a small court is searched to the end, a long one a few dives beyond the greedy order. */
export const ANGGARAN_NOMOR = 2_000;

const cache = new WeakMap<readonly MatchNomor[], { atletDari: unknown; m: PartaiModel[] }>();
/** A class's bouts (kept per bracket and athlete lookup: 'Susun otomatis' numbers the same class many times). */
function model(k: KelasNomor, atletDari: (id: number) => readonly number[]): PartaiModel[] {
  const ada = cache.get(k.matches);
  if (ada && ada.atletDari === atletDari) return ada.m;
  const m = modelPartaiKelas(k.id_kelas_kejuaraan, k.matches, atletDari);
  cache.set(k.matches, { atletDari, m });
  return m;
}

/** The bouts of one court numbered in play order (the `tetap` ones first, with their numbers). */
export function nomorPartai(input: InputNomor): BoutNomor[] {
  const atletDari = input.atletDari ?? ((id: number) => [id]);
  const semua = input.kelas.flatMap((k, i) =>
    model(k, atletDari).map((m) => ({
      id: m.id_match,
      id_kelas_kejuaraan: m.id_kelas_kejuaraan,
      kelas: i,
      ronde: m.ronde,
      posisi: m.posisi,
      atlet: m.atlet,
      pemasok: m.pemasok,
    })),
  );
  const tetap = input.tetap ?? new Map<string, number>();
  const awal = semua.filter((b) => tetap.has(b.id)).sort((a, b) => tetap.get(a.id)! - tetap.get(b.id)!);
  const bebas: (BoutCari & { id_kelas_kejuaraan: number })[] = semua.filter((b) => !tetap.has(b.id));
  const hasil: BoutNomor[] = awal.map((b) => ({ id_match: b.id, id_kelas_kejuaraan: b.id_kelas_kejuaraan, nomor: tetap.get(b.id)! }));
  if (bebas.length === 0) return hasil;
  const { urutan } = cariUrutan(awal, bebas, Math.max(0, input.istirahat), input.anggaran ?? ANGGARAN_NOMOR);
  const mulai = Math.max(0, ...tetap.values());
  urutan.forEach((i, j) => hasil.push({ id_match: bebas[i].id, id_kelas_kejuaraan: bebas[i].id_kelas_kejuaraan, nomor: mulai + j + 1 }));
  return hasil;
}
