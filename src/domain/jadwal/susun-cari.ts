import { bandingSkor } from './nilai-susunan';
import type { Dinilai, Isi, Penilai } from './susun-penilai';

/**
 * The two searches behind 'Susun otomatis', over arrangements (each court's classes in order) judged by skorNilai:
 * every arrangement in turn when there are few enough (the best is then the optimum), and otherwise a descent from a
 * balanced start that keeps taking the best move of a class — to any place on any court of its branch — among the
 * classes of a clash, a rest breach across courts, then the latest court, until no move helps or the budget of
 * evaluations is spent (a wall-clock cap only guards a huge day).
 */

export interface MasalahSusun {
  /** Placeable classes (a court of their branch exists), in a fixed order. */
  kelas: readonly number[];
  /** The courts each class may go to. */
  boleh: ReadonlyMap<number, readonly number[]>;
  lapangan: readonly number[];
  /** A class's expected minutes (its bouts at the settings' minutes). */
  menit: ReadonlyMap<number, number>;
  /** Each court's start, minutes from the earliest. */
  awal: ReadonlyMap<number, number>;
  /** Each class's athletes who are in another class too. */
  ganda: ReadonlyMap<number, readonly number[]>;
  /** Minutes an athlete needs between two courts (the rest rule in minutes). */
  jeda: number;
}

export interface HasilCariSusun extends Dinilai {
  isi: Map<number, number[]>;
  /** Every arrangement was weighed: no other is better. */
  tuntas: boolean;
}

/** At most how many arrangements susunTuntas weighs (class i has |its courts| + i places at most); Infinity past `batas`. */
export function banyakSusunan(m: MasalahSusun, batas: number): number {
  let n = 1;
  m.kelas.forEach((k, i) => {
    n *= m.boleh.get(k)!.length + i;
  });
  return n > batas ? Infinity : n;
}

/** Every arrangement, the best by skorNilai (the first found among equals). */
export function susunTuntas(m: MasalahSusun, penilai: Penilai): HasilCariSusun {
  const isi = new Map<number, number[]>(m.lapangan.map((l) => [l, []]));
  let best: HasilCariSusun | null = null;
  const jalan = (i: number) => {
    if (i === m.kelas.length) {
      const d = penilai.nilai(isi);
      if (!best || bandingSkor(d.skor, best.skor) < 0) best = { ...d, isi: salin(isi), tuntas: true };
      return;
    }
    const k = m.kelas[i];
    for (const l of m.boleh.get(k)!) {
      const xs = isi.get(l)!;
      for (let p = 0; p <= xs.length; p += 1) {
        xs.splice(p, 0, k);
        jalan(i + 1);
        xs.splice(p, 1);
      }
    }
  };
  jalan(0);
  return best ?? { ...penilai.nilai(isi), isi, tuntas: true };
}

const salin = (isi: Isi) => new Map([...isi].map(([l, xs]) => [l, [...xs]]));

/**
 * The start: the courts filled in time order — the court that ends first takes, of the classes it may hold, the
 * longest whose athletes of other classes are free then (their classes on other courts, as back-to-back blocks, with
 * the rest between), else the one overlapping them least; so classes without shared athletes fill the gaps.
 */
export function susunAwal(m: MasalahSusun): Map<number, number[]> {
  const isi = new Map<number, number[]>(m.lapangan.map((l) => [l, []]));
  const akhir = new Map(m.lapangan.map((l) => [l, m.awal.get(l) ?? 0]));
  const sisa = [...m.kelas].sort((a, b) => m.menit.get(b)! - m.menit.get(a)! || a - b);
  const jendela = new Map<number, Array<{ l: number; a: number; b: number }>>();
  while (sisa.length > 0) {
    const l = m.lapangan
      .filter((x) => sisa.some((k) => m.boleh.get(k)!.includes(x)))
      .reduce((x, y) => (akhir.get(y)! < akhir.get(x)! ? y : x));
    const t = akhir.get(l)!;
    let pilih = -1;
    let pilihBentrok = Infinity;
    for (let i = 0; i < sisa.length; i += 1) {
      const k = sisa[i];
      if (!m.boleh.get(k)!.includes(l)) continue;
      const [a, b] = [t - m.jeda, t + m.menit.get(k)! + m.jeda];
      let bentrok = 0;
      for (const x of m.ganda.get(k) ?? []) {
        for (const w of jendela.get(x) ?? []) if (w.l !== l) bentrok += Math.max(0, Math.min(b, w.b) - Math.max(a, w.a));
      }
      if (bentrok < pilihBentrok) {
        pilih = i;
        pilihBentrok = bentrok;
        if (bentrok === 0) break;
      }
    }
    const [k] = sisa.splice(pilih, 1);
    isi.get(l)!.push(k);
    akhir.set(l, t + m.menit.get(k)!);
    for (const x of m.ganda.get(k) ?? []) {
      const ws = jendela.get(x) ?? [];
      ws.push({ l, a: t, b: t + m.menit.get(k)! });
      jendela.set(x, ws);
    }
  }
  return isi;
}

/** Places to try on a court of `n` classes: all of them on a short court, else both ends and eight between. */
function tempat(n: number): number[] {
  if (n <= 10) return Array.from({ length: n + 1 }, (_, i) => i);
  const xs = new Set([0, n]);
  for (let j = 1; j < 9; j += 1) xs.add(Math.round((j * n) / 9));
  return [...xs].sort((a, b) => a - b);
}

export interface BatasCari {
  /** Evaluations the descent may spend. */
  evaluasi: number;
  /** Wall-clock cap (ms since the epoch), a safety net only. */
  tenggat: number;
  sekarang: () => number;
}

/** The descent from `mulai` (see the file's comment). */
export function susunTurun(m: MasalahSusun, penilai: Penilai, mulai: Map<number, number[]>, batas: BatasCari): HasilCariSusun {
  // A large day takes the first move that helps (more moves for the budget); a smaller one the best of a class's moves.
  const pertama = m.kelas.length > 40;
  let isi = mulai;
  let cur = penilai.nilai(isi);
  const habis = () => penilai.jumlah >= batas.evaluasi || batas.sekarang() > batas.tenggat;
  const lapanganOf = (k: number) => [...isi].find(([, xs]) => xs.includes(k))![0];
  for (;;) {
    if (habis()) break;
    const calon = calonKelas(cur, isi);
    let maju = false;
    for (const k of calon) {
      const asal = lapanganOf(k);
      let terbaik: { isi: Map<number, number[]>; d: Dinilai } | null = null;
      const di = isi.get(asal)!.indexOf(k);
      // Its own court first, the places nearest its own first; then the other courts, the earliest ending first.
      const akhir = new Map(cur.nilai.selesai.map((x) => [x.id_lapangan, x.selesai]));
      const courts = [
        asal,
        ...m.boleh
          .get(k)!
          .filter((l) => l !== asal)
          .sort((a, b) => akhir.get(a)! - akhir.get(b)! || a - b),
      ];
      for (const l of courts) {
        const tanpa = isi.get(l)!.filter((x) => x !== k);
        const ps = tempat(tanpa.length);
        if (l === asal) ps.sort((a, b) => Math.abs(a - di) - Math.abs(b - di) || a - b);
        for (const p of ps) {
          if (l === asal && isi.get(l)!.indexOf(k) === p) continue;
          const coba = salin(isi);
          coba.set(
            asal,
            coba.get(asal)!.filter((x) => x !== k),
          );
          const xs = [...coba.get(l)!];
          xs.splice(p, 0, k);
          coba.set(l, xs);
          const d = penilai.nilai(coba);
          if (bandingSkor(d.skor, (terbaik?.d ?? cur).skor) < 0) terbaik = { isi: coba, d };
          if (habis() || (pertama && terbaik)) break;
        }
        if (habis() || (pertama && terbaik)) break;
      }
      if (terbaik) {
        isi = terbaik.isi;
        cur = terbaik.d;
        maju = true;
        break;
      }
      if (habis()) break;
    }
    if (!maju) break;
  }
  return { ...cur, isi, tuntas: false };
}

/** The classes worth moving: those of a clash, then of a rest breach across courts, then of the latest court. */
function calonKelas(d: Dinilai, isi: Isi): number[] {
  const out: number[] = [];
  const tambah = (k: number) => {
    if (!out.includes(k)) out.push(k);
  };
  for (const b of d.nilai.bentrok) {
    tambah(b.b.id_kelas_kejuaraan);
    tambah(b.a.id_kelas_kejuaraan);
  }
  for (const p of d.nilai.pelanggaran_istirahat) {
    if (p.partai !== null) continue;
    tambah(p.b.id_kelas_kejuaraan);
    tambah(p.a.id_kelas_kejuaraan);
  }
  const akhir = [...d.nilai.selesai].sort((a, b) => b.selesai - a.selesai || a.id_lapangan - b.id_lapangan);
  for (const s of akhir.slice(0, 1)) for (const k of [...(isi.get(s.id_lapangan) ?? [])].reverse()) tambah(k);
  return out.slice(0, 24);
}
