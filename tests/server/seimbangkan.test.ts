import { describe, expect, it } from 'vitest';
import type { ChangeEvent } from '../../src/domain/schemas/change-event';
import { kelasDenganPeserta, simpan, undi } from './bagan-fixtures';
import { KYORUGI_CADET_49 } from './helpers/peserta';
import { useTestServer } from './helpers/server';
import { hariSiap, partaiLapangan } from './jadwal-fixtures';
import { kodeOf } from './penimbangan-fixtures';

const t = useTestServer({ feed: true });

/**
 * The fixture's day plus a second Kyorugi class (4 entries) after the first on Lapangan A, and an empty Kyorugi court C;
 * numbered, then bout 1 of A called (the day has started).
 */
async function hariBerjalan() {
  const s = await hariSiap(t);
  const tok = s.token.panitiaA;
  const k2 = await kelasDenganPeserta(t, s.w, 4, { kelas: KYORUGI_CADET_49, awalan: 'Kedua' });
  expect((await simpan(t, tok, undi(k2.id_kelas, k2.entri).body)).status).toBe(201);
  const c = await t.api('POST', `/api/kompetisi/${s.A}/lapangan`, {
    token: tok,
    json: { id_hari: s.id_hari, nama: 'Lapangan C', mulai: '08:00', cabang: 'KYORUGI' },
  });
  const lc = (c.body.data.hari[0].lapangan as { id_lapangan: number; nama: string }[]).find((l) => l.nama === 'Lapangan C')!.id_lapangan;
  const j = await t.api('PUT', `/api/kompetisi/${s.A}/jadwal`, {
    token: tok,
    json: { kelas: [{ id_kelas_kejuaraan: k2.id_kelas, id_lapangan: s.la, urutan: 2 }] },
  });
  expect(j.status).toBe(200);
  expect((await t.api('PUT', `/api/kompetisi/${s.A}/jadwal/pengaturan`, { token: tok, json: { istirahat_partai: 1 } })).status).toBe(200);
  expect((await t.api('POST', `/api/kompetisi/${s.A}/jadwal/nomor`, { token: tok, json: { id_hari: s.id_hari } })).status).toBe(200);
  const [p1] = await partaiLapangan(t, s.token.lapA, s.la);
  expect((await t.api('POST', `/api/partai/${p1.id_match}/panggil`, { token: s.token.lapA, json: { versi: p1.versi } })).status).toBe(200);
  return { ...s, k2, lc };
}

const terapkan = (token: string, id: number, json: unknown) =>
  t.api('POST', `/api/kompetisi/${id}/jadwal/seimbangkan`, { token, json, headers: { 'Idempotency-Key': crypto.randomUUID() } });

describe("'Seimbangkan' (GET and POST /kompetisi/:id/jadwal/seimbangkan)", () => {
  it("only the competition's admin (and ADMIN) reads the proposal and applies it", async () => {
    const s = await hariBerjalan();
    const q = `/api/kompetisi/${s.A}/jadwal/seimbangkan?id_hari=${s.id_hari}`;
    for (const [token, status] of [
      ['', 401],
      [s.token.pelatih, 403],
      [s.token.lapA, 403],
      [s.token.panitiaB, 403],
      [s.token.panitiaA, 200],
    ] as const)
      expect((await t.api('GET', q, { token })).status, token).toBe(status);
    const r = await t.api('GET', q, { token: s.token.admin });
    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).toBe('private, no-store');
    expect(r.body.data.lapangan.map((l: { nama: string }) => l.nama)).toEqual(['Lapangan A', 'Lapangan B', 'Lapangan C']);
    for (const l of r.body.data.lapangan)
      expect(Object.keys(l).sort()).toEqual(['geser_menit', 'id_lapangan', 'kode', 'nama', 'rencana', 'sebelum', 'sesudah'].sort());
    const pindah = [{ id_kelas_kejuaraan: s.k2.id_kelas, dari: s.la, ke: s.lc }];
    for (const [token, status] of [
      [s.token.pelatih, 403],
      [s.token.lapA, 403],
      [s.token.panitiaB, 403],
    ] as const)
      expect((await terapkan(token, s.A, { id_hari: s.id_hari, pindah })).status, token).toBe(status);
    expect((await terapkan(s.token.panitiaA, s.A, { id_hari: s.id_hari, pindah: [] })).status).toBe(400);
  });

  it('moves a class that has not started in one step: numbers on its court untouched, its bouts numbered after the new court, the feed names both courts', async () => {
    const s = await hariBerjalan();
    const tok = s.token.panitiaA;
    const sebelumA = await partaiLapangan(t, s.token.lapA, s.la);
    const pindah = [{ id_kelas_kejuaraan: s.k2.id_kelas, dari: s.la, ke: s.lc }];
    // Alone on court C its final would follow its second semi-final straight: the rest it has on A would be lost.
    const langgar = await terapkan(tok, s.A, { id_hari: s.id_hari, pindah });
    expect([langgar.status, kodeOf(langgar)]).toEqual([409, 'seimbang_melanggar']);
    expect(await partaiLapangan(t, s.token.lapA, s.la)).toHaveLength(sebelumA.length);

    await t.api('PUT', `/api/kompetisi/${s.A}/jadwal/pengaturan`, { token: tok, json: { istirahat_partai: 0 } });
    const seen: ChangeEvent[] = [];
    const off = t.feed.subscribe((e) => seen.push(e));
    const r = await terapkan(tok, s.A, { id_hari: s.id_hari, pindah });
    off();
    expect([r.status, r.body.message]).toEqual([200, '1 kelas dipindah: jadwal diseimbangkan']);
    expect(r.body.data.kelas.find((k: { id_kelas_kejuaraan: number }) => k.id_kelas_kejuaraan === s.k2.id_kelas).id_lapangan).toBe(s.lc);
    expect(seen).toContainEqual({ resource: 'jadwal', ids: [s.la, s.lc], id_kompetisi: s.A });
    const sesudahA = await partaiLapangan(t, s.token.lapA, s.la);
    const tetap = new Map(sesudahA.map((p) => [p.id_match, p.nomor]));
    expect(sesudahA.length).toBe(sebelumA.length - 3);
    for (const p of sebelumA) if (tetap.has(p.id_match)) expect(tetap.get(p.id_match)).toBe(p.nomor);
    const diC = await t.api('GET', `/api/lapangan/${s.lc}/partai`, { token: tok });
    expect(diC.body.data.partai.map((p: { nomor: number }) => p.nomor)).toEqual([1, 2, 3]);
    expect(new Set(diC.body.data.partai.map((p: { id_match: string }) => p.id_match))).toEqual(
      new Set(sebelumA.filter((p) => !tetap.has(p.id_match)).map((p) => p.id_match)),
    );

    // The same proposal again: the class is no longer on A.
    const usang = await terapkan(tok, s.A, { id_hari: s.id_hari, pindah });
    expect([usang.status, kodeOf(usang)]).toEqual([409, 'susunan_berubah']);
    expect(usang.body.message).toMatch(/sudah tidak di lapangan Lapangan A/);
  });

  it('refuses to move a class that started meanwhile, saying which bouts', async () => {
    const s = await hariBerjalan();
    await t.api('PUT', `/api/kompetisi/${s.A}/jadwal/pengaturan`, { token: s.token.panitiaA, json: { istirahat_partai: 0 } });
    const r = await terapkan(s.token.panitiaA, s.A, {
      id_hari: s.id_hari,
      pindah: [{ id_kelas_kejuaraan: s.ky.id_kelas, dari: s.la, ke: s.lc }],
    });
    expect([r.status, kodeOf(r)]).toEqual([409, 'kelas_berjalan']);
    expect(r.body.data.partai.map((p: { status: string }) => p.status)).toEqual(['DIPANGGIL']);
  });
});
