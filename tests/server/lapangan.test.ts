import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadSessionUser, toSessionUser } from '../../src/server/auth/session-user';
import { akun, partai } from '../../src/server/db/schema';
import { jalankanAksi } from '../../src/server/lapangan/aksi';
import { jalankanTulis } from '../../src/server/tulis/jalankan';
import type { Deps } from '../../src/server/tulis/types';
import { useTestServer } from './helpers/server';
import { hariSiap, partaiLapangan } from './jadwal-fixtures';
import { kodeOf } from './penimbangan-fixtures';

const t = useTestServer();
const aksi = (token: string, id: string, nama: string, json: unknown, key?: string) =>
  t.api('POST', `/api/partai/${id}/${nama}`, { token, json, headers: key ? { 'idempotency-key': key } : undefined });

describe('the court desk (/lapangan/:id/partai, /partai/:id/panggil|mulai|tidak-hadir)', () => {
  it('court staff run their own court only: call, start, result → SELESAI; stale versi 409 with the bout; replays land once', async () => {
    const s = await hariSiap(t);
    const list = await partaiLapangan(t, s.token.lapA, s.la);
    expect(list.map((p) => p.nomor)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(list.every((p) => p.status === 'MENUNGGU' && p.versi === 1)).toBe(true);
    expect(list[0].eta! < list[1].eta!).toBe(true);
    expect(list[0].partai_lagi).toBe(0);
    const p1 = list[0];
    // Scope: another court's staff, a coach, no login, the ADMIN (never runs a desk); another competition's admin
    // is answered as for a bout that does not exist (lapangan-lingkup.test.ts).
    for (const [token, status] of [
      [s.token.lapB, 403],
      [s.token.panitiaB, 404],
      [s.token.pelatih, 403],
      ['', 401],
      [s.token.admin, 403],
    ] as const) {
      expect((await aksi(token, p1.id_match, 'panggil', { versi: 1 })).status, token).toBe(status);
    }
    expect((await t.api('GET', `/api/lapangan/${s.la}/partai`, { token: s.token.panitiaB })).status).toBe(404);
    expect((await t.api('GET', `/api/lapangan/${s.la}/partai`, { token: s.token.pelatih })).status).toBe(403);
    // Court B's staff read court A (same competition) but may not run it.
    expect((await t.api('GET', `/api/lapangan/${s.la}/partai`, { token: s.token.lapB })).status).toBe(200);

    const key = randomUUID();
    const call = await aksi(s.token.lapA, p1.id_match, 'panggil', { versi: 1 }, key);
    expect(call.status).toBe(200);
    expect(call.body.data).toMatchObject({ status: 'DIPANGGIL', versi: 2, partai_lagi: 0 });
    expect((await aksi(s.token.lapA, p1.id_match, 'panggil', { versi: 1 }, key)).body).toEqual(call.body);
    // Another desk still on versi 1 starts it: 409 with the bout as it is now, who called it and when.
    const stale = await aksi(s.token.panitiaA, p1.id_match, 'mulai', { versi: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      kode: 'konflik_versi',
      data: { partai: { id_match: p1.id_match, status: 'DIPANGGIL', versi: 2 }, diubah_oleh: 'lap-a@uji.id' },
    });
    expect(stale.body.message).toMatch(/^Partai ini sudah diubah di perangkat lain: dipanggil oleh lap-a@uji\.id pukul \d\d\.\d\d WIB$/);
    expect(Math.abs(Date.parse(stale.body.data.diubah_pada) - Date.now())).toBeLessThan(60_000);
    const mulai = await aksi(s.token.lapA, p1.id_match, 'mulai', { versi: 2, pada: new Date(Date.now() - 5 * 60_000).toISOString() });
    expect(mulai.body.data).toMatchObject({ status: 'BERTANDING', versi: 3 });
    expect(Date.now() - Date.parse(mulai.body.data.mulai_pada)).toBeGreaterThan(4 * 60_000);
    // The result through the existing call, by the court's staff: the bout is SELESAI; other court's staff 403.
    expect(
      (await t.api('PUT', `/api/matches/${p1.id_match}`, { token: s.token.lapB, json: { skor_a: 3, skor_b: 1, versi: p1.versi_match } }))
        .status,
    ).toBe(403);
    const res = await t.api('PUT', `/api/matches/${p1.id_match}`, {
      token: s.token.lapA,
      json: { skor_a: 3, skor_b: 1, versi: p1.versi_match },
    });
    expect(res.status).toBe(200);
    const after = await partaiLapangan(t, s.token.lapA, s.la);
    expect(after[0]).toMatchObject({ status: 'SELESAI', versi: 4, eta: null });
    expect(after[1].partai_lagi).toBe(0);
    expect(kodeOf(await aksi(s.token.lapA, p1.id_match, 'tidak-hadir', { sudut_tidak_hadir: 'B', versi: 4 }))).toBe('partai_selesai');
    // A start of a bout fought and finished is already held: the bout as it is, nothing written.
    expect((await aksi(s.token.lapA, p1.id_match, 'mulai', { versi: 4 })).body).toMatchObject({ data: { status: 'SELESAI', versi: 4 } });
    // A bout whose corners are not known yet cannot be called.
    const final = after[after.length - 1];
    expect(kodeOf(await aksi(s.token.lapA, final.id_match, 'panggil', { versi: 1 }))).toBe('belum_lengkap');
  });

  it('tidak hadir: only after the call and its wait; the opponent wins WDR through the bracket; the day is then stable', async () => {
    const s = await hariSiap(t);
    const [p1, p2] = await partaiLapangan(t, s.token.panitiaA, s.la);
    const early = await aksi(s.token.lapA, p1.id_match, 'tidak-hadir', { sudut_tidak_hadir: 'B', versi: 1 });
    expect(early.status).toBe(422);
    expect(kodeOf(early)).toBe('belum_dipanggil');
    const salah = "Sudut yang tidak hadir harus 'B' (biru) atau 'R' (merah)";
    expect((await aksi(s.token.lapA, p1.id_match, 'tidak-hadir', { sudut_tidak_hadir: 'A', versi: 1 })).body.message).toBe(salah);
    expect((await aksi(s.token.lapA, p1.id_match, 'tidak-hadir', { sudut: 'C', versi: 1 })).body.message).toBe(salah);
    // Neither form, or both (which one would it be?): refused.
    expect((await aksi(s.token.lapA, p1.id_match, 'tidak-hadir', { versi: 1 })).body.message).toBe(salah);
    expect((await aksi(s.token.lapA, p1.id_match, 'tidak-hadir', { sudut_tidak_hadir: 'B', sudut: 'A', versi: 1 })).body).toMatchObject({
      message: salah,
      errors: { sudut_tidak_hadir: salah },
    });
    // The desk's clock: called 3 minutes ago; the competition's wait is 90 s after the call, on the same clock.
    const dipanggil = Date.now() - 3 * 60_000;
    await aksi(s.token.lapA, p1.id_match, 'panggil', { versi: 1, pada: new Date(dipanggil).toISOString() });
    const belum = await aksi(s.token.lapA, p1.id_match, 'tidak-hadir', {
      sudut_tidak_hadir: 'B',
      versi: 2,
      pada: new Date(dipanggil + 89_000).toISOString(),
    });
    expect([belum.status, kodeOf(belum), belum.body.message]).toEqual([
      422,
      'tunggu_belum_habis',
      'Waktu tunggu atlet belum habis: tidak hadir baru dapat dicatat 1 detik lagi',
    ]);
    expect((await partaiLapangan(t, s.token.lapA, s.la))[0]).toMatchObject({ status: 'DIPANGGIL', versi: 2, id_pemenang: null });
    const r = await aksi(
      s.token.lapA,
      p1.id_match,
      'tidak-hadir',
      { sudut_tidak_hadir: 'B', versi: 2, pada: new Date(dipanggil + 90_000).toISOString() },
      randomUUID(),
    );
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({
      status: 'SELESAI',
      versi: 3,
      sudut_tidak_hadir: 'B',
      keputusan: 'WDR',
      id_pemenang: p1.sudut_b!.id_peserta_kompetisi,
      mulai_pada: null,
    });
    expect(r.body.data).not.toHaveProperty('tidak_hadir');
    const bagan = await t.api('GET', `/api/brackets/${s.ky.id_kelas}`, { token: s.token.panitiaA });
    expect(bagan.body.data.bagan.matches.find((m: { id_match: string }) => m.id_match === p1.id_match)).toMatchObject({ keputusan: 'WDR' });
    // Numbers stay once the day started: renumbering keeps them; reordering is refused.
    const sebelum = (await partaiLapangan(t, s.token.panitiaA, s.la)).map((p) => [p.id_match, p.nomor, p.versi]);
    const n = await t.api('POST', `/api/kompetisi/${s.A}/jadwal/nomor`, { token: s.token.panitiaA, json: { id_hari: s.id_hari } });
    expect(n.status).toBe(200);
    expect(n.body.message).toBe('0 partai diberi nomor');
    expect((await partaiLapangan(t, s.token.panitiaA, s.la)).map((p) => [p.id_match, p.nomor, p.versi])).toEqual(sebelum);
    const re = await t.api('POST', `/api/kompetisi/${s.A}/jadwal/nomor`, {
      token: s.token.panitiaA,
      json: { id_hari: s.id_hari, id_lapangan: s.la, urutan: [p2.id_match, p1.id_match] },
    });
    expect(re.status).toBe(409);
    expect(kodeOf(re)).toBe('hari_dimulai');
    // The no-show's result undone: the bout waits again, no longer a no-show (it was never started).
    const batal = { token: s.token.panitiaA, json: { alasan: 'Atlet ternyata hadir' } };
    expect((await t.api('DELETE', `/api/matches/${p1.id_match}/result`, batal)).status).toBe(200);
    expect((await partaiLapangan(t, s.token.lapA, s.la))[0]).toMatchObject({ status: 'MENUNGGU', versi: 4, id_pemenang: null });
    const [undone] = await t.db.select().from(partai).where(eq(partai.id_match, p1.id_match));
    expect([undone!.sudut_tidak_hadir, undone!.selesai_pada]).toEqual([null, null]);
  });

  it("a no-show right after the call is refused on the server's clock (deps.sekarang) when the desk sends none", async () => {
    const s = await hariSiap(t);
    const [p1] = await partaiLapangan(t, s.token.lapA, s.la);
    await aksi(s.token.lapA, p1.id_match, 'panggil', { versi: 1 });
    const r = await aksi(s.token.lapA, p1.id_match, 'tidak-hadir', { sudut_tidak_hadir: 'R', versi: 2 });
    expect([r.status, kodeOf(r)]).toEqual([422, 'tunggu_belum_habis']);
    expect(r.body.message).toMatch(/^Waktu tunggu atlet belum habis: tidak hadir baru dapat dicatat \d+ detik lagi$/);
    // The write itself, with the server's clock set: 30 s after the call still refused, 90 s after it recorded.
    const [baris] = await t.db.select().from(partai).where(eq(partai.id_match, p1.id_match));
    const [petugas] = await t.db.select().from(akun).where(eq(akun.email, 'lap-a@uji.id'));
    const aktor = toSessionUser((await loadSessionUser(t.db, petugas!.id_akun))!);
    const tulis = (ms: number) => {
      const deps: Deps = {
        db: t.db,
        dataDir: t.dataDir,
        mailer: t.mailer,
        log: () => {},
        sekarang: () => new Date(baris!.dipanggil_pada!.getTime() + ms),
      };
      return jalankanTulis(deps, (tx) =>
        jalankanAksi(deps, aktor, { id_match: p1.id_match, aksi: 'tidak-hadir', versi: 2, sudut: 'R' }, tx),
      );
    };
    expect(await tulis(30_000)).toMatchObject({
      ok: false,
      kode: 'tunggu_belum_habis',
      pesan: 'Waktu tunggu atlet belum habis: tidak hadir baru dapat dicatat 60 detik lagi',
    });
    expect(await tulis(90_000)).toMatchObject({
      ok: true,
      data: {
        partai: { status: 'SELESAI', sudut_tidak_hadir: 'R', keputusan: 'WDR', id_pemenang: p1.sudut_a!.id_peserta_kompetisi },
        id_kompetisi: s.A,
      },
    });
  });

  it('a no-show queued on a tablet before the one corner convention lands meaning what it meant: old `sudut` B is RED, new `sudut_tidak_hadir` B is BLUE', async () => {
    const s = await hariSiap(t);
    const [p1, p2, p3] = await partaiLapangan(t, s.token.lapA, s.la);
    const dipanggil = Date.now() - 3 * 60_000;
    const pada = new Date(dipanggil + 100_000).toISOString();
    for (const p of [p1, p2, p3]) await aksi(s.token.lapA, p.id_match, 'panggil', { versi: 1, pada: new Date(dipanggil).toISOString() });
    // Old form ('A' = sudut_a, 'B' = sudut_b): 'B' was the red corner, so blue (sudut_a) wins WDR.
    const key = randomUUID();
    const lama = await aksi(s.token.lapA, p1.id_match, 'tidak-hadir', { sudut: 'B', versi: 2, pada }, key);
    expect(lama.status).toBe(200);
    expect(lama.body.data).toMatchObject({ sudut_tidak_hadir: 'R', id_pemenang: p1.sudut_a!.id_peserta_kompetisi, keputusan: 'WDR' });
    // Sent again with its key (the tablet never heard the answer): the same answer, nothing written twice.
    expect((await aksi(s.token.lapA, p1.id_match, 'tidak-hadir', { sudut: 'B', versi: 2, pada }, key)).body).toEqual(lama.body);
    // New form: 'B' is the blue corner, so red (sudut_b) wins WDR.
    const baru = await aksi(s.token.lapA, p2.id_match, 'tidak-hadir', { sudut_tidak_hadir: 'B', versi: 2, pada }, randomUUID());
    expect(baru.body.data).toMatchObject({ sudut_tidak_hadir: 'B', id_pemenang: p2.sudut_b!.id_peserta_kompetisi, keputusan: 'WDR' });
    // Old 'A' is blue.
    const lamaA = await aksi(s.token.lapA, p3.id_match, 'tidak-hadir', { sudut: 'A', versi: 2, pada });
    expect(lamaA.body.data).toMatchObject({ sudut_tidak_hadir: 'B', id_pemenang: p3.sudut_b!.id_peserta_kompetisi });
    // Stored in the one convention; the bracket agrees.
    const rows = await t.db.select().from(partai).where(eq(partai.id_lapangan, s.la));
    const simpan = new Map(rows.map((x) => [x.id_match, x.sudut_tidak_hadir]));
    expect([simpan.get(p1.id_match), simpan.get(p2.id_match), simpan.get(p3.id_match)]).toEqual(['R', 'B', 'B']);
    const bagan = await t.api('GET', `/api/brackets/${s.ky.id_kelas}`, { token: s.token.panitiaA });
    const pemenang = (id: string) => bagan.body.data.bagan.matches.find((m: { id_match: string }) => m.id_match === id).id_pemenang;
    expect([pemenang(p1.id_match), pemenang(p2.id_match)]).toEqual([p1.sudut_a!.id_peserta_kompetisi, p2.sudut_b!.id_peserta_kompetisi]);
    // The coach's bouts and the public day carry the new field only.
    const publik = (await t.api('GET', `/api/public/kompetisi/${s.A}/jadwal`)).body.data;
    const bout = publik.lapangan
      .flatMap((l: { partai: unknown[] }) => l.partai)
      .find((x: { id_match: string }) => x.id_match === p1.id_match);
    expect(bout).toMatchObject({ sudut_tidak_hadir: 'R' });
    expect(bout).not.toHaveProperty('tidak_hadir');
  });

  it("a court's ETAs learn from the day's other courts: the desk answer carries what they taught, the public day agrees", async () => {
    const s = await hariSiap(t);
    const awal = await t.api('GET', `/api/lapangan/${s.la}/partai`, { token: s.token.lapA });
    expect(awal.body.data.riwayat_hari).toEqual({ KYORUGI: [], POOMSAE: [], jeda: [], dimulai_pada: null });
    // Lapangan B fights a Poomsae bout: started, then its result.
    const [pb] = await partaiLapangan(t, s.token.lapB, s.lb);
    await aksi(s.token.lapB, pb.id_match, 'mulai', { versi: pb.versi });
    const res = await t.api('PUT', `/api/matches/${pb.id_match}`, {
      token: s.token.lapB,
      json: { skor_a: 8.1, skor_b: 7.9, versi: pb.versi_match },
    });
    expect(res.status).toBe(200);
    const a = (await t.api('GET', `/api/lapangan/${s.la}/partai`, { token: s.token.lapA })).body.data;
    expect(a.riwayat_hari.POOMSAE).toHaveLength(1);
    expect(a.riwayat_hari.KYORUGI).toEqual([]);
    // Lapangan B learns nothing from itself through the day's part.
    expect((await t.api('GET', `/api/lapangan/${s.lb}/partai`, { token: s.token.lapB })).body.data.riwayat_hari.POOMSAE).toEqual([]);
    // The public day computes Lapangan A's ETAs with the same day. The day began (on B) on this machine's clock, so A's
    // queue counts from now: the two reads agree but for the moments between them.
    const publik = (await t.api('GET', `/api/public/kompetisi/${s.A}/jadwal`)).body.data;
    const la = publik.lapangan.find((l: { id_lapangan: number }) => l.id_lapangan === s.la);
    const eta = (ps: { eta: string | null }[]) => ps.map((p) => (p.eta === null ? null : Date.parse(p.eta)));
    const [publikEta, mejaEta] = [eta(la.partai), eta(a.partai)];
    expect(publikEta.map((x) => x === null)).toEqual(mejaEta.map((x) => x === null));
    for (const [i, x] of publikEta.entries()) expect(Math.abs((x ?? 0) - (mejaEta[i] ?? 0))).toBeLessThan(10_000);
  });
});
