import { describe, expect, it } from 'vitest';
import { satuPerSatu } from '../../../../src/client/data/live/satu-per-satu';

/** A run that waits until the test lets it end. */
function kerjaTertahan() {
  const lepas: (() => void)[] = [];
  let jalan = 0;
  let bersamaan = 0;
  let palingBanyak = 0;
  const kerja = async () => {
    jalan += 1;
    bersamaan += 1;
    palingBanyak = Math.max(palingBanyak, bersamaan);
    await new Promise<void>((r) => lepas.push(r));
    bersamaan -= 1;
  };
  const selesaikan = async () => {
    while (lepas.length > 0) {
      lepas.shift()!();
      await new Promise((r) => setTimeout(r, 0));
    }
  };
  return {
    kerja,
    selesaikan,
    get jalan() {
      return jalan;
    },
    get palingBanyak() {
      return palingBanyak;
    },
  };
}

describe('satuPerSatu', () => {
  it('a burst of calls during a run makes exactly one more run after it, never two at once', async () => {
    const k = kerjaTertahan();
    const picu = satuPerSatu(k.kerja);
    const pertama = picu();
    for (let i = 0; i < 5; i++) void picu();
    await k.selesaikan();
    await pertama;
    expect(k.jalan).toBe(2);
    expect(k.palingBanyak).toBe(1);
  });

  it('a call after the runs ended starts a new run; a call alone runs once', async () => {
    const k = kerjaTertahan();
    const picu = satuPerSatu(k.kerja);
    const a = picu();
    await k.selesaikan();
    await a;
    expect(k.jalan).toBe(1);
    const b = picu();
    await k.selesaikan();
    await b;
    expect(k.jalan).toBe(2);
  });

  it('a run that fails does not stop later calls from running', async () => {
    let n = 0;
    const picu = satuPerSatu(async () => {
      n += 1;
      if (n === 1) throw new Error('gagal');
    });
    await expect(picu()).rejects.toThrow('gagal');
    await picu();
    expect(n).toBe(2);
  });
});
