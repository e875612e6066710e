import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bagan, match } from '../../src/server/db/schema';
import { batal, dunia, hasil, kelasDenganPeserta, siapMain, simpan, undi } from './bagan-fixtures';
import { useTestServer } from './helpers/server';

const t = useTestServer();
const AKSES = 'Akses ditolak. Hanya Admin Kompetisi yang dapat mengelola drawing bagan.';

describe('bracket API: every endpoint × role', () => {
  it('reads: none 401, coaches 403 with the access text, ADMIN any competition, ADMIN_KOMPETISI only its own', async () => {
    const w = await dunia(t);
    const { id_kelas } = await kelasDenganPeserta(t, w, 4);
    const reads = [`/api/kompetisi/${w.a.id_kompetisi}/bagan`, `/api/kompetisi/${w.a.id_kompetisi}/medali`, `/api/brackets/${id_kelas}`];
    for (const path of reads) {
      const none = await t.api('GET', path);
      expect([path, none.status, none.body.message]).toEqual([path, 401, 'Anda harus login terlebih dahulu']);
      for (const token of [w.token.pelatih, w.token.lain]) {
        const res = await t.api('GET', path, { token });
        expect([path, res.status, res.body.message]).toEqual([path, 403, AKSES]);
      }
      const lain = await t.api('GET', path, { token: w.token.panitiaB });
      expect([path, lain.status, lain.body.message]).toEqual([path, 403, 'Anda tidak memiliki akses']);
      for (const token of [w.token.admin, w.token.panitiaA]) {
        const res = await t.api('GET', path, { token });
        expect([path, res.status, res.body.success]).toEqual([path, 200, true]);
        expect(res.headers.get('cache-control')).toBe('private, no-store');
      }
    }
    // ADMIN_KOMPETISI of B reads B; unknown ids are 404, garbage 400.
    expect((await t.api('GET', `/api/kompetisi/${w.b.id_kompetisi}/bagan`, { token: w.token.panitiaB })).status).toBe(200);
    const unknown = await t.api('GET', '/api/kompetisi/999999/bagan', { token: w.token.admin });
    expect([unknown.status, unknown.body.message]).toEqual([404, 'Kompetisi tidak ditemukan']);
    const kelasUnknown = await t.api('GET', '/api/brackets/999999', { token: w.token.admin });
    expect([kelasUnknown.status, kelasUnknown.body.message]).toEqual([404, 'Kelas kejuaraan tidak ditemukan']);
    expect((await t.api('GET', '/api/brackets/abc', { token: w.token.admin })).status).toBe(400);
    expect((await t.api('GET', '/api/kompetisi/0/medali', { token: w.token.admin })).status).toBe(400);
  });

  it('public reads need no login and answer the same data', async () => {
    const w = await dunia(t);
    await kelasDenganPeserta(t, w, 3);
    const pub = await t.api('GET', `/api/public/kompetisi/${w.a.id_kompetisi}/bagan`);
    expect(pub.status).toBe(200);
    expect(pub.headers.get('cache-control')).toBe('public, no-cache');
    const priv = await t.api('GET', `/api/kompetisi/${w.a.id_kompetisi}/bagan`, { token: w.token.admin });
    // The organisers' read adds each entry's weigh-in state; the public one is the same without it.
    const tanpaTimbang = (kelas: { peserta: { timbang?: string }[] }[]) =>
      kelas.map((k) => ({ ...k, peserta: k.peserta.map(({ timbang: _t, ...p }) => p) }));
    const diisi = (kelas: { peserta: object[] }[]) => kelas.flatMap((k) => k.peserta);
    expect(diisi(priv.body.data.kelas).length).toBeGreaterThan(0);
    expect(diisi(priv.body.data.kelas).every((p) => 'timbang' in p)).toBe(true);
    expect(diisi(pub.body.data.kelas).some((p) => 'timbang' in p)).toBe(false);
    expect(pub.body.data.kelas).toEqual(tanpaTimbang(priv.body.data.kelas));
    expect((await t.api('GET', `/api/public/kompetisi/${w.a.id_kompetisi}/medali`)).status).toBe(200);
    expect((await t.api('GET', '/api/public/kompetisi/999999/medali')).status).toBe(404);
    expect((await t.api('GET', '/api/public/kompetisi/x/bagan')).status).toBe(400);
  });

  it("drawing: only the competition's own ADMIN_KOMPETISI; ADMIN may read but not draw", async () => {
    const w = await dunia(t);
    const { id_kelas, entri } = await kelasDenganPeserta(t, w, 4);
    const { body } = undi(id_kelas, entri);
    expect((await simpan(t, '', body)).status).toBe(401);
    for (const token of [w.token.pelatih, w.token.admin]) {
      const res = await simpan(t, token, body);
      expect([res.status, res.body.message]).toEqual([403, AKSES]);
    }
    const lain = await simpan(t, w.token.panitiaB, body);
    expect([lain.status, lain.body.message]).toEqual([403, 'Anda tidak memiliki akses']);
    expect(await t.db.select().from(bagan)).toHaveLength(0);
    const own = await simpan(t, w.token.panitiaA, body);
    expect([own.status, own.body.message]).toEqual([201, 'Bagan berhasil disimpan']);
    expect(await t.db.select().from(match)).toHaveLength(3);
  });

  it("results and undo: only the competition's own ADMIN_KOMPETISI", async () => {
    const w = await dunia(t);
    const { id_kelas, entri } = await kelasDenganPeserta(t, w, 4);
    const saved = await simpan(t, w.token.panitiaA, undi(id_kelas, entri).body);
    const m = siapMain(saved.body.data.bagan.matches)!;
    const skor = { skor_a: 3, skor_b: 1 };
    expect((await hasil(t, '', m.id_match, skor)).status).toBe(401);
    expect((await batal(t, '', m.id_match)).status).toBe(401);
    for (const token of [w.token.pelatih, w.token.admin]) {
      expect((await hasil(t, token, m.id_match, skor)).body.message).toBe(AKSES);
      expect((await batal(t, token, m.id_match)).status).toBe(403);
    }
    // Another competition's admin: answered as a match that does not exist, so it cannot tell which ids exist.
    const lain = await hasil(t, w.token.panitiaB, m.id_match, skor);
    expect([lain.status, lain.body.message]).toEqual([404, 'Pertandingan tidak ditemukan. Bagan mungkin sudah diundi ulang.']);
    expect((await batal(t, w.token.panitiaB, m.id_match)).status).toBe(404);
    const own = await hasil(t, w.token.panitiaA, m.id_match, skor);
    expect([own.status, own.body.message]).toEqual([200, 'Hasil pertandingan berhasil disimpan']);
    const undo = await batal(t, w.token.panitiaA, m.id_match, { versi: 1, alasan: 'Hasil salah masuk' });
    expect([undo.status, undo.body.message]).toEqual([200, 'Hasil pertandingan berhasil dibatalkan']);
    // Ids: garbage 400, a UUID no bracket holds 404.
    const garbage = await hasil(t, w.token.panitiaA, 'bukan-uuid', skor);
    expect([garbage.status, garbage.body.message]).toEqual([400, 'ID pertandingan tidak valid']);
    expect((await hasil(t, w.token.panitiaA, "1'; drop table match;--", skor)).status).toBe(400);
    const gone = await hasil(t, w.token.panitiaA, randomUUID(), skor);
    expect([gone.status, gone.body.message]).toEqual([404, 'Pertandingan tidak ditemukan. Bagan mungkin sudah diundi ulang.']);
    expect((await batal(t, w.token.panitiaA, randomUUID())).status).toBe(404);
  });
});
