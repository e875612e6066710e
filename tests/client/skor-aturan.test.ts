import { describe, expect, it } from 'vitest';
import { aturanDariKelas } from '../../src/client/data/skor/aturan';

/** Offline, before the server named a bout's rule set, the console picks it from the class category as the server does. */
describe('the rule set of a bout the server has not named yet', () => {
  it('is the novice set for a pemula class and WT best of three for any other', () => {
    expect(aturanDariKelas('Kyorugi Pemula Cadet Putra Under 45 kg').kode).toBe('pemula-2025');
    expect(aturanDariKelas('Kyorugi pemula Junior Putri Under 49 kg').ronde_detik).toBe(60);
    expect(aturanDariKelas('Kyorugi Prestasi Senior Putra Under 68 kg').kode).toBe('wt-2025-best-of-three');
    expect(aturanDariKelas('Kyorugi Pemulaan Cadet').kode).toBe('wt-2025-best-of-three');
  });
});
