import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PENGATURAN_SKOR_BAWAAN } from '../../src/domain/skor';
import { kompetisi, skorPoomsae } from '../../src/server/db/schema';
import { useTestServer } from './helpers/server';
import { hariSiap, partaiLapangan } from './jadwal-fixtures';
import { kodeOf } from './penimbangan-fixtures';

const t = useTestServer({ feed: true });

type Lembar = { juri: number; kesalahan_kecil: number; kesalahan_besar: number; presentasi: [number, number, number] };
/** A panel: per judge [small mistakes, big mistakes, the three presentation parts]. */
const panel = (xs: [number, number, [number, number, number]][]): Lembar[] =>
  xs.map(([k, b, p], i) => ({ juri: i + 1, kesalahan_kecil: k, kesalahan_besar: b, presentasi: p }));
const kirim = (token: string, id: string, json: unknown, key?: string) =>
  t.api('POST', `/api/partai/${id}/poomsae`, { token, json, headers: key ? { 'idempotency-key': key } : undefined });

// Blue, 5 judges: accuracy 3.5 3.7 3.0 3.9 3.6 → drop 3.9 and 3.0 → 3.60; presentation 4.5 5.0 4.2 5.7 4.8 → drop 5.7, 4.2 → 4.77.
const B5 = panel([
  [5, 0, [1.5, 1.5, 1.5]],
  [3, 0, [1.7, 1.7, 1.6]],
  [4, 2, [1.4, 1.4, 1.4]],
  [1, 0, [1.9, 1.9, 1.9]],
  [4, 0, [1.6, 1.6, 1.6]],
]);
// Red, 5 judges: accuracy 3.2 3.3 3.4 3.1 3.3 → 3.27; presentation 4.5 each → 4.50.
const R5 = panel([
  [8, 0, [1.5, 1.5, 1.5]],
  [7, 0, [1.5, 1.5, 1.5]],
  [6, 0, [1.5, 1.5, 1.5]],
  [9, 0, [1.5, 1.5, 1.5]],
  [7, 0, [1.5, 1.5, 1.5]],
]);

describe('Poomsae panel scoring (POST /partai/:id/poomsae)', () => {
  it('5 judges: the highest and lowest dropped, the rest averaged; the winner advances, the bout is SELESAI, the sheets kept; a replay lands once', async () => {
    const s = await hariSiap(t);
    const [pb] = await partaiLapangan(t, s.token.lapB, s.lb);
    const [p1] = await partaiLapangan(t, s.token.lapA, s.la);
    for (const [token, status] of [
      [s.token.lapA, 403],
      [s.token.panitiaB, 404],
      [s.token.pelatih, 403],
      ['', 401],
    ] as const) {
      expect((await kirim(token, pb.id_match, { versi_match: pb.versi_match, juri: { B: B5, R: R5 } })).status, token).toBe(status);
    }
    const ky = await kirim(s.token.lapA, p1.id_match, { versi_match: p1.versi_match, juri: { B: B5, R: R5 } });
    expect([ky.status, kodeOf(ky), ky.body.message]).toEqual([422, 'bukan_poomsae', 'Panel juri hanya untuk partai Poomsae.']);
    const beda = await kirim(s.token.lapB, pb.id_match, { versi_match: pb.versi_match, juri: { B: B5, R: R5.slice(0, 3) } });
    expect([beda.status, beda.body.message]).toEqual([400, 'Nilai B dan R harus dari juri yang sama']);
    const empat = await kirim(s.token.lapB, pb.id_match, { versi_match: pb.versi_match, juri: { B: B5.slice(0, 4), R: R5.slice(0, 4) } });
    expect([empat.status, empat.body.message]).toEqual([400, 'Panel juri Poomsae harus 3, 5 atau 7 juri']);
    const stale = await kirim(s.token.lapB, pb.id_match, { versi_match: pb.versi_match + 3, juri: { B: B5, R: R5 } });
    expect([stale.status, kodeOf(stale)]).toEqual([409, 'konflik_versi']);

    const key = randomUUID();
    const res = await kirim(s.token.lapB, pb.id_match, { versi_match: pb.versi_match, juri: { B: B5, R: R5 } }, key);
    expect(res.status).toBe(200);
    expect(res.body.data.hasil.B).toMatchObject({ akurasi: 3.6, presentasi: 4.77, total: 8.37 });
    expect(res.body.data.hasil.B.juri.map((j: { akurasi_dibuang: boolean }) => j.akurasi_dibuang)).toEqual([
      false,
      false,
      true,
      true,
      false,
    ]);
    expect(res.body.data.hasil.R).toMatchObject({ akurasi: 3.27, presentasi: 4.5, total: 7.77 });
    const pemenang = pb.sudut_a!.id_peserta_kompetisi;
    expect(res.body.data.partai).toMatchObject({ status: 'SELESAI', skor_a: 8.37, skor_b: 7.77, id_pemenang: pemenang, keputusan: 'PTF' });
    const matches = res.body.data.bagan.bagan.matches as Array<{ ronde: number; id_peserta_a: number | null; id_peserta_b: number | null }>;
    expect(matches.some((m) => m.ronde === 2 && (m.id_peserta_a === pemenang || m.id_peserta_b === pemenang))).toBe(true);
    const lagi = await kirim(s.token.lapB, pb.id_match, { versi_match: pb.versi_match, juri: { B: B5, R: R5 } }, key);
    expect(lagi.body).toEqual(res.body);
    const rows = await t.db.select().from(skorPoomsae).where(eq(skorPoomsae.id_match, pb.id_match));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.panel).toEqual({ B: B5, R: R5 });
  });

  it("3 judges (the class's panel): nothing dropped; equal scores go to presentation (SUP); a tie after every step is refused: perform again", async () => {
    const s = await hariSiap(t);
    await t.db
      .update(kompetisi)
      .set({
        pengaturan_skor: { ...PENGATURAN_SKOR_BAWAAN, poomsae_kelas: [{ id_kelas_kejuaraan: s.po.id_kelas, juri: 3, mode: 'nilai' }] },
      })
      .where(eq(kompetisi.id_kompetisi, s.A));
    const ps = await partaiLapangan(t, s.token.lapB, s.lb);
    const [pb, pc] = [ps[0]!, ps[1]!];
    // Both 8.00: B accuracy 3.5 / presentation 4.5, R accuracy 3.7 / presentation 4.3 → B on presentation.
    const B3 = panel([
      [5, 0, [1.5, 1.5, 1.5]],
      [5, 0, [1.5, 1.5, 1.5]],
      [5, 0, [1.5, 1.5, 1.5]],
    ]);
    const R3 = panel([
      [3, 0, [1.5, 1.4, 1.4]],
      [3, 0, [1.5, 1.4, 1.4]],
      [3, 0, [1.5, 1.4, 1.4]],
    ]);
    const sama = await kirim(s.token.lapB, pb.id_match, { versi_match: pb.versi_match, juri: { B: B3, R: B3 } });
    expect([sama.status, kodeOf(sama), sama.body.message]).toEqual([422, 'nilai_sama', 'Nilai sama: ulangi penampilan.']);
    expect(await t.db.select().from(skorPoomsae)).toHaveLength(0);
    const res = await kirim(s.token.lapB, pb.id_match, { versi_match: pb.versi_match, juri: { B: B3, R: R3 } });
    expect(res.status).toBe(200);
    expect(
      res.body.data.hasil.B.juri.every(
        (j: { akurasi_dibuang: boolean; presentasi_dibuang: boolean }) => !j.akurasi_dibuang && !j.presentasi_dibuang,
      ),
    ).toBe(true);
    expect(res.body.data.hasil.knockout).toMatchObject({ pemenang: 'B', cara: 'presentasi', keputusan: 'SUP' });
    expect(res.body.data.partai).toMatchObject({
      status: 'SELESAI',
      skor_a: 8,
      skor_b: 8,
      id_pemenang: pb.sudut_a!.id_peserta_kompetisi,
      keputusan: 'SUP',
    });
    // The competition's admin may enter a panel too; red wins on the score.
    const r2 = await kirim(s.token.panitiaA, pc.id_match, {
      versi_match: pc.versi_match,
      juri: { B: R3.map((j) => ({ ...j, kesalahan_kecil: 9 })), R: R3 },
    });
    expect(r2.body.data.partai).toMatchObject({ id_pemenang: pc.sudut_b!.id_peserta_kompetisi, keputusan: 'PTF' });
  });
});
