/**
 * The search behind bout numbers: an order of a court's bouts (every bout after the bouts feeding it) with the
 * fewest rest breaches (two bouts that may share an athlete, or a bout and the bout feeding it, fewer than `k`
 * bouts apart), then the fewest bouts of rest missing. Limited discrepancy search with branch-and-bound: the first
 * dive is the greedy order (the rested bout of the earliest class, round and place first), later dives depart from
 * it at more and more places, a partial order already as bad as the best is cut, and a state reached before no
 * worse (same bouts done, same last k) is not searched again. It stops at a node budget, so the same court always
 * gets the same numbers; on a small court the search runs to the end and the order is optimal.
 */

export interface BoutCari {
  id: string;
  /** The class's place in the court's order. */
  kelas: number;
  ronde: number;
  posisi: number;
  /** Athletes who may fight in it, ascending. */
  atlet: readonly number[];
  pemasok: readonly string[];
}

export interface HasilCari {
  /** Indices into `bebas`, in play order. */
  urutan: number[];
  pelanggaran: number;
  kurang: number;
  /** The search ran to its end: the order is optimal. */
  tuntas: boolean;
}

/** Courts up to this many bouts are searched over all ready bouts; longer ones within the first classes not done. */
const KECIL = 40;
const JENDELA_KELAS = 3;
/** Courts up to this many bouts are searched without a discrepancy limit. */
const TUNTAS = 12;
const LEBAR = 4;

function acak(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
}

/**
 * Orders `bebas` after the bouts already numbered (`awal`, in order: only their last k matter). `anggaran`: nodes
 * the search may visit.
 */
export function cariUrutan(awal: readonly BoutCari[], bebas: readonly BoutCari[], k: number, anggaran: number): HasilCari {
  const n = bebas.length;
  const kecil = n <= KECIL;
  const indeks = new Map(bebas.map((b, i) => [b.id, i]));
  const penerus: number[][] = bebas.map(() => []);
  const sisaPemasok = new Int32Array(n);
  bebas.forEach((b, i) => {
    for (const p of b.pemasok) {
      const j = indeks.get(p);
      if (j === undefined) continue;
      penerus[j].push(i);
      sisaPemasok[i] += 1;
    }
  });
  const jumlahKelas = Math.max(0, ...bebas.map((b) => b.kelas + 1));
  const sisaKelas = new Int32Array(jumlahKelas);
  const boutKelas: number[][] = Array.from({ length: jumlahKelas }, () => []);
  bebas.forEach((b, i) => {
    sisaKelas[b.kelas] += 1;
    boutKelas[b.kelas].push(i);
  });
  const r = acak(0x5eed);
  const kunci1 = Array.from({ length: n }, r);
  const kunci2 = Array.from({ length: n }, r);
  const sebelum = k > 0 ? awal.slice(-k) : [];
  // Conflicts as a matrix over the last numbered bouts (first) and the free ones.
  const semua = [...sebelum, ...bebas];
  const N = semua.length;
  const konflik = new Uint8Array(N * N);
  const idx = new Map(semua.map((b, i) => [b.id, i]));
  const perAtlet = new Map<number, number[]>();
  semua.forEach((b, i) => {
    for (const a of b.atlet) {
      const xs = perAtlet.get(a);
      if (xs) xs.push(i);
      else perAtlet.set(a, [i]);
    }
    for (const p of b.pemasok) {
      const j = idx.get(p);
      if (j !== undefined) konflik[i * N + j] = konflik[j * N + i] = 1;
    }
  });
  for (const xs of perAtlet.values()) for (const a of xs) for (const b of xs) if (a !== b) konflik[a * N + b] = 1;
  const off = sebelum.length;
  const ekor: number[] = sebelum.map((_, i) => i);
  const urutan: number[] = [];
  const terpakai = new Uint8Array(n);
  let h1 = 0;
  let h2 = 0;
  let best: HasilCari = { urutan: [], pelanggaran: Infinity, kurang: Infinity, tuntas: false };
  const memo = new Map<string, { c: number; s: number; d: number }>();
  let simpul = 0;
  let terpotong = false;
  let habis = false;
  const lebih = (c: number, s: number, x: { pelanggaran: number; kurang: number }) =>
    c > x.pelanggaran || (c === x.pelanggaran && s >= x.kurang);

  /** The cost of putting bout i next: breaches with the last k, bouts of rest missing. */
  const biaya = (i: number): [number, number] => {
    let c = 0;
    let s = 0;
    const baris = (i + off) * N;
    const L = ekor.length;
    for (let m = Math.max(0, L - k); m < L; m += 1) {
      if (konflik[baris + ekor[m]]) {
        c += 1;
        s += k - (L - m - 1);
      }
    }
    return [c, s];
  };

  const kunciKeadaan = () => `${h1}:${h2}:${k > 0 ? ekor.slice(-k) : ''}`;
  const pasang = (i: number) => {
    terpakai[i] = 1;
    sisaKelas[bebas[i].kelas] -= 1;
    for (const q of penerus[i]) sisaPemasok[q] -= 1;
    urutan.push(i);
    ekor.push(i + off);
    h1 ^= kunci1[i];
    h2 ^= kunci2[i];
  };
  const lepas = (i: number) => {
    h1 ^= kunci1[i];
    h2 ^= kunci2[i];
    ekor.pop();
    urutan.pop();
    for (const q of penerus[i]) sisaPemasok[q] += 1;
    sisaKelas[bebas[i].kelas] += 1;
    terpakai[i] = 0;
  };

  const anak = (semua = false): Array<{ i: number; c: number; s: number }> => {
    let batasKelas = jumlahKelas;
    if (!kecil) {
      let buka = 0;
      batasKelas = 0;
      while (batasKelas < jumlahKelas && buka < JENDELA_KELAS) {
        if (sisaKelas[batasKelas] > 0) buka += 1;
        batasKelas += 1;
      }
    }
    const xs: Array<{ i: number; c: number; s: number }> = [];
    for (let kl = 0; kl < batasKelas; kl += 1) {
      if (sisaKelas[kl] === 0) continue;
      for (const i of boutKelas[kl]) {
        if (terpakai[i] || sisaPemasok[i] > 0) continue;
        const [c, s] = biaya(i);
        xs.push({ i, c, s });
      }
    }
    xs.sort(
      (a, b) =>
        a.c - b.c ||
        a.s - b.s ||
        bebas[a.i].kelas - bebas[b.i].kelas ||
        bebas[a.i].ronde - bebas[b.i].ronde ||
        bebas[a.i].posisi - bebas[b.i].posisi,
    );
    return kecil || semua ? xs : xs.slice(0, LEBAR);
  };

  const telusuri = (c: number, s: number, sisaD: number): void => {
    if (habis) return;
    if (urutan.length === n) {
      if (!lebih(c, s, best)) best = { urutan: [...urutan], pelanggaran: c, kurang: s, tuntas: false };
      return;
    }
    if (lebih(c, s, best)) return;
    simpul += 1;
    if (simpul > anggaran && best.urutan.length === n) {
      habis = true;
      return;
    }
    const kunci = kunciKeadaan();
    const lama = memo.get(kunci);
    if (lama && lama.c <= c && (lama.c < c || lama.s <= s) && lama.d >= sisaD) return;
    if (memo.size < 200_000) memo.set(kunci, { c, s, d: sisaD });
    const xs = anak();
    if (!kecil && xs.length === LEBAR) terpotong = true;
    for (let j = 0; j < xs.length; j += 1) {
      if (j > sisaD) {
        terpotong = true;
        break;
      }
      const { i } = xs[j];
      pasang(i);
      telusuri(c + xs[j].c, s + xs[j].s, sisaD - j);
      lepas(i);
      if (habis) return;
    }
  };

  // First: an order with no breach at all, searched to the end (a state that led nowhere is not tried again).
  const gagal = new Set<string>();
  // A long court gets a short try: its last class's final often cannot rest, and proving that costs the whole budget.
  const batas1 = kecil ? anggaran : Math.min(anggaran, n + 300);
  const tanpaPelanggaran = (): boolean => {
    if (urutan.length === n) return true;
    simpul += 1;
    if (simpul > batas1) {
      habis = true;
      return false;
    }
    const kunci = kunciKeadaan();
    if (gagal.has(kunci)) return false;
    for (const { i, c } of anak(true)) {
      if (c > 0) break;
      pasang(i);
      const ok = tanpaPelanggaran();
      if (!ok) lepas(i);
      if (ok) return true;
      if (habis) return false;
    }
    if (gagal.size < 200_000) gagal.add(kunci);
    return false;
  };
  if (tanpaPelanggaran()) return { urutan: [...urutan], pelanggaran: 0, kurang: 0, tuntas: true };
  const tidakAda = !habis;
  habis = false;
  simpul = n <= TUNTAS ? 0 : kecil ? Math.floor((anggaran * 3) / 4) : anggaran - 300;
  // None: the fewest and shortest breaches, within the budget.
  // A short court: plain branch-and-bound to the end; a long one: more and more departures from the greedy order.
  for (let d = n <= TUNTAS ? Infinity : 0; ; d += 1) {
    terpotong = false;
    memo.clear();
    telusuri(0, 0, d);
    if (habis) break;
    if (!terpotong) {
      best.tuntas = tidakAda;
      break;
    }
  }
  return best;
}
