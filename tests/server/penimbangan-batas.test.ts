import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { penimbangan } from '../../src/server/db/schema';
import { aturTimbang, kodeOf, meja, percobaan, putuskan, timbang } from './penimbangan-fixtures';
import { useTestServer } from './helpers/server';

const t = useTestServer();

const tersimpan = async (pid: number) => t.db.select().from(penimbangan).where(eq(penimbangan.id_peserta_kompetisi, pid));

/** '2026-03-05T14:07:09+07' (no minutes in the offset), the same instant as `ms`. */
const wibTanpaMenit = (ms: number) => `${new Date(ms + 7 * 3_600_000).toISOString().slice(0, 19)}+07`;

describe("POST /kompetisi/:id/penimbangan: the attempt limit and a disqualified entry are the server's rules", () => {
  it("an official attempt beyond the competition's limit is refused (409 percobaan_habis): the failed result stays for the admin", async () => {
    const { w, mejaA1, mejaA2, entri } = await meja(t, 1);
    const A = w.a.id_kompetisi;
    const pid = entri[0].id;
    await timbang(t, mejaA1.token, A, percobaan(pid, 45_600, 30));
    const kedua = await timbang(t, mejaA1.token, A, percobaan(pid, 45_400, 20));
    expect(kedua.body.data.entri.hasil).toBe('GAGAL');

    // A third official attempt (another desk, a passing weight) would have turned GAGAL into LOLOS.
    const ketiga = await timbang(t, mejaA2.token, A, percobaan(pid, 44_800, 10));
    expect([ketiga.status, kodeOf(ketiga), ketiga.body.message]).toEqual([
      409,
      'percobaan_habis',
      'Percobaan timbang resmi sudah habis (2 dari 2).',
    ]);
    expect(await tersimpan(pid)).toHaveLength(2);
    // The same attempt sent again (a replay) is still the stored one, never refused.
    const ulang = await timbang(t, mejaA1.token, A, { ...percobaan(pid, 45_400, 20), kunci: kedua.body.data.percobaan.kunci });
    expect([ulang.status, ulang.body.data.baru]).toEqual([200, false]);
    // A random weigh-in is not counted against the official attempts.
    expect((await timbang(t, mejaA1.token, A, percobaan(pid, 46_000, 5, { jenis: 'ACAK' }))).status).toBe(201);

    // The admin still decides on the failed entry; with a higher limit the desk may weigh again.
    const dsq = await putuskan(t, w.token.panitiaA, A, pid, { jenis: 'DISKUALIFIKASI', alasan: 'Berat lebih', versi: 0 });
    expect(dsq.status).toBe(200);
    await aturTimbang(t.db, A, { timbang_percobaan_maks: 3 });
    const dsqLagi = await timbang(t, mejaA1.token, A, percobaan(pid, 44_800, 1));
    expect([dsqLagi.status, kodeOf(dsqLagi)]).toEqual([409, 'sudah_diskualifikasi']);
  });

  it("attempts sent at once by several desks stop at the limit, counted under the entry's lock", async () => {
    const { w, mejaA1, mejaA2, entri } = await meja(t, 1);
    const A = w.a.id_kompetisi;
    const pid = entri[0].id;
    const jawab = await Promise.all(
      Array.from({ length: 8 }, (_, i) => timbang(t, i % 2 ? mejaA1.token : mejaA2.token, A, percobaan(pid, 45_600 - i * 100, 10 - i))),
    );
    expect(jawab.map((r) => r.status).sort()).toEqual([201, 201, 409, 409, 409, 409, 409, 409]);
    expect(jawab.filter((r) => r.status === 409).every((r) => kodeOf(r) === 'percobaan_habis')).toBe(true);
    expect(await tersimpan(pid)).toHaveLength(2);
  });

  it('a disqualified entry is not weighed again (409 sudah_diskualifikasi), neither official nor random', async () => {
    const { w, mejaA1, entri } = await meja(t, 1);
    const A = w.a.id_kompetisi;
    const pid = entri[0].id;
    await timbang(t, mejaA1.token, A, percobaan(pid, 45_600, 30));
    await timbang(t, mejaA1.token, A, percobaan(pid, 45_400, 20));
    expect((await putuskan(t, w.token.panitiaA, A, pid, { jenis: 'DISKUALIFIKASI', alasan: 'Berat lebih', versi: 0 })).status).toBe(200);
    await aturTimbang(t.db, A, { timbang_percobaan_maks: 5 });
    for (const jenis of ['RESMI', 'ACAK']) {
      const res = await timbang(t, mejaA1.token, A, percobaan(pid, 44_000, 1, { jenis }));
      expect([res.status, kodeOf(res), res.body.message], jenis).toEqual([
        409,
        'sudah_diskualifikasi',
        'Peserta ini sudah didiskualifikasi: tidak ditimbang lagi.',
      ]);
    }
    expect(await tersimpan(pid)).toHaveLength(2);
  });
});

describe('POST /kompetisi/:id/penimbangan: every time the schema accepts is one the server stores', () => {
  it('an offset without minutes (+07) is the same instant; an impossible date is 400, never 500', async () => {
    const { w, mejaA1, entri } = await meja(t, 1);
    const A = w.a.id_kompetisi;
    const pada = Date.now() - 5 * 60_000;
    const res = await timbang(t, mejaA1.token, A, { ...percobaan(entri[0].id, 44_000), ditimbang_pada: wibTanpaMenit(pada) });
    expect(res.status).toBe(201);
    expect(Date.parse(res.body.data.percobaan.ditimbang_pada)).toBe(Math.floor(pada / 1000) * 1000);
    // The black-box case: a desk clock far ahead is replaced by the server's, as any other far-ahead time.
    expect(
      (await timbang(t, mejaA1.token, A, { ...percobaan(entri[0].id, 44_000), ditimbang_pada: '2027-01-01T10:00:00+07' })).status,
    ).toBe(201);
    for (const salah of ['2027-02-30T10:00:00Z', '2027-01-01T10:00:00+25', '2027-01-01T10:00:00+07:60', '2027-13-01T10:00:00Z']) {
      const r = await timbang(t, mejaA1.token, A, { ...percobaan(entri[0].id, 44_000), ditimbang_pada: salah });
      expect([r.status, r.body.message], salah).toEqual([400, 'Waktu penimbangan tidak valid']);
    }
  });
});
