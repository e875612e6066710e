import { describe, expect, it } from 'vitest';
import { mulaiRondeServer, tekanSejakRonde } from '../../src/domain/skor';

/** The console's log is stamped by the tablet's clock; the judges' presses by the server's (each phone adds its offset). */
const log = [
  { jenis: 'ronde_mulai' as const, waktu: 10_000 },
  { jenis: 'poin' as const, waktu: 12_000 },
  { jenis: 'ronde_selesai' as const, waktu: 130_000 },
  { jenis: 'ronde_mulai' as const, waktu: 190_000 },
];

describe('presses before the round started never count, on one clock', () => {
  it("the running round's start moved onto the server's clock by the console's offset", () => {
    expect(mulaiRondeServer(log, 0)).toBe(190_000);
    // The tablet runs 5 s behind the server: the round started at 195 000 by the server's clock.
    expect(mulaiRondeServer(log, 5_000)).toBe(195_000);
    expect(mulaiRondeServer([{ jenis: 'poin', waktu: 1 }], 5_000)).toBeNull();
  });

  it("a press counts from the round's start on: not before it, and none before any round", () => {
    const tekan = [
      { waktu: 192_000, id: 'a' },
      { waktu: 196_000, id: 'b' },
      { waktu: 195_000, id: 'c' },
    ];
    // On the tablet's own clock the first press would wrongly count (192 000 ≥ 190 000); on the server's it does not.
    expect(tekanSejakRonde(tekan, mulaiRondeServer(log, 5_000)).map((t) => t.id)).toEqual(['b', 'c']);
    expect(tekanSejakRonde(tekan, mulaiRondeServer(log, -5_000)).map((t) => t.id)).toEqual(['a', 'b', 'c']);
    expect(tekanSejakRonde(tekan, null)).toEqual([]);
  });
});
