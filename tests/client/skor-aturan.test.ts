import { describe, expect, it } from 'vitest';
import { aturanBawaanPartai } from '../../src/client/data/skor/aturan';

/**
 * Offline, before the server named a bout's rule set, the console picks it from the category the court list carries,
 * as the server does (kategoriSkor): never from the class's display name.
 */
describe('the rule set of a bout the server has not named yet', () => {
  it('is the novice set for a pemula category and WT best of three for any other', () => {
    expect(aturanBawaanPartai({ kategori: 'pemula' }).kode).toBe('pemula-2025');
    expect(aturanBawaanPartai({ kategori: ' Pemula ' }).ronde_detik).toBe(60);
    expect(aturanBawaanPartai({ kategori: 'prestasi' }).kode).toBe('wt-2025-best-of-three');
    expect(aturanBawaanPartai({ kategori: 'Pemulaan' }).kode).toBe('wt-2025-best-of-three');
  });

  it('follows the category, not the display name; a copy without the category counts as prestasi, as the server counts it', () => {
    const bouts: Array<{ nama_kelas: string; kategori?: string | null }> = [
      { nama_kelas: 'Kyorugi Pemula Cadet Putra Under 45 kg', kategori: 'prestasi' },
      { nama_kelas: 'Kyorugi Prestasi Cadet', kategori: 'pemula' },
      { nama_kelas: 'Kyorugi Pemula Cadet' },
    ];
    expect(bouts.map((b) => aturanBawaanPartai(b).kode)).toEqual(['wt-2025-best-of-three', 'pemula-2025', 'wt-2025-best-of-three']);
  });
});
