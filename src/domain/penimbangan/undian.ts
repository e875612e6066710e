import { kocok, mulberry32 } from '../bagan/undian-acak';

/**
 * The random weigh-in of a match day: a share of the day's athletes drawn with a seed. The pool is taken
 * in id order, so the same seed, pool and share draw the same athletes on every device.
 */

/** A text seed as mulberry32's 32-bit start (FNV-1a). */
export function seedAngka(seed: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** How many of `n` a share of `persen` % draws: rounded up, at least one when there is anyone and a share. */
export const jumlahUndian = (n: number, persen: number) => (n === 0 || persen <= 0 ? 0 : Math.min(n, Math.ceil((n * persen) / 100)));

/** The drawn ids, in id order. */
export function undiTimbangAcak(pool: readonly number[], persen: number, seed: string): number[] {
  const urut = [...new Set(pool)].sort((a, b) => a - b);
  return kocok(urut, mulberry32(seedAngka(seed)))
    .slice(0, jumlahUndian(urut.length, persen))
    .sort((a, b) => a - b);
}
