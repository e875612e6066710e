/**
 * The draw's seeded randomness: mulberry32 on 32-bit integers only, so the same seed gives the same
 * sequence on every device and on the server (no Math.random, no floating point).
 */

export type Acak = () => number;

/** mulberry32: the next unsigned 32-bit integer of the sequence started by `seed`. */
export function mulberry32(seed: number): Acak {
  let a = seed | 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return (t ^ (t >>> 14)) >>> 0;
  };
}

const DUA_32 = 4_294_967_296;

/** A uniform integer 0 … batas-1 (rejection sampling: no modulo bias). batas ≥ 1. */
export function acakBawah(acak: Acak, batas: number): number {
  const tolak = DUA_32 - (DUA_32 % batas);
  let x = acak();
  while (x >= tolak) x = acak();
  return x % batas;
}

/** Fisher–Yates shuffle of a copy of `xs` driven by `acak`. */
export function kocok<T>(xs: readonly T[], acak: Acak): T[] {
  const out = xs.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = acakBawah(acak, i + 1);
    const t = out[i];
    out[i] = out[j];
    out[j] = t;
  }
  return out;
}
