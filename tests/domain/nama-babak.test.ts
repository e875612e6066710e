import { describe, expect, it } from 'vitest';
import { jumlahRonde, namaBabak, namaRonde } from '../../src/domain/bagan/ronde';

const semua = (n: number, nama: (r: number, j: number) => string) => {
  const j = jumlahRonde(n);
  return Array.from({ length: j }, (_, i) => nama(i + 1, j));
};

describe("the venue's Indonesian round names (namaBabak) beside the bracket's English (namaRonde)", () => {
  it('names the last three rounds, and every earlier one by how many it holds', () => {
    expect(semua(2, namaBabak)).toEqual(['Final']);
    expect(semua(4, namaBabak)).toEqual(['Semifinal', 'Final']);
    expect(semua(8, namaBabak)).toEqual(['Perempat final', 'Semifinal', 'Final']);
    expect(semua(9, namaBabak)).toEqual(['Babak 16 besar', 'Perempat final', 'Semifinal', 'Final']);
    expect(semua(100, namaBabak)).toEqual([
      'Babak 128 besar',
      'Babak 64 besar',
      'Babak 32 besar',
      'Babak 16 besar',
      'Perempat final',
      'Semifinal',
      'Final',
    ]);
  });

  it('never reads like a scoring round or the English bracket label; the bracket keeps the spec', () => {
    for (let n = 2; n <= 4096; n *= 2) {
      for (const nama of semua(n, namaBabak)) expect(nama).not.toMatch(/Round|Ronde|Quarter|Semi Final/);
    }
    expect(semua(9, namaRonde)).toEqual(['Round 1', 'Quarter Final', 'Semi Final', 'Final']);
  });
});
