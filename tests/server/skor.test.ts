import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ChangeEvent } from '../../src/domain/schemas/change-event';
import { useTestServer } from './helpers/server';
import { hariSiap, partaiLapangan } from './jadwal-fixtures';
import { kodeOf } from './penimbangan-fixtures';
import { type Isi, T0, log, ronde } from './skor-log-fixtures';

const t = useTestServer({ feed: true });

const kirim = (token: string, id: string, kejadian: unknown, key?: string) =>
  t.api('POST', `/api/partai/${id}/kejadian`, { token, json: { kejadian }, headers: key ? { 'idempotency-key': key } : undefined });
const hasilSkor = (token: string, id: string, versi_match: number) =>
  t.api('POST', `/api/partai/${id}/hasil-skor`, { token, json: { versi_match } });
const baca = (token: string, id: string) => t.api('GET', `/api/partai/${id}/kejadian`, { token });

async function heard(run: () => Promise<void>): Promise<ChangeEvent[]> {
  const seen: ChangeEvent[] = [];
  const off = t.feed.subscribe((e) => seen.push(e));
  try {
    await run();
  } finally {
    off();
  }
  return seen;
}

describe("the bout's scoring log (/partai/:id/kejadian, /partai/:id/hasil-skor)", () => {
  it("court staff of the bout's court and the competition's admin only; a bout on no court 404, Poomsae 422", async () => {
    const s = await hariSiap(t);
    const [p1] = await partaiLapangan(t, s.token.lapA, s.la);
    const [pb] = await partaiLapangan(t, s.token.lapB, s.lb);
    const satu = log([{ jenis: 'ronde_mulai', ronde: 1 }]);
    // Another competition's admin is told the bout does not exist (lapangan-lingkup.test.ts).
    for (const [token, status] of [
      [s.token.lapB, 403],
      [s.token.panitiaB, 404],
      [s.token.pelatih, 403],
      ['', 401],
      [s.token.admin, 403],
    ] as const) {
      expect((await kirim(token, p1.id_match, satu)).status, token).toBe(status);
      expect((await hasilSkor(token, p1.id_match, p1.versi_match)).status, token).toBe(status);
    }
    for (const [token, status] of [
      [s.token.pelatih, 403],
      ['', 401],
      [s.token.panitiaB, 404],
      [s.token.lapB, 200],
      [s.token.panitiaA, 200],
    ] as const) {
      expect((await baca(token, p1.id_match)).status, token).toBe(status);
    }
    expect((await kirim(s.token.panitiaA, p1.id_match, satu)).status).toBe(200);
    const luar = await kirim(s.token.lapA, randomUUID(), satu);
    expect([luar.status, kodeOf(luar), luar.body.message]).toEqual([
      404,
      'tidak_ditemukan',
      'Pertandingan ini belum mendapat nomor partai di lapangan mana pun',
    ]);
    expect((await kirim(s.token.lapA, 'bukan-uuid', satu)).status).toBe(400);
    const po = await kirim(s.token.lapB, pb.id_match, satu);
    expect([po.status, kodeOf(po)]).toEqual([422, 'bukan_kyorugi']);
    // Bad input: an empty batch, an unknown technique.
    expect((await kirim(s.token.lapA, p1.id_match, [])).body.message).toBe('Kirim 1 sampai 500 kejadian sekaligus');
    expect((await kirim(s.token.lapA, p1.id_match, log([{ jenis: 'poin', sudut: 'B', teknik: 'siku' }], 2))).status).toBe(400);
    // A full batch of 500 taps with UUID device and event ids fits the JSON body limit.
    const perangkat = randomUUID();
    const penuh = Array.from({ length: 500 }, (_, i) => ({
      jenis: 'poin',
      sudut: 'B',
      teknik: 'putar_kepala',
      seq: 100 + i,
      perangkat,
      id: randomUUID(),
      waktu: T0 + i * 1000,
    }));
    expect((await kirim(s.token.lapA, p1.id_match, penuh)).body.data).toMatchObject({ jumlah: 501, baru: 500 });
  });

  it("events replayed land once; an id reused with other content 409; the log's 2–1 result enters the bracket and the winner advances", async () => {
    const s = await hariSiap(t);
    const [p1] = await partaiLapangan(t, s.token.lapA, s.la);
    const r1 = log(ronde(1, 'B'));
    const key = randomUUID();
    let first: Awaited<ReturnType<typeof kirim>> | null = null;
    expect(
      await heard(async () => {
        first = await kirim(s.token.lapA, p1.id_match, r1, key);
      }),
    ).toEqual([{ resource: 'skor', ids: [s.la], id_kompetisi: s.A }]);
    expect(first!.status).toBe(200);
    expect(first!.body.data).toMatchObject({
      id_match: p1.id_match,
      jumlah: 3,
      baru: 3,
      hasil: { status: 'antara_ronde', menang_ronde: { B: 1, R: 0 } },
    });
    expect((await kirim(s.token.lapA, p1.id_match, r1, key)).body).toEqual(first!.body);
    const lagi = await kirim(s.token.lapA, p1.id_match, [...r1, ...r1]);
    expect(lagi.body.data).toMatchObject({ jumlah: 3, baru: 0 });
    expect(lagi.body.message).toBe('Catatan skor sudah tersimpan');
    // Same device and id, other content: refused whole, nothing of the batch written.
    const r2 = log(ronde(2, 'R'), 4);
    const bentrok = await kirim(s.token.lapA, p1.id_match, [...r2, { ...r1[1], sudut: 'R' }]);
    expect([bentrok.status, kodeOf(bentrok), bentrok.body.data]).toEqual([
      409,
      'kejadian_bentrok',
      { perangkat: 'konsol-1', id: 'e2', seq: 2 },
    ]);
    expect((await baca(s.token.lapA, p1.id_match)).body.data.kejadian).toHaveLength(3);

    // Not finished yet: the log gives no result, and the console sends no scores.
    const belum = await hasilSkor(s.token.lapA, p1.id_match, p1.versi_match);
    expect([belum.status, kodeOf(belum), belum.body.message]).toEqual([
      422,
      'hasil_belum_ada',
      'Pertandingan belum selesai menurut catatan skor.',
    ]);

    // Rounds 2 and 3 to R from a second device (its seqs continue the log); sent twice, out of order.
    const sisa = log([...ronde(2, 'R'), ...ronde(3, 'R')], 4, 'konsol-2');
    expect((await kirim(s.token.lapA, p1.id_match, [...sisa].reverse())).body.data.hasil).toMatchObject({
      status: 'selesai',
      pemenang: 'R',
      keputusan: 'PTF',
      skor_a: 1,
      skor_b: 2,
      menang_ronde: { B: 1, R: 2 },
    });
    const g = await baca(s.token.panitiaA, p1.id_match);
    expect(g.body.data.kejadian.map((k: { seq: number }) => k.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(g.body.data.aturan).toMatchObject({ kode: 'wt-2025-best-of-three', menang_ronde: 2 });
    expect(g.body.data.hasil).toMatchObject({ status: 'selesai', pemenang: 'R' });

    // A stale versi_match is the bracket's 409; the right one puts 1–2 R PTF in the bracket.
    const stale = await hasilSkor(s.token.lapA, p1.id_match, p1.versi_match + 5);
    expect([stale.status, kodeOf(stale)]).toEqual([409, 'konflik_versi']);
    let res: Awaited<ReturnType<typeof hasilSkor>> | null = null;
    const kabar = await heard(async () => {
      res = await hasilSkor(s.token.lapA, p1.id_match, p1.versi_match);
    });
    expect(res!.status).toBe(200);
    expect(kabar).toEqual([
      { resource: 'jadwal', ids: [s.la], id_kompetisi: s.A },
      { resource: 'bagan', ids: [s.ky.id_kelas], id_kompetisi: s.A },
    ]);
    const pemenang = p1.sudut_b!.id_peserta_kompetisi;
    expect(res!.body.data.partai).toMatchObject({ status: 'SELESAI', skor_a: 1, skor_b: 2, id_pemenang: pemenang, keputusan: 'PTF' });
    const matches = res!.body.data.bagan.bagan.matches as Array<{
      id_match: string;
      ronde: number;
      id_peserta_a: number | null;
      id_peserta_b: number | null;
    }>;
    expect(matches.some((m) => m.ronde === 2 && (m.id_peserta_a === pemenang || m.id_peserta_b === pemenang))).toBe(true);
    // The same request again: the bracket already holds it, nothing written.
    expect((await hasilSkor(s.token.lapA, p1.id_match, p1.versi_match)).status).toBe(200);
    // A finished bout takes no new events; the stored ones resent are still answered.
    const telat = await kirim(s.token.lapA, p1.id_match, log([{ jenis: 'gam_jeom', sudut: 'B' }], 10));
    expect([telat.status, kodeOf(telat)]).toEqual([409, 'partai_selesai']);
    expect((await kirim(s.token.lapA, p1.id_match, r1)).status).toBe(200);
  });

  it("a referee's WDR for the corner behind on rounds, and a PUN round, enter the bracket as the log gives them", async () => {
    const s = await hariSiap(t);
    const [, p2, p3] = await partaiLapangan(t, s.token.panitiaA, s.la);
    await kirim(
      s.token.lapA,
      p2.id_match,
      log([...ronde(1, 'B'), { jenis: 'ronde_mulai', ronde: 2 }, { jenis: 'keputusan', keputusan: 'WDR', pemenang: 'R' }]),
    );
    const wdr = await hasilSkor(s.token.lapA, p2.id_match, p2.versi_match);
    expect(wdr.status, JSON.stringify(wdr.body)).toBe(200);
    expect(wdr.body.data.partai).toMatchObject({ skor_a: 1, skor_b: 0, id_pemenang: p2.sudut_b!.id_peserta_kompetisi, keputusan: 'WDR' });
    const gj = Array.from({ length: 5 }, (): Isi => ({ jenis: 'gam_jeom', sudut: 'R' }));
    await kirim(s.token.panitiaA, p3.id_match, log([...ronde(1, 'B'), { jenis: 'ronde_mulai', ronde: 2 }, ...gj]));
    const pun = await hasilSkor(s.token.panitiaA, p3.id_match, p3.versi_match);
    expect(pun.body.data.partai).toMatchObject({
      status: 'SELESAI',
      skor_a: 2,
      skor_b: 0,
      id_pemenang: p3.sudut_a!.id_peserta_kompetisi,
      keputusan: 'PUN',
    });
  });
});
