import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HASIL_MSG, batalkanHasil, isFreeDraw, terapkanHasil } from '../../src/domain/bagan/hasil';
import { medaliKelas } from '../../src/domain/bagan/medali';
import { matchBerikut } from '../../src/domain/bagan/susun';
import { progresBagan, statusBagan } from '../../src/domain/bagan/status';
import type { MatchBagan, PerubahanHasil } from '../../src/domain/bagan/types';
import { arbBagan, arbPilihan, baganManual, cari, inputDari, mainkanSemua, pemenangDari } from './bagan-hasil-fixtures';

const RUNS = { numRuns: 40 };

const KOLOM = [
  'id_match',
  'ronde',
  'posisi',
  'id_peserta_a',
  'id_peserta_b',
  'skor_a',
  'skor_b',
  'id_pemenang',
  'keputusan',
  'versi',
] as const;
const sama = (x: MatchBagan, y: MatchBagan) => Object.keys(x).length === KOLOM.length && KOLOM.every((k) => x[k] === y[k]);

/** Only the listed matches changed, each with versi + 1; the input list is untouched. */
function cekPerubahan(sebelum: readonly MatchBagan[], r: PerubahanHasil): MatchBagan[] {
  if (!r.ok) throw new Error(r.pesan);
  expect(r.matches).toHaveLength(sebelum.length);
  const salah = sebelum.filter((m, i) => {
    const baru = r.matches[i];
    return r.berubah.includes(m.id_match) ? baru.versi !== m.versi + 1 || sama(baru, { ...m, versi: baru.versi }) : !sama(baru, m);
  });
  expect(salah).toEqual([]);
  return r.matches;
}

const pemenangMatch = (ms: readonly MatchBagan[], ronde: number, posisi: number) => cari(ms, ronde, posisi).id_pemenang;

describe('playing random brackets of 2..128 entries round by round', () => {
  it('corners come from the previous winners; progress, status and medals follow', () => {
    fc.assert(
      fc.property(arbBagan(), fc.array(arbPilihan, { minLength: 1, maxLength: 200 }), ({ peserta, bye, byeDiR }, pilihan) => {
        let ms = baganManual(peserta, bye, byeDiR);
        const n = peserta.length;
        const rondeAkhir = Math.max(...ms.map((m) => m.ronde));
        expect(progresBagan(ms)).toEqual({ selesai: 0, total: n - 1 });
        expect(statusBagan(ms)).toBe('created');
        let dimainkan = 0;
        let i = 0;
        for (let r = 1; r <= rondeAkhir; r += 1) {
          for (const m of ms.filter((x) => x.ronde === r)) {
            if (r > 1) {
              expect(m.id_peserta_a).toBe(pemenangMatch(ms, r - 1, 2 * m.posisi - 1));
              expect(m.id_peserta_b).toBe(pemenangMatch(ms, r - 1, 2 * m.posisi));
            }
            if (isFreeDraw(m)) continue;
            expect(m.id_peserta_a).not.toBeNull();
            expect(m.id_peserta_b).not.toBeNull();
            const p = pilihan[i++ % pilihan.length];
            const sebelum = ms;
            const r1 = terapkanHasil(ms, m.id_match, inputDari(m, p), 'KYORUGI');
            ms = cekPerubahan(sebelum, r1);
            expect(r1.ok && r1.berubah).toEqual(r === rondeAkhir ? [m.id_match] : [m.id_match, matchBerikut(sebelum, m)?.match.id_match]);
            expect(cari(ms, m.ronde, m.posisi).id_pemenang).toBe(pemenangDari(m, p));
            dimainkan += 1;
            expect(progresBagan(ms)).toEqual({ selesai: dimainkan, total: n - 1 });
            expect(statusBagan(ms)).toBe(r === rondeAkhir ? 'completed' : 'in_progress');
          }
        }
        expect(dimainkan).toBe(n - 1);
        const final = cari(ms, rondeAkhir, 1);
        expect(peserta).toContain(final.id_pemenang);
        const medali = medaliKelas(ms);
        expect(medali.emas).toBe(final.id_pemenang);
        expect(medali.perak).toBe(final.id_pemenang === final.id_peserta_a ? final.id_peserta_b : final.id_peserta_a);
        const semiMain = ms.filter((m) => m.ronde === rondeAkhir - 1 && !isFreeDraw(m)).length;
        expect(medali.perunggu).toHaveLength(n === 2 ? 0 : semiMain);
        const semua = [medali.emas, medali.perak, ...medali.perunggu];
        expect(new Set(semua).size).toBe(semua.length);
        for (const id of semua) expect(peserta).toContain(id);
      }),
      RUNS,
    );
  }, 30_000);

  it('a correction is allowed until the next match has a result, refused after; undo then correct works', () => {
    fc.assert(
      fc.property(
        arbBagan(3, 128),
        fc.array(arbPilihan, { minLength: 1, maxLength: 50 }),
        fc.nat(),
        arbPilihan,
        ({ peserta, bye, byeDiR }, pilihan, pilih, koreksi) => {
          let ms = mainkanSemua(baganManual(peserta, bye, byeDiR), pilihan);
          const rondeAkhir = Math.max(...ms.map((m) => m.ronde));
          const calon = ms.filter((m) => m.ronde < rondeAkhir && !isFreeDraw(m));
          const m = calon[pilih % calon.length];
          const berikut = matchBerikut(ms, m);
          if (!berikut) throw new Error('no next match');

          // Locked: both a correction and an undo are refused, and nothing changes.
          const terkunci = { ok: false, kode: 'hasil_terkunci', pesan: HASIL_MSG.terkunci };
          /** A result that flips the winner of x (never the result x already holds). */
          const lain = (x: MatchBagan) => (x.id_pemenang === x.id_peserta_a ? { skor_a: 0, skor_b: 1 } : { skor_a: 1, skor_b: 0 });
          expect(terapkanHasil(ms, m.id_match, lain(m), 'KYORUGI')).toEqual(terkunci);
          expect(batalkanHasil(ms, m.id_match)).toEqual(terkunci);

          // Undo from the final back down to the next match (each undo needs its own next match open).
          const jalur: MatchBagan[] = [];
          for (let x: MatchBagan | undefined = berikut.match; x; x = matchBerikut(ms, x)?.match) jalur.unshift(x);
          for (const x of jalur) {
            if (cari(ms, x.ronde, x.posisi).id_pemenang === null) continue;
            ms = cekPerubahan(ms, batalkanHasil(ms, x.id_match));
          }
          expect(cari(ms, berikut.match.ronde, berikut.match.posisi).id_pemenang).toBeNull();

          // Correct m: the next corner now holds the new winner.
          const sekarang = cari(ms, m.ronde, m.posisi);
          ms = cekPerubahan(ms, terapkanHasil(ms, m.id_match, inputDari(sekarang, koreksi), 'KYORUGI'));
          const next = cari(ms, berikut.match.ronde, berikut.match.posisi);
          expect(next[berikut.sudut === 'a' ? 'id_peserta_a' : 'id_peserta_b']).toBe(pemenangDari(sekarang, koreksi));

          // Undo m, then enter it again.
          ms = cekPerubahan(ms, batalkanHasil(ms, m.id_match));
          expect(cari(ms, m.ronde, m.posisi)).toMatchObject({ skor_a: 0, skor_b: 0, id_pemenang: null, keputusan: null });
          expect(cari(ms, next.ronde, next.posisi)[berikut.sudut === 'a' ? 'id_peserta_a' : 'id_peserta_b']).toBeNull();
          expect(statusBagan(ms)).not.toBe('completed');
          ms = cekPerubahan(ms, terapkanHasil(ms, m.id_match, inputDari(sekarang, koreksi), 'KYORUGI'));
          expect(statusBagan(ms)).toBe('in_progress');

          // Play the next match: m is locked again.
          const n2 = cari(ms, next.ronde, next.posisi);
          ms = cekPerubahan(ms, terapkanHasil(ms, n2.id_match, { skor_a: 1, skor_b: 0 }, 'KYORUGI'));
          expect(terapkanHasil(ms, m.id_match, lain(cari(ms, m.ronde, m.posisi)), 'KYORUGI')).toEqual(terkunci);
          expect(batalkanHasil(ms, m.id_match)).toEqual(terkunci);
        },
      ),
      RUNS,
    );
  }, 30_000);
});
