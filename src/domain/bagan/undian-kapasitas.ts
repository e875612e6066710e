/**
 * How many free members of one dojang a block can still take without two teammates meeting earlier than the
 * field forces: at most ceil(m/B) members of a dojang of m in each of the B blocks of a level.
 * Only blocks holding seeds need it — elsewhere the free slots of sibling blocks differ by at most one, and an
 * even split keeps every bound by itself — so it walks only the seeded blocks below.
 */

export interface Kapasitas {
  /** Seeds placed in slots start … start+size-1. */
  unggulanDi(start: number, size: number): number;
  /** Free members of group g that slots start … start+size-1 can take within bounds; m is always g's class total. */
  kapasitas(start: number, size: number, m: number, g: number): number;
}

function bawah(xs: Int32Array, x: number): number {
  let lo = 0;
  let hi = xs.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (xs[mid] < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const diRentang = (xs: Int32Array, start: number, size: number): number => bawah(xs, start + size) - bawah(xs, start);

/**
 * `isi`: slot → participant index with only the seeds placed; `bebas`: slot → 1 where a free player goes
 * (a player rank that no seed holds).
 */
export function buatKapasitas(ukuran: number, isi: Int32Array, bebas: Uint8Array, kelompok: Int32Array): Kapasitas {
  const prefiks = new Int32Array(ukuran + 1);
  for (let s = 0; s < ukuran; s++) prefiks[s + 1] = prefiks[s] + bebas[s];
  const semua: number[] = [];
  const perGrup = new Map<number, number[]>();
  for (let s = 0; s < ukuran; s++) {
    if (isi[s] < 0) continue;
    semua.push(s);
    const g = kelompok[isi[s]];
    const xs = perGrup.get(g);
    if (xs) xs.push(s);
    else perGrup.set(g, [s]);
  }
  const slotGrup = new Map<number, Int32Array>();
  for (const [g, xs] of perGrup) slotGrup.set(g, Int32Array.from(xs));
  // Seeds per block, the blocks numbered as a heap: block (start, size) is (ukuran + start) / size.
  const diBlok = new Int32Array(2 * ukuran);
  for (const s of semua) for (let b = ukuran + s; b >= 1; b >>= 1) diBlok[b] += 1;

  const unggulanDi = (start: number, size: number): number => diBlok[(ukuran + start) / size];

  // Kept per (block, m) where the group has no seed of its own in the block (then only m matters), else per
  // (block, group) — a group's m never changes.
  const simpan = new Map<number, number>();
  const kapasitas = (start: number, size: number, m: number, g: number): number => {
    const batas = Math.ceil((m * size) / ukuran);
    const blok = (ukuran + start) / size;
    if (diBlok[blok] === 0) return Math.min(batas, prefiks[start + size] - prefiks[start]);
    if (size === 1) return 0;
    const xs = slotGrup.get(g);
    const sendiri = xs ? diRentang(xs, start, size) : 0;
    const kunci = (2 * blok + (sendiri === 0 ? 0 : 1)) * 8192 + (sendiri === 0 ? m : g);
    const ada = simpan.get(kunci);
    if (ada !== undefined) return ada;
    const half = size / 2;
    const grup = sendiri === 0 ? -1 : g;
    const bawahnya = kapasitas(start, half, m, grup) + kapasitas(start + half, half, m, grup);
    const hasil = Math.max(0, Math.min(batas - sendiri, bawahnya));
    simpan.set(kunci, hasil);
    return hasil;
  };

  return { unggulanDi, kapasitas };
}
