import { describe, expect, it } from 'vitest';
import { perluBacaUlang, SEMUA } from '../../src/client/data/live';

describe('pages following the live stream', () => {
  it('read again on every change but judges\' presses, which only the scoring console follows', () => {
    expect(perluBacaUlang({ resource: 'skor_tekan', ids: [3], id_kompetisi: 1 })).toBe(false);
    for (const resource of ['skor', 'jadwal', 'bagan']) expect(perluBacaUlang({ resource, ids: [], id_kompetisi: 1 })).toBe(true);
    expect(perluBacaUlang(SEMUA)).toBe(true);
  });
});
