import { describe, expect, it } from 'vitest';
import { HASIL_MSG, batalkanHasil, terapkanHasil } from '../../src/domain/bagan/hasil';
import { KOREKSI_MSG, cekAksesKoreksi, cekAlasanKoreksi, perluKoreksi } from '../../src/domain/bagan/hasil-koreksi';
import type { MatchBagan } from '../../src/domain/bagan/types';
import { baganManual, cari } from './bagan-hasil-fixtures';

/** 1–2, 3–4, 5–6, 7–8; semi finals (winner 1/2 – winner 3/4), (winner 5/6 – winner 7/8); final. */
const delapan = () => baganManual([1, 2, 3, 4, 5, 6, 7, 8], []);

function main(ms: MatchBagan[], ronde: number, posisi: number, skor_a: number, skor_b: number): MatchBagan[] {
  const r = terapkanHasil(ms, cari(ms, ronde, posisi).id_match, { skor_a, skor_b }, 'KYORUGI');
  if (!r.ok) throw new Error(r.pesan);
  return r.matches;
}

/** Both first-round bouts of the first semi final played: 1 and 3 meet there. */
const semiSiap = () => main(main(delapan(), 1, 1, 3, 1), 1, 2, 2, 0);

describe('the lock: a result moves the bracket only while the next bout has not started', () => {
  it('the next bout not started: a new winner and an undo move the bracket', () => {
    const ms = semiSiap();
    const belum = { label: 'A-5', mulai: false };
    const r = terapkanHasil(ms, cari(ms, 1, 1).id_match, { skor_a: 0, skor_b: 4 }, 'KYORUGI', belum);
    expect(r.ok && cari(r.matches, 2, 1).id_peserta_a).toBe(2);
    const u = batalkanHasil(ms, cari(ms, 1, 1).id_match, belum);
    expect(u.ok && cari(u.matches, 2, 1).id_peserta_a).toBeNull();
  });

  it('the next bout called, on the mat or scored: refused, naming the bout to undo first', () => {
    const ms = semiSiap();
    const mulai = { label: 'A-5', mulai: true };
    const tolak = {
      ok: false,
      kode: 'hasil_terkunci',
      pesan: 'Partai berikutnya A-5 (Semifinal) sudah dimulai: batalkan dulu partai itu.',
    };
    expect(terapkanHasil(ms, cari(ms, 1, 1).id_match, { skor_a: 0, skor_b: 4 }, 'KYORUGI', mulai)).toEqual(tolak);
    expect(batalkanHasil(ms, cari(ms, 1, 1).id_match, mulai)).toEqual(tolak);
    // A bout on no court that started is still named by its round.
    expect(batalkanHasil(ms, cari(ms, 1, 1).id_match, { label: null, mulai: true })).toMatchObject({
      pesan: 'Pertandingan berikutnya (Semifinal) sudah dimulai: batalkan dulu partai itu.',
    });
    // An input the rules refuse is told the lock first.
    expect(terapkanHasil(ms, cari(ms, 1, 1).id_match, { skor_a: 2, skor_b: 2 }, 'KYORUGI', mulai)).toEqual(tolak);
  });

  it('a score fixed under the same winner moves nothing, so it is never locked', () => {
    const ms = main(semiSiap(), 2, 1, 5, 0);
    const r = terapkanHasil(ms, cari(ms, 1, 1).id_match, { skor_a: 9, skor_b: 1 }, 'KYORUGI', { label: 'A-5', mulai: true });
    if (!r.ok) throw new Error(r.pesan);
    expect(r.berubah).toEqual([cari(ms, 1, 1).id_match]);
    expect(cari(r.matches, 1, 1)).toMatchObject({ skor_a: 9, skor_b: 1, id_pemenang: 1 });
  });

  it('the next match with a result: named when its bout is known, else the plain message', () => {
    const ms = main(semiSiap(), 2, 1, 5, 0);
    const id = cari(ms, 1, 1).id_match;
    expect(terapkanHasil(ms, id, { skor_a: 0, skor_b: 4 }, 'KYORUGI', { label: 'A-5', mulai: true })).toEqual({
      ok: false,
      kode: 'hasil_terkunci',
      pesan: 'Hasil tidak dapat diubah: partai berikutnya A-5 (Semifinal) sudah memiliki hasil. Batalkan hasil itu dulu.',
    });
    expect(batalkanHasil(ms, id)).toEqual({ ok: false, kode: 'hasil_terkunci', pesan: HASIL_MSG.terkunci });
  });

  it('the final has no next bout: always open', () => {
    let ms = main(main(semiSiap(), 1, 3, 1, 0), 1, 4, 1, 0);
    ms = main(main(ms, 2, 1, 1, 0), 2, 2, 1, 0);
    ms = main(ms, 3, 1, 1, 0);
    expect(batalkanHasil(ms, cari(ms, 3, 1).id_match, { label: 'A-7', mulai: true }).ok).toBe(true);
  });
});

describe('a kept result changes only as a correction', () => {
  const ms = semiSiap();
  const m = cari(ms, 1, 1);

  it('a first result and the same result again are no corrections; another result or an undo are', () => {
    expect(perluKoreksi(cari(ms, 2, 1), { skor_a: 1, skor_b: 0 })).toBe(false);
    expect(perluKoreksi(m, { skor_a: 3, skor_b: 1 })).toBe(false);
    expect(perluKoreksi(m, { skor_a: 3, skor_b: 2 })).toBe(true);
    expect(perluKoreksi(m, null)).toBe(true);
  });

  it('only who may correct, and with a reason of 5 characters or more', () => {
    expect(cekAksesKoreksi(false)).toEqual({ ok: false, kode: 'akses_ditolak', pesan: KOREKSI_MSG.bukanAdmin });
    expect(cekAksesKoreksi(true)).toBeNull();
    for (const alasan of [null, undefined, '', '  abc  ']) {
      expect(cekAlasanKoreksi(alasan)).toEqual({
        ok: false,
        kode: 'alasan_koreksi_wajib',
        pesan: KOREKSI_MSG.alasanWajib,
        field: 'alasan',
      });
    }
    expect(cekAlasanKoreksi('Salah sudut')).toBeNull();
  });
});
