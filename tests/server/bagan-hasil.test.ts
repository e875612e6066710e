import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { MatchBagan } from '../../src/domain/bagan/types';
import { activityLog, bagan, match } from '../../src/server/db/schema';
import { POOMSAE_CADET_INDIVIDU, type Dunia } from './helpers/peserta';
import { useTestServer } from './helpers/server';
import { batal, dunia, hasil, kelasDenganPeserta, matchesOf, siapMain, simpan, undi } from './bagan-fixtures';

const t = useTestServer();
const logOf = async (action: string) => (await t.db.select().from(activityLog).where(eq(activityLog.action, action))).map((r) => r.details);
const final = (ms: MatchBagan[]) => ms.reduce((x, y) => (y.ronde > x.ronde ? y : x));
const byId = (ms: MatchBagan[], id: string) => ms.find((m) => m.id_match === id)!;

async function drawn(w: Dunia, n: number, kelas?: typeof POOMSAE_CADET_INDIVIDU) {
  const k = await kelasDenganPeserta(t, w, n, kelas ? { kelas } : {});
  const res = await simpan(t, w.token.panitiaA, undi(k.id_kelas, k.entri).body);
  expect(res.status).toBe(201);
  const nama = (id: number | null) => k.entri.find((e) => e.id === id)?.nama;
  return { ...k, data: res.body.data, matches: matchesOf(res.body.data), nama };
}

describe('PUT /api/matches/:id_match and DELETE /api/matches/:id_match/result', () => {
  it('a result moves the winner on at once; correction while the next match has none; then only after undoing it', async () => {
    const w = await dunia(t);
    const { matches, nama } = await drawn(w, 4);
    const [s1, s2] = matches.filter((m) => m.ronde === 1);
    const r1 = await hasil(t, w.token.panitiaA, s1.id_match, { skor_a: 10, skor_b: 7, versi: 0 });
    expect(r1.status).toBe(200);
    expect(r1.body.data).toMatchObject({ bracket_status: 'in_progress', match_selesai: 1, match_total: 3 });
    let ms = matchesOf(r1.body.data);
    expect(byId(ms, s1.id_match)).toMatchObject({ skor_a: 10, skor_b: 7, id_pemenang: s1.id_peserta_a, keputusan: 'PTF', versi: 1 });
    expect(final(ms)).toMatchObject({ id_peserta_a: s1.id_peserta_a, id_peserta_b: null, versi: 1 });
    expect(await logOf('HASIL_MATCH')).toEqual([
      `Hasil Semi Final ${nama(s1.id_peserta_a)} 10–7 ${nama(s1.id_peserta_b)}, pemenang ${nama(s1.id_peserta_a)} (Menang angka (PTF)) — ` +
        'Kyorugi prestasi Cadet Putra Under 45 kg (Kejuaraan A)',
    ]);

    // Correction (a kept result: the competition admin's, with a reason): the other corner wins now; the final's corner follows.
    const c1 = await hasil(t, w.token.panitiaA, s1.id_match, { skor_a: 3, skor_b: 8, versi: 1, alasan: 'Skor tertukar' });
    ms = matchesOf(c1.body.data);
    expect(byId(ms, s1.id_match)).toMatchObject({ id_pemenang: s1.id_peserta_b, versi: 2 });
    expect(final(ms).id_peserta_a).toBe(s1.id_peserta_b);

    // Ties need a winner and a decision.
    const tie = await hasil(t, w.token.panitiaA, s2.id_match, { skor_a: 5, skor_b: 5, versi: 0 });
    expect([tie.status, tie.body.message, tie.body.errors]).toEqual([
      422,
      'Skor seri: pilih pemenang',
      { id_pemenang: 'Skor seri: pilih pemenang' },
    ]);
    const gdp = await hasil(t, w.token.panitiaA, s2.id_match, {
      skor_a: 5,
      skor_b: 5,
      id_pemenang: s2.id_peserta_b,
      keputusan: 'GDP',
      versi: 0,
    });
    ms = matchesOf(gdp.body.data);
    expect(final(ms)).toMatchObject({ id_peserta_a: s1.id_peserta_b, id_peserta_b: s2.id_peserta_b });

    const fin = final(ms);
    const done = await hasil(t, w.token.panitiaA, fin.id_match, { skor_a: 12, skor_b: 2, versi: fin.versi });
    expect(done.body.data).toMatchObject({ bracket_status: 'completed', match_selesai: 3 });
    const locked = await hasil(t, w.token.panitiaA, s1.id_match, { skor_a: 9, skor_b: 1, versi: 2 });
    expect([locked.status, locked.body.message]).toEqual([
      422,
      'Hasil tidak dapat diubah: pertandingan berikutnya sudah memiliki hasil. Batalkan hasil itu dulu.',
    ]);
    expect((await batal(t, w.token.panitiaA, s1.id_match, { versi: 2 })).status).toBe(422);

    const undoFinal = await batal(t, w.token.panitiaA, fin.id_match, { versi: fin.versi + 1, alasan: 'Final diulang' });
    expect(undoFinal.body.data).toMatchObject({ bracket_status: 'in_progress', match_selesai: 2 });
    expect(byId(matchesOf(undoFinal.body.data), fin.id_match)).toMatchObject({ skor_a: 0, skor_b: 0, id_pemenang: null, keputusan: null });
    expect(await logOf('KOREKSI_HASIL_MATCH')).toEqual([
      expect.stringMatching(/^Koreksi hasil Semi Final .* 10–7 .* → Semi Final .* 3–8 .*, alasan: Skor tertukar$/),
      expect.stringMatching(/^Koreksi hasil Final .* 12–2 .*, pemenang .* → dibatalkan — .*, alasan: Final diulang$/),
    ]);
    const fixed = await hasil(t, w.token.panitiaA, s1.id_match, { skor_a: 9, skor_b: 1, versi: 2, alasan: 'Skor tertukar lagi' });
    expect(final(matchesOf(fixed.body.data)).id_peserta_a).toBe(s1.id_peserta_a);
    const [row] = await t.db.select().from(bagan);
    expect([row.status, row.versi]).toEqual(['in_progress', 7]);
  });

  it('a result made on a versi the match no longer has: 409 with the match now; the same result is a 200 with nothing written', async () => {
    const w = await dunia(t);
    const { matches } = await drawn(w, 4);
    const m = matches[0];
    expect((await hasil(t, w.token.panitiaA, m.id_match, { skor_a: 4, skor_b: 1, versi: 0 })).status).toBe(200);
    const other = await hasil(t, w.token.panitiaA, m.id_match, { skor_a: 1, skor_b: 4, versi: 0 });
    expect(other.status).toBe(409);
    expect(other.body).toEqual({
      success: false,
      kode: 'konflik_versi',
      message: 'Hasil pertandingan ini sudah diubah di perangkat lain',
      data: {
        match: { ...m, skor_a: 4, skor_b: 1, id_pemenang: m.id_peserta_a, keputusan: 'PTF', versi: 1 },
        diubah_oleh: 'Panitia panitia-a@uji.id',
        diubah_pada: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    });
    const same = await hasil(t, w.token.panitiaA, m.id_match, { skor_a: 4, skor_b: 1, versi: 0 });
    expect(same.status).toBe(200);
    expect(same.body.data.bagan.versi).toBe(2);
    expect(await logOf('HASIL_MATCH')).toHaveLength(1);
    // Without versi the write is taken as it is (the spec's plain call).
    expect((await hasil(t, w.token.panitiaA, m.id_match, { skor_a: 1, skor_b: 4, alasan: 'Salah sudut' })).status).toBe(200);
    // Undo on a stale versi: 409 while a result stands, 200 once the match has none.
    const staleUndo = await batal(t, w.token.panitiaA, m.id_match, { versi: 1 });
    expect([staleUndo.status, staleUndo.body.data.match.versi]).toEqual([409, 2]);
    expect((await batal(t, w.token.panitiaA, m.id_match, { versi: 2, alasan: 'Partai diulang' })).status).toBe(200);
    const again = await batal(t, w.token.panitiaA, m.id_match, { versi: 2 });
    expect(again.status).toBe(200);
    expect(await logOf('KOREKSI_HASIL_MATCH')).toHaveLength(2);
  });

  it('idempotent replay: the same Idempotency-Key twice is one result', async () => {
    const w = await dunia(t);
    const { matches } = await drawn(w, 4);
    const m = matches[1];
    const key = { 'Idempotency-Key': randomUUID() };
    const a = await hasil(t, w.token.panitiaA, m.id_match, { skor_a: 2, skor_b: 6, versi: 0 }, key);
    const b = await hasil(t, w.token.panitiaA, m.id_match, { skor_a: 2, skor_b: 6, versi: 0 }, key);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.headers.get('idempotent-replayed')).toBe('true');
    expect(b.body).toEqual(a.body);
    expect(await logOf('HASIL_MATCH')).toHaveLength(1);
    const [row] = await t.db.select().from(match).where(eq(match.id_match, m.id_match));
    expect(row.versi).toBe(1);
  });

  it('free draws and waiting matches take no result; bad scores are 400/422 with the field', async () => {
    const w = await dunia(t);
    const { matches } = await drawn(w, 3);
    const bye = matches.find((m) => m.ronde === 1 && (m.id_peserta_a === null || m.id_peserta_b === null))!;
    const res = await hasil(t, w.token.panitiaA, bye.id_match, { skor_a: 1, skor_b: 0 });
    expect([res.status, res.body.message]).toEqual([422, 'Free draw tidak memiliki hasil pertandingan']);
    expect((await batal(t, w.token.panitiaA, bye.id_match)).body.message).toBe('Free draw tidak memiliki hasil pertandingan');
    const waiting = final(matches);
    expect((await hasil(t, w.token.panitiaA, waiting.id_match, { skor_a: 1, skor_b: 0 })).body.message).toBe(
      'Pertandingan belum lengkap: menunggu pemenang pertandingan sebelumnya',
    );
    const play = siapMain(matches)!;
    const neg = await hasil(t, w.token.panitiaA, play.id_match, { skor_a: -1, skor_b: 0 });
    expect([neg.status, neg.body.errors]).toEqual([400, { skor_a: 'Skor harus berupa angka 0 atau lebih' }]);
    expect((await hasil(t, w.token.panitiaA, play.id_match, { skor_a: 1, skor_b: 0, keputusan: 'XYZ' })).body.errors).toEqual({
      keputusan: 'Keputusan tidak valid',
    });
    const decimal = await hasil(t, w.token.panitiaA, play.id_match, { skor_a: 8.5, skor_b: 0 });
    expect([decimal.status, decimal.body.errors]).toEqual([422, { skor_a: 'Skor Kyorugi harus bilangan bulat' }]);
    expect((await hasil(t, w.token.panitiaA, play.id_match, { skor_a: 1, skor_b: 0, versi: -1 })).status).toBe(400);
    expect((await t.api('PUT', `/api/matches/${play.id_match}`, { token: w.token.panitiaA, raw: '[1,2]' })).status).toBe(400);
  });

  it('Poomsae scores are decimals; an empty score counts as 0', async () => {
    const w = await dunia(t);
    const { matches } = await drawn(w, 2, POOMSAE_CADET_INDIVIDU);
    const [m] = matches;
    const res = await hasil(t, w.token.panitiaA, m.id_match, { skor_a: '8,45', skor_b: '' });
    expect(res.status).toBe(200);
    expect(byId(matchesOf(res.body.data), m.id_match)).toMatchObject({ skor_a: 8.45, skor_b: 0, id_pemenang: m.id_peserta_a });
    expect(res.body.data.bracket_status).toBe('completed');
    const [row] = await t.db.select().from(match).where(eq(match.id_match, m.id_match));
    expect(row.skor_a).toBe(8.45);
    expect((await hasil(t, w.token.panitiaA, m.id_match, { skor_a: 10.5, skor_b: 0, versi: 1 })).body.message).toBe(
      'Skor Poomsae maksimal 10',
    );
  });
});
