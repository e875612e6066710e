import { hitungEta, waktuMulaiLapangan } from './eta';
import { nomorPartai } from './nomor';
import type { InputSusun, KelasSusun, LapanganSusun } from './susun-tipe';
import type { CabangJadwal } from './types';

/**
 * 'Susun otomatis' for one match day: every class goes whole to one court that holds its branch; the
 * courts are balanced by expected minutes (the longest first onto the least loaded court). Classes that
 * share an athlete (a Kyorugi and a Poomsae entry of one person) go to one court when a court holds them
 * all, so they cannot overlap; otherwise each class's expected window (from the numbering and ETA the
 * desks use) must not overlap the other's: a class that would is moved later on its court, or to another
 * court; what still overlaps is reported.
 */

export type { InputSusun, KelasSusun, LapanganSusun, PenempatanKelas } from './susun-tipe';

export interface HasilSusun {
  /** Each class's court and place in its order; a class no court holds is left out (in `tanpa_lapangan`). */
  penempatan: Array<{ id_kelas_kejuaraan: number; id_lapangan: number; urutan: number }>;
  tanpa_lapangan: number[];
  /** Pairs of classes sharing an athlete whose windows still overlap on two courts. */
  bentrok: Array<{ id_kelas_a: number; id_kelas_b: number; id_atlet: number }>;
}

const bisa = (l: LapanganSusun, c: CabangJadwal) => l.cabang === 'SEMUA' || l.cabang === c;
const nonBye = (k: KelasSusun) =>
  k.matches.filter((m) => !(m.ronde === 1 && (m.id_peserta_a === null) !== (m.id_peserta_b === null))).length;

/** Athletes of a class. */
function atletKelas(k: KelasSusun): Set<number> {
  const s = new Set<number>();
  for (const ids of k.atlet.values()) for (const a of ids) s.add(a);
  return s;
}

/** Expected [start, end) of each class on each court, from the numbering and ETA of that court with no history. */
export function jendelaKelas(
  input: Pick<InputSusun, 'tanggal' | 'istirahat' | 'menit_kyorugi' | 'menit_poomsae'>,
  lapangan: LapanganSusun,
  kelas: readonly KelasSusun[],
): Map<number, [number, number]> {
  const atletDari = (id: number) => kelas.map((k) => k.atlet.get(id)).find((x) => x !== undefined) ?? [id];
  const nomor = nomorPartai({
    kelas: kelas.map((k) => ({ id_kelas_kejuaraan: k.id_kelas_kejuaraan, matches: k.matches })),
    istirahat: input.istirahat,
    atletDari,
  });
  const cabangOf = new Map(kelas.map((k) => [k.id_kelas_kejuaraan, k.cabang]));
  const mulai = waktuMulaiLapangan(input.tanggal, lapangan.mulai);
  const eta = hitungEta(
    { mulai_pada: mulai, menit_kyorugi: input.menit_kyorugi, menit_poomsae: input.menit_poomsae },
    nomor.map((b) => ({
      id_match: b.id_match,
      nomor: b.nomor,
      cabang: cabangOf.get(b.id_kelas_kejuaraan)!,
      status: 'MENUNGGU' as const,
      mulai_pada: null,
    })),
    [],
    mulai,
  );
  const menit = (c: CabangJadwal) => (c === 'KYORUGI' ? input.menit_kyorugi : input.menit_poomsae) * 60_000;
  const w = new Map<number, [number, number]>();
  for (const b of nomor) {
    const t = eta.get(b.id_match)!.eta;
    const end = t + menit(cabangOf.get(b.id_kelas_kejuaraan)!);
    const cur = w.get(b.id_kelas_kejuaraan);
    w.set(b.id_kelas_kejuaraan, cur ? [Math.min(cur[0], t), Math.max(cur[1], end)] : [t, end]);
  }
  return w;
}

export function susunOtomatis(input: InputSusun): HasilSusun {
  const menit = (k: KelasSusun) => nonBye(k) * (k.cabang === 'KYORUGI' ? input.menit_kyorugi : input.menit_poomsae);
  const atlet = new Map(input.kelas.map((k) => [k.id_kelas_kejuaraan, atletKelas(k)]));
  // Classes linked by a shared athlete, as groups (union-find).
  const induk = new Map(input.kelas.map((k) => [k.id_kelas_kejuaraan, k.id_kelas_kejuaraan]));
  const akar = (x: number): number => {
    while (induk.get(x)! !== x) x = induk.get(x)!;
    return x;
  };
  const pemilik = new Map<number, number>();
  for (const k of input.kelas) {
    for (const a of atlet.get(k.id_kelas_kejuaraan)!) {
      const lain = pemilik.get(a);
      if (lain === undefined) pemilik.set(a, k.id_kelas_kejuaraan);
      else induk.set(akar(k.id_kelas_kejuaraan), akar(lain));
    }
  }
  const grup = new Map<number, KelasSusun[]>();
  for (const k of input.kelas) grup.set(akar(k.id_kelas_kejuaraan), [...(grup.get(akar(k.id_kelas_kejuaraan)) ?? []), k]);
  const beban = new Map(input.lapangan.map((l) => [l.id_lapangan, 0]));
  const isi = new Map<number, KelasSusun[]>(input.lapangan.map((l) => [l.id_lapangan, []]));
  const tanpa: number[] = [];
  const taruh = (k: KelasSusun, l: LapanganSusun) => {
    isi.get(l.id_lapangan)!.push(k);
    beban.set(l.id_lapangan, beban.get(l.id_lapangan)! + menit(k));
  };
  const termurah = (cocok: (l: LapanganSusun) => boolean) =>
    input.lapangan
      .filter(cocok)
      .reduce<LapanganSusun | null>(
        (best, l) => (best === null || beban.get(l.id_lapangan)! < beban.get(best.id_lapangan)! ? l : best),
        null,
      );
  const total = (ks: KelasSusun[]) => ks.reduce((s, k) => s + menit(k), 0);
  const daftarGrup = [...grup.values()].sort((a, b) => total(b) - total(a) || a[0].id_kelas_kejuaraan - b[0].id_kelas_kejuaraan);
  const terpisah: KelasSusun[] = [];
  for (const g of daftarGrup) {
    const l = termurah((x) => g.every((k) => bisa(x, k.cabang)));
    if (l) {
      // The group's classes one after the other (Kyorugi first), on one court.
      for (const k of [...g].sort((a, b) => a.cabang.localeCompare(b.cabang) || menit(b) - menit(a))) taruh(k, l);
    } else terpisah.push(...g);
  }
  for (const k of terpisah.sort((a, b) => menit(b) - menit(a))) {
    const l = termurah((x) => bisa(x, k.cabang));
    if (l) taruh(k, l);
    else tanpa.push(k.id_kelas_kejuaraan);
  }
  const bentrok = perbaikiBentrok(input, isi, atlet);
  const penempatan = [...isi.entries()].flatMap(([id_lapangan, ks]) =>
    ks.map((k, i) => ({ id_kelas_kejuaraan: k.id_kelas_kejuaraan, id_lapangan, urutan: i + 1 })),
  );
  return { penempatan, tanpa_lapangan: tanpa, bentrok };
}

type Bentrok = HasilSusun['bentrok'][number];

/** Overlapping windows of classes on different courts that share an athlete. */
export function cariBentrok(
  input: Pick<InputSusun, 'tanggal' | 'istirahat' | 'menit_kyorugi' | 'menit_poomsae' | 'lapangan'>,
  isi: ReadonlyMap<number, readonly KelasSusun[]>,
  atlet: ReadonlyMap<number, Set<number>>,
): Bentrok[] {
  const jendela = new Map<number, { l: number; w: [number, number] }>();
  for (const l of input.lapangan) {
    for (const [id, w] of jendelaKelas(input, l, isi.get(l.id_lapangan) ?? [])) jendela.set(id, { l: l.id_lapangan, w });
  }
  const ids = [...jendela.keys()];
  const out: Bentrok[] = [];
  for (let i = 0; i < ids.length; i += 1) {
    for (let j = i + 1; j < ids.length; j += 1) {
      const a = jendela.get(ids[i])!;
      const b = jendela.get(ids[j])!;
      if (a.l === b.l || a.w[1] <= b.w[0] || b.w[1] <= a.w[0]) continue;
      const sama = [...atlet.get(ids[i])!].find((x) => atlet.get(ids[j])!.has(x));
      if (sama !== undefined) out.push({ id_kelas_a: ids[i], id_kelas_b: ids[j], id_atlet: sama });
    }
  }
  return out;
}

/**
 * Moves one class of each overlapping pair to the end of its court, a bounded number of times, and keeps
 * the arrangement with the fewest overlaps seen (the answer always describes the arrangement returned).
 */
function perbaikiBentrok(input: InputSusun, isi: Map<number, KelasSusun[]>, atlet: ReadonlyMap<number, Set<number>>): Bentrok[] {
  let bentrok = cariBentrok(input, isi, atlet);
  let terbaik = { isi: new Map(isi), bentrok };
  for (let putaran = 0; putaran < 2 * input.kelas.length && bentrok.length > 0; putaran += 1) {
    const { id_kelas_b } = bentrok[0];
    const [idL, ks] = [...isi.entries()].find(([, xs]) => xs.some((k) => k.id_kelas_kejuaraan === id_kelas_b))!;
    const k = ks.find((x) => x.id_kelas_kejuaraan === id_kelas_b)!;
    if (ks[ks.length - 1] === k) {
      // Already last: try the other class of the pair.
      const a = bentrok[0].id_kelas_a;
      const [idA, ksA] = [...isi.entries()].find(([, xs]) => xs.some((x) => x.id_kelas_kejuaraan === a))!;
      const ka = ksA.find((x) => x.id_kelas_kejuaraan === a)!;
      if (ksA[ksA.length - 1] === ka) break;
      isi.set(idA, [...ksA.filter((x) => x !== ka), ka]);
    } else isi.set(idL, [...ks.filter((x) => x !== k), k]);
    bentrok = cariBentrok(input, isi, atlet);
    if (bentrok.length < terbaik.bentrok.length) terbaik = { isi: new Map(isi), bentrok };
  }
  isi.clear();
  for (const [id, ks] of terbaik.isi) isi.set(id, ks);
  return terbaik.bentrok;
}
