/**
 * Dojang separation by recursive halving. Every block of the bracket is split in two; each dojang's
 * members in the block go to the two halves as evenly as possible (with the seeds already placed counted in),
 * while each half takes exactly as many players as it has free player slots. Without seeds a dojang of m
 * members then has at most ceil(m/B) members in any of B blocks at every level. Seeds leave uneven room; in a
 * block holding seeds each half's room per dojang within those bounds (undian-kapasitas) is respected first.
 *
 * Where the split leaves a choice, list order decides: the j-th free player of a block defaults to the block's
 * j-th best free rank, and when members must move, the latest in the list move first. Integer arithmetic only.
 */
import { HeapMin } from './undian-heap';
import { buatKapasitas, type Kapasitas } from './undian-kapasitas';
import { posisiStandar } from './undian-posisi';

export interface InputPenempatan {
  ukuran: number;
  /** Group (dense dojang index; a participant without dojang has a group of its own) per participant index. */
  kelompok: Int32Array;
  jumlahKelompok: number;
  /** Participant index of seed rank 1, 2, … */
  unggulan: readonly number[];
  /** The other participant indices in list order. */
  bebas: readonly number[];
}

/** Slot → participant index, -1 for a bye. */
export function tempatkan(input: InputPenempatan): Int32Array {
  const { ukuran, kelompok, jumlahKelompok, unggulan, bebas } = input;
  const { slot: slotPeringkat, peringkat } = posisiStandar(ukuran);
  const isi = new Int32Array(ukuran).fill(-1);
  unggulan.forEach((q, i) => {
    isi[slotPeringkat[i + 1]] = q;
  });

  const T0 = bebas.length;
  const u = unggulan.length;
  const n = T0 + u;
  let kap: Kapasitas | null = null;
  const jumlah = new Int32Array(jumlahKelompok);
  if (u > 0) {
    const slotBebas = new Uint8Array(ukuran);
    for (let s = 0; s < ukuran; s++) slotBebas[s] = peringkat[s] > u && peringkat[s] <= n ? 1 : 0;
    kap = buatKapasitas(ukuran, isi, slotBebas, kelompok);
    for (let q = 0; q < n; q++) jumlah[kelompok[q]] += 1;
  }
  const pemain = Int32Array.from(bebas);
  const rank = new Int32Array(T0);
  for (let i = 0; i < T0; i++) rank[i] = u + 1 + i;
  const tmp = new Int32Array(T0);
  const urut = new Int32Array(T0);
  const kiri = new Uint8Array(kelompok.length);

  const G = jumlahKelompok;
  const cnt = new Int32Array(G);
  const cntL = new Int32Array(G); // members whose default rank lies in the left half (x0)
  const sL = new Int32Array(G);
  const sR = new Int32Array(G);
  const off = new Int32Array(G);
  const curL = new Int32Array(G);
  const curR = new Int32Array(G);
  const x = new Int32Array(G);
  const capL = new Int32Array(G);
  const capR = new Int32Array(G);
  const touched = new Int32Array(Math.min(G, T0));
  const heap = new HeapMin(Math.min(G, T0));

  /** Marginal cost of moving one more member of g to the left (dir 1) or to the right (dir -1): smaller is better. */
  const kunci = (g: number, dir: number): number => {
    const f = cnt[g];
    const xg = x[g];
    const x0 = cntL[g];
    const o = off[g];
    const d = sL[g] + xg - (sR[g] + f - xg);
    const xb = xg + dir;
    const dv = Math.max(0, xb - capL[g]) + Math.max(0, f - xb - capR[g]) - Math.max(0, xg - capL[g]) - Math.max(0, f - xg - capR[g]);
    let prim: number;
    let jauh: boolean;
    let mover: number;
    if (dir > 0) {
      prim = 4 * d + 4;
      jauh = xg >= x0;
      mover = jauh ? urut[o + f - 1 - (xg - x0)] : urut[o + xg];
    } else {
      prim = 4 - 4 * d;
      jauh = xg <= x0;
      mover = jauh ? urut[o + xg - 1] : urut[o + f - (xg - x0)];
    }
    // Bounds first, then imbalance, then leaving members on their default side, then move the latest in the list.
    return ((dv * 65536 + prim) * 2 + (jauh ? 1 : 0)) * 8192 + (jauh ? 8191 - mover : mover);
  };

  /** Moves members one at a time, cheapest first, until the left half holds exactly its free slots. */
  const sesuaikan = (k: number, delta: number): void => {
    const dir = delta > 0 ? 1 : -1;
    const bisa = (g: number): boolean => (dir > 0 ? x[g] < cnt[g] : x[g] > 0);
    heap.kosongkan();
    for (let t = 0; t < k; t++) {
      const g = touched[t];
      if (bisa(g)) heap.tambah(g, kunci(g, dir));
    }
    while (delta !== 0) {
      if (heap.ukuran === 0) throw new Error('undian: kapasitas blok tidak cocok');
      const g = heap.puncak();
      x[g] += dir;
      delta -= dir;
      if (bisa(g)) heap.ubahPuncak(kunci(g, dir));
      else heap.buangPuncak();
    }
  };

  const bagi = (start: number, size: number, a: number, b: number): void => {
    if (b === a) return;
    if (size === 1) {
      isi[start] = pemain[a];
      return;
    }
    const mid = start + size / 2;
    let k = 0;
    let cL = 0;
    for (let i = a; i < b; i++) {
      const g = kelompok[pemain[i]];
      if (cnt[g] === 0) {
        touched[k++] = g;
        cntL[g] = 0;
        sL[g] = 0;
        sR[g] = 0;
      }
      cnt[g] += 1;
      if (slotPeringkat[rank[i]] < mid) {
        cntL[g] += 1;
        cL += 1;
      }
    }
    const berunggulan = kap !== null && kap.unggulanDi(start, size) > 0;
    if (berunggulan) {
      for (let s = start; s < start + size; s++) {
        const q = isi[s];
        if (q >= 0 && cnt[kelompok[q]] > 0) {
          if (s < mid) sL[kelompok[q]] += 1;
          else sR[kelompok[q]] += 1;
        }
      }
    }
    // Members of each group: its default-left ones, then its default-right ones, each in list order.
    let o = 0;
    for (let t = 0; t < k; t++) {
      const g = touched[t];
      off[g] = o;
      curL[g] = o;
      curR[g] = o + cntL[g];
      o += cnt[g];
    }
    for (let i = a; i < b; i++) {
      const g = kelompok[pemain[i]];
      if (slotPeringkat[rank[i]] < mid) urut[curL[g]++] = pemain[i];
      else urut[curR[g]++] = pemain[i];
    }
    // Each group's best left count — within the halves' room, halves as even as the seeds allow, nearest its
    // default — then fit the capacity.
    let total = 0;
    for (let t = 0; t < k; t++) {
      const g = touched[t];
      const f = cnt[g];
      if (berunggulan && kap !== null) {
        capL[g] = kap.kapasitas(start, size / 2, jumlah[g], g);
        capR[g] = kap.kapasitas(mid, size / 2, jumlah[g], g);
      } else {
        capL[g] = f;
        capR[g] = f;
      }
      const a = f - capR[g];
      const b = capL[g];
      const vLo = Math.max(0, Math.min(a, b));
      const vHi = Math.min(f, Math.max(a, b));
      const num = sR[g] + f - sL[g];
      const lo = Math.min(vHi, Math.max(vLo, num >> 1));
      const hi = Math.min(vHi, Math.max(vLo, (num + 1) >> 1));
      x[g] = Math.min(hi, Math.max(lo, cntL[g]));
      total += x[g];
    }
    if (total !== cL) sesuaikan(k, cL - total);
    for (let t = 0; t < k; t++) {
      const g = touched[t];
      const f = cnt[g];
      const x0 = cntL[g];
      const xg = x[g];
      const base = off[g];
      for (let j = 0; j < f; j++) {
        kiri[urut[base + j]] = (xg <= x0 ? j < xg : j < x0 || j >= f - (xg - x0)) ? 1 : 0;
      }
      cnt[g] = 0;
    }
    // Stable partition of the players and of the free ranks into the two halves.
    let l = a;
    let r = 0;
    for (let i = a; i < b; i++) {
      const q = pemain[i];
      if (kiri[q] === 1) pemain[l++] = q;
      else tmp[r++] = q;
    }
    pemain.set(tmp.subarray(0, r), l);
    l = a;
    r = 0;
    for (let i = a; i < b; i++) {
      const rk = rank[i];
      if (slotPeringkat[rk] < mid) rank[l++] = rk;
      else tmp[r++] = rk;
    }
    rank.set(tmp.subarray(0, r), l);
    bagi(start, size / 2, a, a + cL);
    bagi(mid, size / 2, a + cL, b);
  };

  bagi(0, ukuran, 0, T0);
  return isi;
}
