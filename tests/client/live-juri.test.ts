import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { perluBacaUlang, perubahanSchema, SEMUA, untukLapangan } from '../../src/client/data/live';
import { namaPerubahan, NAMA_PERUBAHAN } from '../../src/domain/schemas/live';

describe('pages following the live stream', () => {
  it("read again on every change but judges' presses, which only the scoring console follows", () => {
    expect(perluBacaUlang({ resource: 'skor_tekan', ids: [3], id_kompetisi: 1 })).toBe(false);
    for (const resource of ['skor', 'jadwal', 'bagan', 'lain'] as const)
      expect(perluBacaUlang({ resource, ids: [], id_kompetisi: 1 })).toBe(true);
    expect(perluBacaUlang(SEMUA)).toBe(true);
  });

  it("a console reads judges' presses of its own court only (a change naming no court may be any)", () => {
    expect(untukLapangan({ resource: 'skor_tekan', ids: [3], id_kompetisi: 1 }, 3)).toBe(true);
    expect(untukLapangan({ resource: 'skor_tekan', ids: [4], id_kompetisi: 1 }, 3)).toBe(false);
    expect(untukLapangan(SEMUA, 3)).toBe(true);
  });

  it("the stream's names are one list: the server sends a route's own name as lain, a screen reads a name it does not know as lain", () => {
    for (const nama of NAMA_PERUBAHAN) expect(namaPerubahan(nama)).toBe(nama);
    expect(namaPerubahan('kompetisi/participants/status')).toBe('lain');
    expect(v.parse(perubahanSchema, { resource: 'skor_tekan', ids: [3], id_kompetisi: 1 }).resource).toBe('skor_tekan');
    expect(v.parse(perubahanSchema, { resource: 'matches', ids: [], id_kompetisi: 1, at: 'x' })).toEqual({
      resource: 'lain',
      ids: [],
      id_kompetisi: 1,
      at: 'x',
    });
  });

  it("a judge's press rides with its change; a press the screen cannot read is dropped, and the console reads instead", () => {
    const tekan = { seq: 7, juri: 2, sudut: 'R', teknik: 'kepala', waktu: 1_764_000_000_000, id: 'a', id_match: 'm' };
    expect(v.parse(perubahanSchema, { resource: 'skor_tekan', ids: [3], id_kompetisi: 1, tekan: [tekan] }).tekan).toEqual([tekan]);
    expect(v.parse(perubahanSchema, { resource: 'skor_tekan', ids: [3], id_kompetisi: 1, tekan: [{ ...tekan, sudut: 'X' }] })).toEqual({
      resource: 'skor_tekan',
      ids: [3],
      id_kompetisi: 1,
      tekan: undefined,
    });
  });
});
