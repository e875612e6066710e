import { waktuMulaiLapangan } from './eta';
import { nomorPartai } from './nomor';
import { atletSama, modelPartaiKelas, type PartaiModel } from './partai-model';
import type { InputSusun, KelasSusun, PenempatanKelas } from './susun-tipe';

/**
 * How good an arrangement of a match day is: every court's bouts numbered as the court will number them
 * (nomorPartai over its classes in order), timed back to back from the court's start with the settings' minutes
 * (the ETA of a court with no history), then every athlete who may fight in two bouts (a later round counts for
 * everyone who can reach it) is checked: two bouts on two courts at overlapping times clash; two bouts fewer than
 * `istirahat` bouts apart on one court, or on two courts with less time between them than `istirahat` bouts of
 * the later one take, breach the rest rule.
 */

export interface PartaiSusunan {
  id_match: string;
  id_kelas_kejuaraan: number;
  id_lapangan: number;
  nomor: number;
  /** Expected start and end, epoch ms. */
  mulai: number;
  selesai: number;
}

export interface BentrokAtlet {
  /** The athletes who may be on both mats (ascending). */
  atlet: number[];
  /** The earlier-starting bout first. */
  a: PartaiSusunan;
  b: PartaiSusunan;
  /** Minutes the two bouts overlap. */
  menit: number;
}

export interface PelanggaranIstirahat {
  atlet: number[];
  /** The earlier bout first. */
  a: PartaiSusunan;
  b: PartaiSusunan;
  /** Bouts fought between them on their court; null when on two courts. */
  partai: number | null;
  /** Minutes between a's end and b's start. */
  menit: number;
  /** Bouts of rest missing (on two courts: the missing minutes in bouts of b's branch). */
  kurang: number;
}

export interface NilaiSusunan {
  bentrok: BentrokAtlet[];
  pelanggaran_istirahat: PelanggaranIstirahat[];
  /** Each court's expected end (epoch ms; its start when empty), in the input's court order. */
  selesai: Array<{ id_lapangan: number; selesai: number }>;
  /** Every numbered bout, by court then number. */
  partai: PartaiSusunan[];
}

const MENIT = 60_000;
const modelCache = new WeakMap<KelasSusun, PartaiModel[]>();

/** A class's bouts with the athletes who may fight in them (cached per class object). */
export function modelKelasSusun(k: KelasSusun): PartaiModel[] {
  let m = modelCache.get(k);
  if (!m) {
    m = modelPartaiKelas(k.id_kelas_kejuaraan, k.matches, (id) => k.atlet.get(id) ?? [id]);
    modelCache.set(k, m);
  }
  return m;
}

/** The entry → athletes lookup of a day's classes (entry ids are unique across classes). */
export function atletDariKelas(kelas: readonly KelasSusun[]): (id: number) => readonly number[] {
  const peta = new Map<number, readonly number[]>();
  for (const k of kelas) for (const [id, a] of k.atlet) peta.set(id, a);
  return (id) => peta.get(id) ?? [id];
}

/** One court's bouts numbered (nomorPartai) and timed; classes in the given order. */
export function partaiLapangan(
  input: Pick<InputSusun, 'tanggal' | 'istirahat' | 'menit_kyorugi' | 'menit_poomsae' | 'tetap'>,
  lapangan: InputSusun['lapangan'][number],
  kelas: readonly KelasSusun[],
  atletDari: (id: number) => readonly number[] = atletDariKelas(kelas),
): PartaiSusunan[] {
  const nomor = nomorPartai({
    kelas: kelas.map((k) => ({ id_kelas_kejuaraan: k.id_kelas_kejuaraan, matches: k.matches })),
    istirahat: input.istirahat,
    atletDari,
    tetap: input.tetap,
  }).sort((a, b) => a.nomor - b.nomor);
  const cabang = new Map(kelas.map((k) => [k.id_kelas_kejuaraan, k.cabang]));
  let t = waktuMulaiLapangan(input.tanggal, lapangan.mulai);
  return nomor.map((b) => {
    const d = (cabang.get(b.id_kelas_kejuaraan) === 'KYORUGI' ? input.menit_kyorugi : input.menit_poomsae) * MENIT;
    const p = { ...b, id_lapangan: lapangan.id_lapangan, mulai: t, selesai: t + d };
    t += d;
    return p;
  });
}

/** The evaluation of one arrangement (class → court and place); classes not placed are left out. */
export function nilaiSusunan(input: InputSusun, penempatan: readonly PenempatanKelas[]): NilaiSusunan {
  const atletDari = atletDariKelas(input.kelas);
  const byId = new Map(input.kelas.map((k) => [k.id_kelas_kejuaraan, k]));
  const perLapangan = input.lapangan.map((l) => {
    const ks = penempatan
      .filter((p) => p.id_lapangan === l.id_lapangan && byId.has(p.id_kelas_kejuaraan))
      .sort((a, b) => a.urutan - b.urutan || a.id_kelas_kejuaraan - b.id_kelas_kejuaraan)
      .map((p) => byId.get(p.id_kelas_kejuaraan)!);
    return partaiLapangan(input, l, ks, atletDari);
  });
  return nilaiPartai(input, perLapangan);
}

const hariCache = new WeakMap<InputSusun, { model: Map<string, PartaiModel>; ganda: Map<string, number[]> }>();
/** Every bout's model, and each bout's athletes of two classes or more (only they can be on two courts), per day. */
function modelHari(input: InputSusun) {
  let h = hariCache.get(input);
  if (!h) {
    const model = new Map<string, PartaiModel>();
    const kelasAtlet = new Map<number, number>();
    const ganda = new Set<number>();
    for (const k of input.kelas) {
      for (const m of modelKelasSusun(k)) model.set(m.id_match, m);
      for (const ids of k.atlet.values()) {
        for (const a of ids) {
          const lain = kelasAtlet.get(a);
          if (lain === undefined) kelasAtlet.set(a, k.id_kelas_kejuaraan);
          else if (lain !== k.id_kelas_kejuaraan) ganda.add(a);
        }
      }
    }
    const gandaBout = new Map<string, number[]>();
    for (const m of model.values()) {
      const xs = m.atlet.filter((a) => ganda.has(a));
      if (xs.length) gandaBout.set(m.id_match, xs);
    }
    h = { model, ganda: gandaBout };
    hariCache.set(input, h);
  }
  return h;
}

const lapanganCache = new WeakMap<readonly PartaiSusunan[], PelanggaranIstirahat[]>();
/** One court's rest breaches: the last k bouts before each bout (kept per numbered court). */
function pelanggaranLapangan(input: InputSusun, model: ReadonlyMap<string, PartaiModel>, ps: readonly PartaiSusunan[]) {
  const ada = lapanganCache.get(ps);
  if (ada) return ada;
  const k = input.istirahat;
  const out: PelanggaranIstirahat[] = [];
  for (let n = 0; n < ps.length; n += 1) {
    const mb = model.get(ps[n].id_match);
    if (!mb) continue;
    for (let m = Math.max(0, n - k); m < n; m += 1) {
      const ma = model.get(ps[m].id_match);
      if (!ma) continue;
      const atlet = atletSama(ma.atlet, mb.atlet);
      if (atlet.length === 0 && !mb.pemasok.includes(ma.id_match)) continue;
      const partai = n - m - 1;
      out.push({ atlet, a: ps[m], b: ps[n], partai, menit: (ps[n].mulai - ps[m].selesai) / MENIT, kurang: k - partai });
    }
  }
  lapanganCache.set(ps, out);
  return out;
}

/** The evaluation of courts already numbered and timed (one list per court, in the input's court order). */
export function nilaiPartai(input: InputSusun, perLapangan: readonly (readonly PartaiSusunan[])[]): NilaiSusunan {
  const { model, ganda } = modelHari(input);
  const cabang = new Map(input.kelas.map((k) => [k.id_kelas_kejuaraan, k.cabang]));
  const menitBout = (p: PartaiSusunan) => (cabang.get(p.id_kelas_kejuaraan) === 'KYORUGI' ? input.menit_kyorugi : input.menit_poomsae);
  const k = input.istirahat;
  const pelanggaran = perLapangan.flatMap((ps) => pelanggaranLapangan(input, model, ps));
  // Two courts: the bouts, by start, of every athlete of two classes or more.
  const perAtlet = new Map<number, PartaiSusunan[]>();
  const lapanganAtlet = new Map<number, number>();
  const banyakLapangan = new Set<number>();
  for (const ps of perLapangan) {
    for (const p of ps) {
      for (const a of ganda.get(p.id_match) ?? []) {
        const l = lapanganAtlet.get(a);
        if (l === undefined) lapanganAtlet.set(a, p.id_lapangan);
        else if (l !== p.id_lapangan) banyakLapangan.add(a);
        const xs = perAtlet.get(a);
        if (xs) xs.push(p);
        else perAtlet.set(a, [p]);
      }
    }
  }
  const bentrok = new Map<string, BentrokAtlet>();
  const lintas = new Map<string, PelanggaranIstirahat>();
  const maksIstirahat = k * Math.max(input.menit_kyorugi, input.menit_poomsae) * MENIT;
  for (const a of [...banyakLapangan].sort((x, y) => x - y)) {
    const xs = perAtlet.get(a)!.sort((x, y) => x.mulai - y.mulai || x.id_lapangan - y.id_lapangan || x.nomor - y.nomor);
    for (let i = 0; i < xs.length; i += 1) {
      for (let j = i + 1; j < xs.length; j += 1) {
        const [p, q] = [xs[i], xs[j]];
        if (q.mulai - p.selesai >= maksIstirahat) break;
        if (p.id_lapangan === q.id_lapangan) continue;
        const kunci = `${p.id_match}|${q.id_match}`;
        if (q.mulai < p.selesai) {
          const b = bentrok.get(kunci);
          if (b) b.atlet.push(a);
          else bentrok.set(kunci, { atlet: [a], a: p, b: q, menit: (Math.min(p.selesai, q.selesai) - q.mulai) / MENIT });
          continue;
        }
        const menit = (q.mulai - p.selesai) / MENIT;
        const perlu = k * menitBout(q);
        if (menit >= perlu) continue;
        const x = lintas.get(kunci);
        if (x) x.atlet.push(a);
        else lintas.set(kunci, { atlet: [a], a: p, b: q, partai: null, menit, kurang: (perlu - menit) / menitBout(q) });
      }
    }
  }
  const urut = (x: { a: PartaiSusunan; b: PartaiSusunan }, y: { a: PartaiSusunan; b: PartaiSusunan }) =>
    x.a.mulai - y.a.mulai ||
    x.a.id_lapangan - y.a.id_lapangan ||
    x.a.nomor - y.a.nomor ||
    x.b.mulai - y.b.mulai ||
    x.b.id_lapangan - y.b.id_lapangan;
  return {
    bentrok: [...bentrok.values()].sort(urut),
    pelanggaran_istirahat: [...pelanggaran, ...lintas.values()].sort(urut),
    selesai: input.lapangan.map((l, i) => {
      const ps = perLapangan[i] ?? [];
      return { id_lapangan: l.id_lapangan, selesai: ps.length ? ps[ps.length - 1].selesai : waktuMulaiLapangan(input.tanggal, l.mulai) };
    }),
    partai: perLapangan.flat(),
  };
}

/**
 * An arrangement's badness, compared element by element (smaller is better): athletes clashing, minutes of clash,
 * rest breaches across courts and their bouts missing (an athlete hurried from one mat to another), the latest
 * court's end, the spread of the courts' ends (minutes², squared), then rest breaches on one court and their bouts
 * missing (what each court's own order could not avoid).
 */
export function skorNilai(n: NilaiSusunan): number[] {
  const atlet = new Set(n.bentrok.flatMap((b) => b.atlet));
  const akhir = n.selesai.map((s) => s.selesai);
  const paling = Math.max(...akhir, 0);
  const lintas = n.pelanggaran_istirahat.filter((p) => p.partai === null);
  const satu = n.pelanggaran_istirahat.filter((p) => p.partai !== null);
  const kurang = (xs: PelanggaranIstirahat[]) => xs.reduce((s, p) => s + p.kurang, 0);
  return [
    atlet.size,
    n.bentrok.reduce((s, b) => s + b.menit * b.atlet.length, 0),
    lintas.length,
    kurang(lintas),
    paling,
    akhir.reduce((s, x) => s + ((paling - x) / MENIT) ** 2, 0),
    satu.length,
    kurang(satu),
  ];
}

/** Compares two skorNilai: negative when `a` is better. */
export function bandingSkor(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (Math.abs(d) > 1e-9) return d;
  }
  return 0;
}
