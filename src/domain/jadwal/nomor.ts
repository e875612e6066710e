import { isFreeDraw } from '../bagan/hasil-cek';

/**
 * Bout numbers (nomor partai) of one court in play order. The court's classes are taken in their order;
 * a bout is ready once the bouts feeding it are numbered; the next number goes to the first ready bout
 * (class order, round, position) whose athletes have rested at least `istirahat` bouts since their last
 * one. When none has, the court's next class joins (its rounds interleave with the others'); when every
 * class has joined and still none has, the ready bout that rested longest goes (the field does not allow
 * more). Byes get no number. Bouts already numbered (`tetap`: the day started) keep their numbers and a
 * bout added later takes the next one.
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
  /** The athletes of an entry (a team: its members), so one athlete in two classes of the court rests too; default: the entry itself. */
  atletDari?: (id_peserta_kompetisi: number) => readonly number[];
}

export interface BoutNomor {
  id_match: string;
  id_kelas_kejuaraan: number;
  nomor: number;
}

interface Bout {
  m: MatchNomor;
  kelas: number;
  id_kelas: number;
  /** The non-bye bouts feeding this one (its corners' previous bouts). */
  pemasok: string[];
  /** Athletes known to be in it (round 1, or corners already filled). */
  atlet: string[];
}

/** Every non-bye match of a class with what feeds it. */
function boutKelas(k: KelasNomor, indeks: number, atletDari: (id: number) => readonly number[]): Bout[] {
  const byKey = new Map(k.matches.map((m) => [`${m.ronde}:${m.posisi}`, m]));
  return k.matches
    .filter((m) => !isFreeDraw(m))
    .map((m) => {
      const pemasok: string[] = [];
      if (m.ronde > 1) {
        for (const p of [2 * m.posisi - 1, 2 * m.posisi]) {
          const f = byKey.get(`${m.ronde - 1}:${p}`);
          if (f && !isFreeDraw(f)) pemasok.push(f.id_match);
        }
      }
      const atlet = [m.id_peserta_a, m.id_peserta_b]
        .filter((x): x is number => x !== null)
        .flatMap((id) => atletDari(id).map((a) => `a${a}`));
      return { m, kelas: indeks, id_kelas: k.id_kelas_kejuaraan, pemasok, atlet };
    });
}

const urut = (a: Bout, b: Bout) => a.kelas - b.kelas || a.m.ronde - b.m.ronde || a.m.posisi - b.m.posisi;

/** The bouts of one court numbered in play order (the `tetap` ones first, with their numbers). */
export function nomorPartai(input: InputNomor): BoutNomor[] {
  const atletDari = input.atletDari ?? ((id: number) => [id]);
  const semua = input.kelas.flatMap((k, i) => boutKelas(k, i, atletDari));
  const tetap = input.tetap ?? new Map<string, number>();
  const posisi = new Map<string, number>();
  const terakhir = new Map<string, number>();
  const hasil: BoutNomor[] = [];
  const tempatkan = (b: Bout, nomor: number) => {
    posisi.set(b.m.id_match, nomor);
    for (const a of b.atlet) terakhir.set(a, Math.max(terakhir.get(a) ?? -Infinity, nomor));
    hasil.push({ id_match: b.m.id_match, id_kelas_kejuaraan: b.id_kelas, nomor });
  };
  for (const b of semua.filter((x) => tetap.has(x.m.id_match)).sort((x, y) => tetap.get(x.m.id_match)! - tetap.get(y.m.id_match)!)) {
    tempatkan(b, tetap.get(b.m.id_match)!);
  }
  let nomor = Math.max(0, ...tetap.values());
  let sisa = semua.filter((x) => !tetap.has(x.m.id_match)).sort(urut);
  let terbuka = Math.min(1, input.kelas.length);
  while (sisa.length > 0) {
    const next = nomor + 1;
    const siap = sisa.filter((b) => b.kelas < terbuka && b.pemasok.every((id) => posisi.has(id)));
    if (siap.length === 0) {
      terbuka += 1;
      continue;
    }
    const istirahat = (b: Bout) => istirahatSebelum(b, next, posisi, terakhir);
    const cukup = siap.find((b) => istirahat(b) >= input.istirahat);
    let pilih = cukup;
    if (!pilih) {
      if (terbuka < input.kelas.length) {
        terbuka += 1;
        continue;
      }
      pilih = siap.reduce((best, b) => (istirahat(b) > istirahat(best) ? b : best));
    }
    tempatkan(pilih, next);
    nomor = next;
    sisa = sisa.filter((b) => b !== pilih);
  }
  return hasil;
}

/** Bouts between this one (at `nomor`) and the last bout of any of its athletes; Infinity when none fought yet. */
export function istirahatSebelum(
  b: { pemasok: readonly string[]; atlet: readonly string[] },
  nomor: number,
  posisi: ReadonlyMap<string, number>,
  terakhir: ReadonlyMap<string, number>,
): number {
  let min = Infinity;
  for (const id of b.pemasok) {
    const p = posisi.get(id);
    if (p !== undefined) min = Math.min(min, nomor - p - 1);
  }
  for (const a of b.atlet) {
    const p = terakhir.get(a);
    if (p !== undefined) min = Math.min(min, nomor - p - 1);
  }
  return min;
}
