/**
 * Standard seed positions of a single-elimination bracket: rank k meets rank ukuran+1-k in round 1,
 * ranks 1 … 2^j sit in different blocks of size ukuran/2^j, rank 1 is at the top and rank 2 at the bottom.
 * For 8: 1v8, 4v5, 3v6, 2v7. Slot 2p is corner B of round-1 match p (the better rank), slot 2p+1 corner R.
 */

/** The next power of two ≥ n and its log2 (integer arithmetic). */
export function ukuranDanRonde(n: number): { ukuran: number; jumlah_ronde: number } {
  let ukuran = 1;
  let jumlah_ronde = 0;
  while (ukuran < n) {
    ukuran *= 2;
    jumlah_ronde += 1;
  }
  return { ukuran, jumlah_ronde };
}

export interface PosisiStandar {
  /** Rank (1-based) of every slot 0 … ukuran-1. */
  peringkat: Int32Array;
  /** Slot of every rank; index 0 unused. */
  slot: Int32Array;
}

const cache = new Map<number, PosisiStandar>();

/** The standard positions for a bracket of `ukuran` (a power of two ≥ 2). Shared arrays: do not modify. */
export function posisiStandar(ukuran: number): PosisiStandar {
  const ada = cache.get(ukuran);
  if (ada) return ada;
  // The better rank of each round-1 match, in bracket order: the slot order of the half-size bracket, built by
  // doubling — rank r of a bracket of `s` becomes r and 2s+1-r, mirrored on every other match so rank 2 ends last.
  let urut = [1];
  for (let s = 1; s < ukuran / 2; s *= 2) {
    const next: number[] = [];
    urut.forEach((r, p) => {
      if (p % 2 === 0) next.push(r, 2 * s + 1 - r);
      else next.push(2 * s + 1 - r, r);
    });
    urut = next;
  }
  const peringkat = new Int32Array(ukuran);
  const slot = new Int32Array(ukuran + 1);
  urut.forEach((r, p) => {
    peringkat[2 * p] = r;
    peringkat[2 * p + 1] = ukuran + 1 - r;
  });
  peringkat.forEach((r, s) => {
    slot[r] = s;
  });
  const hasil = { peringkat, slot };
  cache.set(ukuran, hasil);
  return hasil;
}
