import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { kelasBaganDetailSchema } from '../../src/domain/schemas/bagan';
import { activityLog, bagan, match } from '../../src/server/db/schema';
import { KYORUGI_CADET_49 } from './helpers/peserta';
import { useTestServer } from './helpers/server';
import { dunia, hasil, kelasDenganPeserta, matchesOf, siapMain, simpan, undi } from './bagan-fixtures';

const t = useTestServer();
const log = async () => (await t.db.select().from(activityLog).where(eq(activityLog.action, 'UNDI_BAGAN'))).map((r) => r.details);

describe('POST /api/brackets', () => {
  it("saves the engine's draw: byes already advanced, answer KelasBaganDetail, the draw in the activity log", async () => {
    const w = await dunia(t);
    const { id_kelas, entri } = await kelasDenganPeserta(t, w, 5);
    const { body, matches } = undi(id_kelas, entri);
    const res = await simpan(t, w.token.panitiaA, body);
    expect(res.status).toBe(201);
    const data = v.parse(kelasBaganDetailSchema, res.body.data);
    expect(data).toMatchObject({ peserta_count: 5, bracket_status: 'created', match_selesai: 0, match_total: 4 });
    expect(data.kompetisi).toMatchObject({ id_kompetisi: w.a.id_kompetisi, nama_event: 'Kejuaraan A' });
    expect(data.bagan).toMatchObject({
      versi: 1,
      seed: 12345,
      participants: body.participants,
      unggulan: [],
      ukuran: 8,
      jumlah_ronde: 3,
      status: 'created',
      diundi_oleh: 'Panitia panitia-a@uji.id',
    });
    expect(data.bagan!.matches).toEqual(matches);
    // Three byes: each bye winner already stands in round 2.
    const byes = matches.filter((m) => m.ronde === 1 && (m.id_peserta_a === null) !== (m.id_peserta_b === null));
    expect(byes).toHaveLength(3);
    for (const m of byes) expect(m.id_pemenang).not.toBeNull();
    expect(data.peserta.map((p) => p.nama)).toEqual(entri.map((e) => e.nama));
    expect(await log()).toEqual([
      expect.stringMatching(/^Bagan Kyorugi prestasi Cadet Putra Under 45 kg \(Kejuaraan A\) diundi: seed 12345, 5 peserta, versi 1$/),
    ]);
    // 'Generate' (list order) is logged as such.
    const plain = undi(id_kelas, entri, { seed: null, versi_sebelumnya: 1 });
    expect((await simpan(t, w.token.panitiaA, plain.body)).status).toBe(201);
    expect((await log())[1]).toMatch(/diundi ulang: urutan daftar, 5 peserta, versi 2$/);
    expect(await t.db.select().from(match)).toHaveLength(7);
  });

  it('a tampered bracket is refused: corners swapped, a participant moved, a wrong seed, a round-2 corner filled', async () => {
    const w = await dunia(t);
    const { id_kelas, entri } = await kelasDenganPeserta(t, w, 6);
    const { body } = undi(id_kelas, entri);
    const ditolak = 'Bagan ditolak: susunan tidak sama dengan hasil undian (seed 12345).';
    const full = body.matches.findIndex((m) => m.ronde === 1 && m.id_peserta_a !== null && m.id_peserta_b !== null);

    const swapped = structuredClone(body);
    const s = swapped.matches[full];
    [s.id_peserta_a, s.id_peserta_b] = [s.id_peserta_b, s.id_peserta_a];
    expect([(await simpan(t, w.token.panitiaA, swapped)).status, (await simpan(t, w.token.panitiaA, swapped)).body.message]).toEqual([
      422,
      ditolak,
    ]);

    const moved = structuredClone(body);
    const other = moved.matches.findIndex((m, i) => i !== full && m.ronde === 1 && m.id_peserta_a !== null);
    [moved.matches[full].id_peserta_a, moved.matches[other].id_peserta_a] = [
      moved.matches[other].id_peserta_a,
      moved.matches[full].id_peserta_a,
    ];
    expect((await simpan(t, w.token.panitiaA, moved)).body.message).toBe(ditolak);

    const seed = { ...structuredClone(body), seed: 999 };
    const wrongSeed = await simpan(t, w.token.panitiaA, seed);
    expect([wrongSeed.status, wrongSeed.body.message]).toEqual([422, 'Bagan ditolak: susunan tidak sama dengan hasil undian (seed 999).']);

    const round2 = structuredClone(body);
    const r2 = round2.matches.find((m) => m.ronde === 2 && m.id_peserta_a === null)!;
    r2.id_peserta_a = entri[0].id;
    expect((await simpan(t, w.token.panitiaA, round2)).body.message).toBe(ditolak);

    const missing = { ...structuredClone(body), matches: body.matches.slice(1) };
    expect((await simpan(t, w.token.panitiaA, missing)).status).toBe(422);
    const dup = structuredClone(body);
    dup.matches[1].id_match = dup.matches[0].id_match;
    expect((await simpan(t, w.token.panitiaA, dup)).body.message).toBe('Bagan ditolak: ID pertandingan tidak boleh sama.');
    const unggulan = { ...structuredClone(body), unggulan: [424242] };
    expect((await simpan(t, w.token.panitiaA, unggulan)).body.message).toBe('Unggulan bukan peserta kelas ini');
    expect(await t.db.select().from(bagan)).toHaveLength(0);
    expect((await simpan(t, w.token.panitiaA, body)).status).toBe(201);
  });

  it('the participants must be the approved entries now: a rejected entry can never be drawn', async () => {
    const w = await dunia(t);
    const { id_kelas, entri } = await kelasDenganPeserta(t, w, 5);
    const drawn = undi(id_kelas, entri); // drawn on the tablet, offline
    const reject = await t.api('PUT', `/api/kompetisi/${w.a.id_kompetisi}/participants/${entri[1].id}/status`, {
      token: w.token.admin,
      json: { status: 'REJECTED', alasan_ditolak: 'Dokumen tidak lengkap' },
    });
    expect(reject.status).toBe(200);
    const res = await simpan(t, w.token.panitiaA, drawn.body);
    expect([res.status, res.body.message]).toEqual([
      422,
      'Peserta bagan tidak sesuai dengan peserta yang disetujui saat ini: Atlet 2 tidak lagi disetujui. Undi ulang bagan ini.',
    ]);
    // An entry approved meanwhile, and one of another class.
    const more = await kelasDenganPeserta(t, w, 1, { awalan: 'Baru' });
    const lain = await kelasDenganPeserta(t, w, 1, { kelas: KYORUGI_CADET_49, awalan: 'Lain' });
    const sisa = entri.filter((e) => e.id !== entri[1].id);
    const tanpaBaru = undi(id_kelas, [...sisa, lain.entri[0]]);
    expect((await simpan(t, w.token.panitiaA, tanpaBaru.body)).body.message).toBe(
      'Peserta bagan tidak sesuai dengan peserta yang disetujui saat ini: Lain 1 bukan peserta kelas ini; Baru 1 belum masuk bagan. Undi ulang bagan ini.',
    );
    const dup = { ...drawn.body, participants: [...drawn.body.participants, entri[0].id] };
    expect((await simpan(t, w.token.panitiaA, dup)).body.message).toBe('Bagan ditolak: peserta muncul lebih dari sekali.');
    expect(await t.db.select().from(bagan)).toHaveLength(0);
    const ok = await simpan(t, w.token.panitiaA, undi(id_kelas, [...sisa, ...more.entri]).body);
    expect(ok.status).toBe(201);
    expect(ok.body.data.peserta_count).toBe(5);
  });

  it('a redraw made from an older version is a 409 carrying the current bracket', async () => {
    const w = await dunia(t);
    const { id_kelas, entri } = await kelasDenganPeserta(t, w, 4);
    const first = await simpan(t, w.token.panitiaA, undi(id_kelas, entri, { seed: 1 }).body);
    expect(first.status).toBe(201);
    const stale = await simpan(t, w.token.panitiaA, undi(id_kelas, entri, { seed: 2 }).body); // also made from 'no bracket'
    expect([stale.status, stale.body.message]).toEqual([409, 'Bagan kelas ini sudah diubah di perangkat lain']);
    expect(stale.body.success).toBe(false);
    expect(stale.body.data).toEqual(first.body.data);
    const wrong = await simpan(t, w.token.panitiaA, undi(id_kelas, entri, { seed: 2, versi_sebelumnya: 5 }).body);
    expect(wrong.status).toBe(409);
    const fresh = await simpan(t, w.token.panitiaA, undi(id_kelas, entri, { seed: 2, versi_sebelumnya: 1 }).body);
    expect([fresh.status, fresh.body.data.bagan.versi, fresh.body.data.bagan.seed]).toEqual([201, 2, 2]);
    expect(await t.db.select().from(match)).toHaveLength(3);
  });

  it('redrawing after results needs hapus_hasil; the discarded results are in the activity log; old match ids are gone', async () => {
    const w = await dunia(t);
    const { id_kelas, entri } = await kelasDenganPeserta(t, w, 4);
    const first = await simpan(t, w.token.panitiaA, undi(id_kelas, entri).body);
    const m = siapMain(matchesOf(first.body.data))!;
    const played = await hasil(t, w.token.panitiaA, m.id_match, { skor_a: 10, skor_b: 7, versi: 0 });
    expect(played.status).toBe(200);
    const versi = played.body.data.bagan.versi;
    expect(versi).toBe(2);

    const redraw = undi(id_kelas, entri, { seed: 77, versi_sebelumnya: versi });
    const ask = await simpan(t, w.token.panitiaA, redraw.body);
    expect([ask.status, ask.body.message]).toEqual([
      409,
      'Bagan ini sudah memiliki hasil pertandingan. Konfirmasi untuk mengundi ulang dan menghapus hasilnya.',
    ]);
    expect(ask.body.data.bagan.versi).toBe(2);
    const confirmed = await simpan(t, w.token.panitiaA, { ...redraw.body, hapus_hasil: true });
    expect([confirmed.status, confirmed.body.data.bagan.versi, confirmed.body.data.bracket_status]).toEqual([201, 3, 'created']);
    expect(confirmed.body.data.match_selesai).toBe(0);
    const nama = (id: number) => entri.find((e) => e.id === id)!.nama;
    expect((await log())[1]).toContain(`; hasil dibuang: Semi Final ${nama(m.id_peserta_a!)} 10–7 ${nama(m.id_peserta_b!)}`);
    const gone = await hasil(t, w.token.panitiaA, m.id_match, { skor_a: 1, skor_b: 0, versi: 1 });
    expect([gone.status, gone.body.message]).toEqual([404, 'Pertandingan tidak ditemukan. Bagan mungkin sudah diundi ulang.']);
  });

  it('the same draw sent again (a retry without its key) answers the saved bracket and keeps its results', async () => {
    const w = await dunia(t);
    const { id_kelas, entri } = await kelasDenganPeserta(t, w, 4);
    const { body } = undi(id_kelas, entri);
    const first = await simpan(t, w.token.panitiaA, body);
    const m = siapMain(matchesOf(first.body.data))!;
    await hasil(t, w.token.panitiaA, m.id_match, { skor_a: 5, skor_b: 2 });
    const again = await simpan(t, w.token.panitiaA, body);
    expect(again.status).toBe(201);
    expect(again.body.data.bagan.versi).toBe(2);
    expect(again.body.data.match_selesai).toBe(1);
    expect(await log()).toHaveLength(1);
  });

  it('idempotent replay: the same Idempotency-Key twice gives the same answer and one draw', async () => {
    const w = await dunia(t);
    const { id_kelas, entri } = await kelasDenganPeserta(t, w, 6);
    const { body } = undi(id_kelas, entri);
    const key = { 'Idempotency-Key': randomUUID() };
    const a = await simpan(t, w.token.panitiaA, body, key);
    const b = await simpan(t, w.token.panitiaA, body, key);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.headers.get('idempotent-replayed')).toBe('true');
    expect(b.body).toEqual(a.body);
    expect(await log()).toHaveLength(1);
    const [row] = await t.db.select().from(bagan);
    expect(row.versi).toBe(1);
    // Another bracket cannot take these match ids.
    const other = await kelasDenganPeserta(t, w, 4, { kelas: KYORUGI_CADET_49, awalan: 'B' });
    const second = undi(other.id_kelas, other.entri);
    second.body.matches[0].id_match = body.matches[0].id_match;
    const taken = await simpan(t, w.token.panitiaA, second.body);
    expect([taken.status, taken.body.message]).toEqual([422, 'Bagan ditolak: ID pertandingan sudah dipakai bagan lain.']);
  });

  it('bad input is a 400 with field errors; an unknown class 404; two entries make one final', async () => {
    const w = await dunia(t);
    const { id_kelas, entri } = await kelasDenganPeserta(t, w, 2);
    const bad = await simpan(t, w.token.panitiaA, { id_kelas_kejuaraan: id_kelas, participants: [entri[0].id], matches: [] });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({ participants: 'Daftar peserta bagan tidak valid' });
    expect((await t.api('POST', '/api/brackets', { token: w.token.panitiaA, raw: '{"id_kelas_kejuaraan":' })).status).toBe(400);
    const { body } = undi(id_kelas, entri);
    const badId = structuredClone(body);
    badId.matches[0].id_match = 'x';
    expect((await simpan(t, w.token.panitiaA, badId)).body.errors).toMatchObject({ 'matches.0.id_match': 'ID pertandingan tidak valid' });
    const unknown = await simpan(t, w.token.panitiaA, { ...body, id_kelas_kejuaraan: 999999 });
    expect([unknown.status, unknown.body.message]).toEqual([404, 'Kelas kejuaraan tidak ditemukan']);
    const res = await simpan(t, w.token.panitiaA, body);
    expect(res.status).toBe(201);
    expect(res.body.data.bagan).toMatchObject({ ukuran: 2, jumlah_ronde: 1 });
    expect(res.body.data.match_total).toBe(1);
  });
});
