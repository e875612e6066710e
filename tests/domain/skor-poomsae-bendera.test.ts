import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  ISI_JURI_POOMSAE_SCHEMA,
  JURI_POOMSAE_MSG,
  KIRIM_JURI_POOMSAE_SCHEMA,
  KIRIM_POOMSAE_MSG,
  KIRIM_POOMSAE_SCHEMA,
  POOMSAE_MSG,
  benderaKeBagan,
  benderaPoomsae,
  hasilPoomsaeKeBagan,
  hitungPoomsae,
  isiJuriPoomsae,
  panelSesuai,
  type NilaiJuri,
  type Sudut,
} from '../../src/domain/skor';

const pesan = (s: v.GenericSchema, x: unknown) => {
  const r = v.safeParse(s, x);
  return r.success ? null : r.issues[0].message;
};
const j = (juri: number, kecil: number): NilaiJuri => ({ juri, kesalahan_kecil: kecil, kesalahan_besar: 0, presentasi: [1.5, 1.5, 1.5] });
const sudut = { id_peserta_a: 11, id_peserta_b: 22 };

describe('Poomsae bendera mode', () => {
  it('the tablet body: without mode it is nilai (as before), bendera carries one flag per judge of an odd panel', () => {
    const nilai = v.parse(KIRIM_POOMSAE_SCHEMA, {
      versi_match: 1,
      juri: { B: [j(1, 1), j(2, 2), j(3, 3)], R: [j(1, 2), j(2, 2), j(3, 2)] },
    });
    expect(nilai.mode).toBe('nilai');
    const bendera = v.parse(KIRIM_POOMSAE_SCHEMA, { mode: 'bendera', versi_match: 1, bendera: ['B', 'R', 'R'] });
    expect(bendera).toEqual({ mode: 'bendera', versi_match: 1, bendera: ['B', 'R', 'R'] });
    expect(pesan(KIRIM_POOMSAE_SCHEMA, { mode: 'suara', versi_match: 1, bendera: ['B'] })).toBe(KIRIM_POOMSAE_MSG.mode);
    expect(pesan(KIRIM_POOMSAE_SCHEMA, { mode: 'bendera', versi_match: 1, bendera: ['B', 'R'] })).toBe(POOMSAE_MSG.panel);
    expect(pesan(KIRIM_POOMSAE_SCHEMA, { mode: 'bendera', versi_match: 1, bendera: ['B', 'R', 'hijau'] })).toBe(POOMSAE_MSG.bendera);
    expect(pesan(KIRIM_POOMSAE_SCHEMA, { mode: 'bendera', versi_match: 1 })).toBe(KIRIM_POOMSAE_MSG.tidakLengkap);
    expect(pesan(KIRIM_POOMSAE_SCHEMA, { mode: 'bendera', versi_match: -1, bendera: ['B', 'R', 'R'] })).toBe(KIRIM_POOMSAE_MSG.versiMatch);
  });

  it("the majority of flags wins PTF, the flag counts are the scores; the panel must be the class's size and mode", () => {
    const h = hitungPoomsae(v.parse(KIRIM_POOMSAE_SCHEMA, { mode: 'bendera', versi_match: 1, bendera: ['R', 'B', 'R', 'R', 'B'] }));
    expect(h).toMatchObject({ mode: 'bendera', pemenang: 'R', skor_a: 2, skor_b: 3 });
    expect(hasilPoomsaeKeBagan(h, sudut)).toEqual({ skor_a: 2, skor_b: 3, id_pemenang: 22, keputusan: 'PTF' });
    expect(benderaKeBagan(benderaPoomsae(['B', 'B', 'R']), { id_peserta_a: null, id_peserta_b: 22 })).toBeNull();
    const k = v.parse(KIRIM_POOMSAE_SCHEMA, { mode: 'bendera', versi_match: 1, bendera: ['R', 'B', 'R'] });
    expect([
      panelSesuai(k, { juri: 3, mode: 'bendera' }),
      panelSesuai(k, { juri: 5, mode: 'bendera' }),
      panelSesuai(k, { juri: 3, mode: 'nilai' }),
    ]).toEqual([true, false, false]);
    expect(KIRIM_POOMSAE_MSG.panelKelas({ juri: 5, mode: 'bendera' })).toBe(
      'Kelas ini dinilai 5 juri dengan bendera; muat ulang panel dan isi lagi.',
    );
  });

  it("property: any odd panel of flags has a winner, the corner with more flags, and the bracket names that corner's entry", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(3, 5, 7).chain((n) => fc.array(fc.constantFrom<Sudut>('B', 'R'), { minLength: n, maxLength: n })),
        (flags) => {
          const h = benderaPoomsae(flags);
          const b = flags.filter((x) => x === 'B').length;
          expect(h.pemenang).toBe(b * 2 > flags.length ? 'B' : 'R');
          const bagan = benderaKeBagan(h, sudut)!;
          expect(bagan.skor_a + bagan.skor_b).toBe(flags.length);
          expect(bagan.id_pemenang).toBe(h.pemenang === 'B' ? 11 : 22);
          expect(bagan.skor_a > bagan.skor_b).toBe(h.pemenang === 'B');
        },
      ),
    );
  });

  it("a judge's phone sends the two sheets (seat from the link) or one flag; stored with the seat number", () => {
    const lembar = { kesalahan_kecil: 2, kesalahan_besar: 1, presentasi: [1.6, 1.7, 1.8] };
    const kirim = v.parse(KIRIM_JURI_POOMSAE_SCHEMA, { B: lembar, R: { ...lembar, kesalahan_kecil: 0 } });
    const isi = isiJuriPoomsae(4, kirim);
    expect(isi).toEqual({ mode: 'nilai', B: { juri: 4, ...lembar }, R: { juri: 4, ...lembar, kesalahan_kecil: 0 } });
    expect(v.is(ISI_JURI_POOMSAE_SCHEMA, isi)).toBe(true);
    expect(isiJuriPoomsae(2, v.parse(KIRIM_JURI_POOMSAE_SCHEMA, { mode: 'bendera', bendera: 'R' }))).toEqual({
      mode: 'bendera',
      bendera: 'R',
    });
    expect(pesan(KIRIM_JURI_POOMSAE_SCHEMA, { mode: 'bendera', bendera: 'X' })).toBe(JURI_POOMSAE_MSG.bendera);
    expect(pesan(KIRIM_JURI_POOMSAE_SCHEMA, { B: lembar })).toBe(JURI_POOMSAE_MSG.tidakLengkap);
    expect(pesan(KIRIM_JURI_POOMSAE_SCHEMA, { B: lembar, R: { ...lembar, presentasi: [2.1, 1, 1] } })).toBe(POOMSAE_MSG.presentasi);
    expect(pesan(KIRIM_JURI_POOMSAE_SCHEMA, { mode: 'x', bendera: 'B' })).toBe(JURI_POOMSAE_MSG.mode);
  });
});
