import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ChangeEvent } from '../../src/domain/schemas/change-event';
import { partai } from '../../src/server/db/schema';
import { useTestServer } from './helpers/server';
import { hariSiap, partaiLapangan } from './jadwal-fixtures';
import { kodeOf } from './penimbangan-fixtures';

const t = useTestServer({ feed: true });
const aksi = (token: string, id: string, nama: string, json: unknown) =>
  t.api('POST', `/api/partai/${id}/${nama}`, { token, json, headers: { 'idempotency-key': randomUUID() } });
const baris = async (id_match: string) => (await t.db.select().from(partai).where(eq(partai.id_match, id_match)))[0]!;

/** Everything the feed publishes while `kerja` runs. */
async function terbit<T>(kerja: () => Promise<T>): Promise<{ hasil: T; events: ChangeEvent[] }> {
  const events: ChangeEvent[] = [];
  const off = t.feed.subscribe((e) => events.push(e));
  try {
    return { hasil: await kerja(), events };
  } finally {
    off();
  }
}

describe('court desk steps the bout already holds land quietly; a real divergence names who changed what and when', () => {
  it("a tablet's queued 'Panggil' and 'Mulai' of a bout the admin already started: 200 with the bout, nothing written or published", async () => {
    const s = await hariSiap(t);
    const [p1] = await partaiLapangan(t, s.token.lapA, s.la);
    // The admin calls and starts bout 1 while the tablet is offline (versi 1 → 3).
    expect((await aksi(s.token.panitiaA, p1.id_match, 'panggil', { versi: 1 })).status).toBe(200);
    expect((await aksi(s.token.panitiaA, p1.id_match, 'mulai', { versi: 2 })).status).toBe(200);
    const dimulai = await baris(p1.id_match);
    expect([dimulai.status, dimulai.versi]).toEqual(['BERTANDING', 3]);

    // The tablet's queue arrives: its call on versi 1, its start on the versi its own call gave (2).
    const { hasil, events } = await terbit(async () => [
      await aksi(s.token.lapA, p1.id_match, 'panggil', { versi: 1 }),
      await aksi(s.token.lapA, p1.id_match, 'mulai', { versi: 2 }),
    ]);
    for (const r of hasil) {
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({
        message: 'Sudah tercatat di server: tidak ada yang diubah',
        data: { status: 'BERTANDING', versi: 3 },
      });
    }
    expect(events).toEqual([]);
    const sesudah = await baris(p1.id_match);
    expect([sesudah.status, sesudah.versi, sesudah.diubah_oleh, sesudah.mulai_pada]).toEqual([
      'BERTANDING',
      3,
      dimulai.diubah_oleh,
      dimulai.mulai_pada,
    ]);
  });

  it('a call on a called bout: a new call on its current versi (the wait starts again), held on an older one', async () => {
    const s = await hariSiap(t);
    const [, p2] = await partaiLapangan(t, s.token.lapA, s.la);
    const lama = new Date(Date.now() - 10 * 60_000).toISOString();
    expect((await aksi(s.token.panitiaA, p2.id_match, 'panggil', { versi: 1, pada: lama })).status).toBe(200);
    // The tablet's own call queued on versi 1: the bout is called already.
    const { hasil: held, events } = await terbit(() => aksi(s.token.lapA, p2.id_match, 'panggil', { versi: 1 }));
    expect(held.body.data).toMatchObject({ status: 'DIPANGGIL', versi: 2, dipanggil_pada: lama });
    expect(events).toEqual([]);
    // Called again on the versi it has now: written, the wait starts again, published.
    const { hasil: lagi, events: terbitLagi } = await terbit(() => aksi(s.token.lapA, p2.id_match, 'panggil', { versi: 2 }));
    expect(lagi.body.data).toMatchObject({ status: 'DIPANGGIL', versi: 3 });
    expect(Date.parse(lagi.body.data.dipanggil_pada)).toBeGreaterThan(Date.parse(lama));
    expect(terbitLagi).toEqual([{ resource: 'jadwal', ids: [s.la], id_kompetisi: s.A }]);
  });

  it('a start queued on a tablet while another desk recorded the no-show is a real conflict: 409 naming what, who and when; the same no-show twice is held', async () => {
    const s = await hariSiap(t);
    const [p1] = await partaiLapangan(t, s.token.lapA, s.la);
    const dipanggil = Date.now() - 5 * 60_000;
    await aksi(s.token.lapA, p1.id_match, 'panggil', { versi: 1, pada: new Date(dipanggil).toISOString() });
    // The admin records the red corner's no-show (versi 2 → 3); the tablet, on versi 2, had started the bout.
    const absen = await aksi(s.token.panitiaA, p1.id_match, 'tidak-hadir', { sudut_tidak_hadir: 'R', versi: 2 });
    expect(absen.body.data).toMatchObject({ status: 'SELESAI', sudut_tidak_hadir: 'R', versi: 3 });
    const mulai = await aksi(s.token.lapA, p1.id_match, 'mulai', { versi: 2 });
    expect([mulai.status, kodeOf(mulai)]).toEqual([409, 'konflik_versi']);
    expect(mulai.body.data).toMatchObject({
      partai: { id_match: p1.id_match, status: 'SELESAI', sudut_tidak_hadir: 'R', versi: 3 },
      diubah_oleh: 'Panitia panitia-a@uji.id',
    });
    expect(mulai.body.message).toMatch(
      /^Partai ini sudah diubah di perangkat lain: dicatat tidak hadir \(sudut merah\) oleh Panitia panitia-a@uji\.id pukul \d\d\.\d\d WIB$/,
    );
    // Another desk records the same no-show on versi 2: held, nothing written twice.
    const lagi = await aksi(s.token.lapA, p1.id_match, 'tidak-hadir', { sudut_tidak_hadir: 'R', versi: 2 });
    expect([lagi.status, lagi.body.data.versi]).toEqual([200, 3]);
    // The other corner's no-show on a stale versi is a conflict.
    const lain = await aksi(s.token.lapA, p1.id_match, 'tidak-hadir', { sudut_tidak_hadir: 'B', versi: 2 });
    expect([lain.status, kodeOf(lain)]).toEqual([409, 'konflik_versi']);
    expect((await baris(p1.id_match)).versi).toBe(3);
  });
});
