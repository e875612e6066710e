import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HASIL_MSG, batalkanHasil, cekInputHasil, isFreeDraw, samaHasil, terapkanHasil } from '../../src/domain/bagan/hasil';
import { progresBagan, statusBagan } from '../../src/domain/bagan/status';
import { KEPUTUSAN, KEPUTUSAN_SERI, type MatchBagan } from '../../src/domain/bagan/types';
import { baganManual, cari } from './bagan-hasil-fixtures';

/** 1–2, 3–4, 5–6, 7 free draw; round 2: (winner 1/2 – winner 3/4), (winner 5/6 – 7); final. */
const tujuh = () => baganManual([1, 2, 3, 4, 5, 6, 7], [3]);
const m11 = (ms: MatchBagan[]) => cari(ms, 1, 1);

const terapkan = (
  ms: MatchBagan[],
  m: MatchBagan,
  input: Parameters<typeof terapkanHasil>[2],
  cabang: 'KYORUGI' | 'POOMSAE' = 'KYORUGI',
) => {
  const r = terapkanHasil(ms, m.id_match, input, cabang);
  if (!r.ok) throw new Error(r.pesan);
  return r;
};

describe('cekInputHasil: who wins', () => {
  const m = m11(tujuh());

  it('different scores: the higher wins, decision PTF unless another is chosen', () => {
    expect(cekInputHasil(m, { skor_a: 5, skor_b: 3 }, 'KYORUGI')).toEqual({ ok: true, id_pemenang: 1, keputusan: 'PTF' });
    expect(cekInputHasil(m, { skor_a: 0, skor_b: 1 }, 'KYORUGI')).toEqual({ ok: true, id_pemenang: 2, keputusan: 'PTF' });
    expect(cekInputHasil(m, { skor_a: 12, skor_b: 0, id_pemenang: 1, keputusan: 'PTG' }, 'KYORUGI')).toEqual({
      ok: true,
      id_pemenang: 1,
      keputusan: 'PTG',
    });
    expect(cekInputHasil(m, { skor_a: 2, skor_b: 3, id_pemenang: null, keputusan: null }, 'KYORUGI')).toEqual({
      ok: true,
      id_pemenang: 2,
      keputusan: 'PTF',
    });
  });

  it('refuses a chosen winner that is not the higher score (unless the referee or gam-jeoms ended the bout), and strangers', () => {
    for (const keputusan of [undefined, 'PTF', 'PTG', 'SUP', 'GDP'] as const) {
      expect(cekInputHasil(m, { skor_a: 5, skor_b: 3, id_pemenang: 2, keputusan }, 'KYORUGI')).toEqual({
        ok: false,
        pesan: HASIL_MSG.pemenangSkor,
        field: 'id_pemenang',
      });
    }
    expect(cekInputHasil(m, { skor_a: 5, skor_b: 3, id_pemenang: 9 }, 'KYORUGI')).toEqual({
      ok: false,
      pesan: HASIL_MSG.pemenangBukanPeserta,
      field: 'id_pemenang',
    });
    expect(cekInputHasil(m, { skor_a: 5, skor_b: 3, keputusan: 'XYZ' as never }, 'KYORUGI')).toEqual({
      ok: false,
      pesan: HASIL_MSG.keputusan,
      field: 'keputusan',
    });
  });

  it("SUP with any scores: the referee's superiority may decide the last round of a bout won on rounds", () => {
    expect(cekInputHasil(m, { skor_a: 5, skor_b: 3, keputusan: 'SUP' }, 'KYORUGI')).toEqual({ ok: true, id_pemenang: 1, keputusan: 'SUP' });
    expect(cekInputHasil(m, { skor_a: 1, skor_b: 2, id_pemenang: 2, keputusan: 'SUP' }, 'KYORUGI')).toEqual({
      ok: true,
      id_pemenang: 2,
      keputusan: 'SUP',
    });
  });

  it('WDR, DSQ, PUN and RSC may give the bout to the corner with fewer points or rounds', () => {
    for (const keputusan of ['WDR', 'DSQ', 'PUN', 'RSC'] as const) {
      expect(cekInputHasil(m, { skor_a: 1, skor_b: 0, id_pemenang: 2, keputusan }, 'KYORUGI')).toEqual({
        ok: true,
        id_pemenang: 2,
        keputusan,
      });
      expect(cekInputHasil(m, { skor_a: 2, skor_b: 1, keputusan }, 'KYORUGI')).toEqual({ ok: true, id_pemenang: 1, keputusan });
    }
    expect(cekInputHasil(m, { skor_a: 0, skor_b: 0, id_pemenang: 1, keputusan: 'PUN' }, 'KYORUGI')).toEqual({
      ok: true,
      id_pemenang: 1,
      keputusan: 'PUN',
    });
    expect(KEPUTUSAN).toContain('GDP');
  });

  it('a tie (0–0 too) never picks a winner: the winner and a tie decision are required', () => {
    for (const skor of [0, 4]) {
      expect(cekInputHasil(m, { skor_a: skor, skor_b: skor }, 'KYORUGI')).toEqual({
        ok: false,
        pesan: HASIL_MSG.seriPemenang,
        field: 'id_pemenang',
      });
      expect(cekInputHasil(m, { skor_a: skor, skor_b: skor, id_pemenang: 2 }, 'KYORUGI')).toEqual({
        ok: false,
        pesan: HASIL_MSG.seriKeputusan,
        field: 'keputusan',
      });
      for (const k of KEPUTUSAN.filter((x) => !KEPUTUSAN_SERI.includes(x))) {
        expect(cekInputHasil(m, { skor_a: skor, skor_b: skor, id_pemenang: 2, keputusan: k }, 'KYORUGI')).toEqual({
          ok: false,
          pesan: HASIL_MSG.seriKeputusan,
          field: 'keputusan',
        });
      }
      for (const k of KEPUTUSAN_SERI) {
        expect(cekInputHasil(m, { skor_a: skor, skor_b: skor, id_pemenang: 2, keputusan: k }, 'KYORUGI')).toEqual({
          ok: true,
          id_pemenang: 2,
          keputusan: k,
        });
      }
    }
  });

  it('only a match with both corners filled gets a result', () => {
    const ms = tujuh();
    expect(isFreeDraw(cari(ms, 1, 4))).toBe(true);
    expect(isFreeDraw(cari(ms, 2, 2))).toBe(false);
    expect(isFreeDraw(m11(ms))).toBe(false);
    expect(cekInputHasil(cari(ms, 1, 4), { skor_a: 1, skor_b: 0 }, 'KYORUGI')).toEqual({ ok: false, pesan: HASIL_MSG.freeDraw });
    expect(cekInputHasil(cari(ms, 2, 2), { skor_a: 1, skor_b: 0 }, 'KYORUGI')).toEqual({ ok: false, pesan: HASIL_MSG.menunggu });
    expect(cekInputHasil(cari(ms, 3, 1), { skor_a: 1, skor_b: 0 }, 'KYORUGI')).toEqual({ ok: false, pesan: HASIL_MSG.menunggu });
  });
});

describe('cekInputHasil: scores', () => {
  const m = m11(tujuh());
  const skor = (skor_a: number, skor_b: number, cabang: 'KYORUGI' | 'POOMSAE') => cekInputHasil(m, { skor_a, skor_b }, cabang);

  it('numbers ≥ 0; Kyorugi whole numbers', () => {
    expect(skor(-1, 0, 'KYORUGI')).toEqual({ ok: false, pesan: HASIL_MSG.skor, field: 'skor_a' });
    expect(skor(0, Number.NaN, 'KYORUGI')).toEqual({ ok: false, pesan: HASIL_MSG.skor, field: 'skor_b' });
    expect(skor(Number.POSITIVE_INFINITY, 0, 'POOMSAE')).toEqual({ ok: false, pesan: HASIL_MSG.skor, field: 'skor_a' });
    expect(cekInputHasil(m, { skor_a: '3' as never, skor_b: 0 }, 'KYORUGI')).toEqual({ ok: false, pesan: HASIL_MSG.skor, field: 'skor_a' });
    expect(skor(3.5, 1, 'KYORUGI')).toEqual({ ok: false, pesan: HASIL_MSG.skorBulat, field: 'skor_a' });
    expect(skor(3, 100_000, 'KYORUGI')).toEqual({ ok: false, pesan: HASIL_MSG.skorMaks, field: 'skor_b' });
    expect(skor(24, 31, 'KYORUGI')).toMatchObject({ ok: true, id_pemenang: 2 });
  });

  it('Poomsae: at most 10 and at most 2 decimals', () => {
    expect(skor(8.45, 8.4, 'POOMSAE')).toEqual({ ok: true, id_pemenang: 1, keputusan: 'PTF' });
    expect(skor(7.1, 10, 'POOMSAE')).toEqual({ ok: true, id_pemenang: 2, keputusan: 'PTF' });
    expect(skor(0.07, 0, 'POOMSAE')).toMatchObject({ ok: true, id_pemenang: 1 });
    expect(skor(8.455, 8, 'POOMSAE')).toEqual({ ok: false, pesan: HASIL_MSG.skorPoomsaeDesimal, field: 'skor_a' });
    expect(skor(8, 10.01, 'POOMSAE')).toEqual({ ok: false, pesan: HASIL_MSG.skorPoomsaeMaks, field: 'skor_b' });
    expect(skor(11, 8, 'POOMSAE')).toEqual({ ok: false, pesan: HASIL_MSG.skorPoomsaeMaks, field: 'skor_a' });
    expect(cekInputHasil(m, { skor_a: 8.3, skor_b: 8.3, id_pemenang: 2, keputusan: 'SUP' }, 'POOMSAE')).toEqual({
      ok: true,
      id_pemenang: 2,
      keputusan: 'SUP',
    });
  });

  it('every two-decimal Poomsae score typed as text is accepted, a third decimal refused', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 1, max: 9 }), (ratus, ketiga) => {
        const teks = (ratus / 100).toFixed(2);
        expect(cekInputHasil(m, { skor_a: Number(teks), skor_b: 0, id_pemenang: 1, keputusan: 'GDP' }, 'POOMSAE').ok).toBe(true);
        if (ratus < 1000) {
          expect(skor(Number(`${teks}${ketiga}`), 0, 'POOMSAE')).toEqual({
            ok: false,
            pesan: HASIL_MSG.skorPoomsaeDesimal,
            field: 'skor_a',
          });
        }
      }),
    );
  });
});

describe('terapkanHasil and batalkanHasil', () => {
  it('the winner moves on at once; the match and the next one get versi + 1, nothing else changes', () => {
    const ms = tujuh();
    const salinan = structuredClone(ms);
    const r = terapkan(ms, m11(ms), { skor_a: 2, skor_b: 7 });
    expect(ms).toEqual(salinan);
    expect(r.berubah).toEqual([m11(ms).id_match, cari(ms, 2, 1).id_match]);
    expect(m11(r.matches)).toMatchObject({ skor_a: 2, skor_b: 7, id_pemenang: 2, keputusan: 'PTF', versi: 1 });
    expect(cari(r.matches, 2, 1)).toMatchObject({ id_peserta_a: 2, id_peserta_b: null, versi: 1 });
    expect(r.matches.filter((m) => !r.berubah.includes(m.id_match))).toEqual(ms.filter((m) => !r.berubah.includes(m.id_match)));
    expect(statusBagan(r.matches)).toBe('in_progress');
    expect(progresBagan(r.matches)).toEqual({ selesai: 1, total: 6 });
  });

  it('a correction replaces the winner in the next corner; a score-only correction leaves the next match alone', () => {
    let ms = terapkan(tujuh(), m11(tujuh()), { skor_a: 2, skor_b: 7 }).matches;
    let r = terapkan(ms, m11(ms), { skor_a: 9, skor_b: 7 });
    expect(r.berubah).toHaveLength(2);
    expect(cari(r.matches, 2, 1)).toMatchObject({ id_peserta_a: 1, versi: 2 });
    ms = r.matches;
    r = terapkan(ms, m11(ms), { skor_a: 10, skor_b: 7, keputusan: 'PTG' });
    expect(r.berubah).toEqual([m11(ms).id_match]);
    expect(m11(r.matches)).toMatchObject({ skor_a: 10, keputusan: 'PTG', versi: 3 });
    expect(cari(r.matches, 2, 1)).toEqual(cari(ms, 2, 1));
  });

  it('the same result again is accepted and changes nothing', () => {
    const ms = terapkan(tujuh(), m11(tujuh()), { skor_a: 1, skor_b: 1, id_pemenang: 1, keputusan: 'GDP' }).matches;
    expect(samaHasil(m11(ms), { skor_a: 1, skor_b: 1, id_pemenang: 1, keputusan: 'GDP' })).toBe(true);
    expect(samaHasil(m11(ms), { skor_a: 1, skor_b: 1, id_pemenang: 1, keputusan: 'WDR' })).toBe(false);
    expect(samaHasil(m11(ms), { skor_a: 1, skor_b: 1, id_pemenang: 2, keputusan: 'GDP' })).toBe(false);
    expect(samaHasil(m11(ms), { skor_a: 2, skor_b: 1 })).toBe(false);
    expect(terapkan(ms, m11(ms), { skor_a: 1, skor_b: 1, id_pemenang: 1, keputusan: 'GDP' })).toEqual({
      ok: true,
      matches: ms,
      berubah: [],
    });
    const ms2 = terapkan(ms, m11(ms), { skor_a: 3, skor_b: 1 }).matches;
    expect(samaHasil(m11(ms2), { skor_a: 3, skor_b: 1 })).toBe(true);
    expect(samaHasil(m11(ms2), { skor_a: 3, skor_b: 1, id_pemenang: 1, keputusan: 'PTF' })).toBe(true);
    expect(samaHasil(m11(ms2), { skor_a: 3, skor_b: 1, keputusan: 'PTG' })).toBe(false);
    expect(samaHasil(m11(tujuh()), { skor_a: 0, skor_b: 0 })).toBe(false);
    expect(samaHasil(cari(tujuh(), 1, 4), { skor_a: 0, skor_b: 0, id_pemenang: 7 })).toBe(false);
  });

  it('unknown match 404; refused input 422 with its field', () => {
    const ms = tujuh();
    expect(terapkanHasil(ms, 'nope', { skor_a: 1, skor_b: 0 }, 'KYORUGI')).toEqual({
      ok: false,
      kode: 'tidak_ditemukan',
      pesan: 'Pertandingan tidak ditemukan',
    });
    expect(batalkanHasil(ms, 'nope')).toEqual({ ok: false, kode: 'tidak_ditemukan', pesan: 'Pertandingan tidak ditemukan' });
    expect(terapkanHasil(ms, m11(ms).id_match, { skor_a: 1, skor_b: 1 }, 'KYORUGI')).toEqual({
      ok: false,
      kode: 'hasil_tidak_sah',
      pesan: HASIL_MSG.seriPemenang,
      field: 'id_pemenang',
    });
    expect(terapkanHasil(ms, cari(ms, 1, 4).id_match, { skor_a: 1, skor_b: 0 }, 'KYORUGI')).toEqual({
      ok: false,
      kode: 'hasil_tidak_sah',
      pesan: HASIL_MSG.freeDraw,
    });
    expect(batalkanHasil(ms, cari(ms, 1, 4).id_match)).toEqual({ ok: false, kode: 'hasil_tidak_sah', pesan: HASIL_MSG.freeDraw });
  });

  it('locked once the next match has a result; undo that first, then correct', () => {
    let ms = tujuh();
    ms = terapkan(ms, m11(ms), { skor_a: 3, skor_b: 1 }).matches;
    ms = terapkan(ms, cari(ms, 1, 2), { skor_a: 0, skor_b: 4 }).matches;
    ms = terapkan(ms, cari(ms, 2, 1), { skor_a: 5, skor_b: 6 }).matches;
    const terkunci = {
      ok: false,
      kode: 'hasil_terkunci',
      pesan: 'Hasil tidak dapat diubah: pertandingan berikutnya sudah memiliki hasil. Batalkan hasil itu dulu.',
    };
    expect(terapkanHasil(ms, m11(ms).id_match, { skor_a: 0, skor_b: 3 }, 'KYORUGI')).toEqual(terkunci);
    expect(batalkanHasil(ms, m11(ms).id_match)).toEqual(terkunci);

    const batal = batalkanHasil(ms, cari(ms, 2, 1).id_match);
    if (!batal.ok) throw new Error(batal.pesan);
    expect(batal.berubah).toEqual([cari(ms, 2, 1).id_match, cari(ms, 3, 1).id_match]);
    expect(cari(batal.matches, 3, 1)).toMatchObject({ id_peserta_a: null, id_peserta_b: null });
    expect(cari(batal.matches, 2, 1)).toMatchObject({
      id_peserta_a: 1,
      id_peserta_b: 4,
      skor_a: 0,
      skor_b: 0,
      id_pemenang: null,
      keputusan: null,
    });
    ms = terapkan(batal.matches, m11(batal.matches), { skor_a: 0, skor_b: 3 }).matches;
    expect(cari(ms, 2, 1)).toMatchObject({ id_peserta_a: 2, id_peserta_b: 4 });
  });

  it('undo clears the result and takes the winner out of the next corner; undo of nothing changes nothing', () => {
    let ms = terapkan(tujuh(), m11(tujuh()), { skor_a: 3, skor_b: 1 }).matches;
    const r = batalkanHasil(ms, m11(ms).id_match);
    if (!r.ok) throw new Error(r.pesan);
    expect(r.berubah).toEqual([m11(ms).id_match, cari(ms, 2, 1).id_match]);
    expect(m11(r.matches)).toMatchObject({ skor_a: 0, skor_b: 0, id_pemenang: null, keputusan: null, versi: 2 });
    expect(cari(r.matches, 2, 1)).toMatchObject({ id_peserta_a: null, versi: 2 });
    expect(statusBagan(r.matches)).toBe('created');
    ms = r.matches;
    expect(batalkanHasil(ms, m11(ms).id_match)).toEqual({ ok: true, matches: ms, berubah: [] });
  });

  it('the final: result completes the bracket, undo reopens it', () => {
    let ms = baganManual([5, 6]);
    expect(statusBagan(ms)).toBe('created');
    expect(progresBagan(ms)).toEqual({ selesai: 0, total: 1 });
    const r = terapkan(ms, ms[0], { skor_a: 0, skor_b: 0, id_pemenang: 6, keputusan: 'DSQ' });
    expect(r.berubah).toEqual([ms[0].id_match]);
    ms = r.matches;
    expect(statusBagan(ms)).toBe('completed');
    expect(progresBagan(ms)).toEqual({ selesai: 1, total: 1 });
    const batal = batalkanHasil(ms, ms[0].id_match);
    expect(batal.ok && statusBagan(batal.matches)).toBe('created');
  });
});
