import { describe, expect, it } from 'vitest';
import { perluBacaUlang, SEMUA, untukLapangan } from '../../src/client/data/live';

describe('pages following the live stream', () => {
  it('read again on every change but judges\' presses, which only the scoring console follows', () => {
    expect(perluBacaUlang({ resource: 'skor_tekan', ids: [3], id_kompetisi: 1 })).toBe(false);
    for (const resource of ['skor', 'jadwal', 'bagan']) expect(perluBacaUlang({ resource, ids: [], id_kompetisi: 1 })).toBe(true);
    expect(perluBacaUlang(SEMUA)).toBe(true);
  });

  it('a console reads judges\' presses of its own court only (a change naming no court may be any)', () => {
    expect(untukLapangan({ resource: 'skor_tekan', ids: [3], id_kompetisi: 1 }, 3)).toBe(true);
    expect(untukLapangan({ resource: 'skor_tekan', ids: [4], id_kompetisi: 1 }, 3)).toBe(false);
    expect(untukLapangan(SEMUA, 3)).toBe(true);
  });
});
