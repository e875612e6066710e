import { describe, expect, it } from 'vitest';
import { ReadCache } from '../../src/server/http/read-cache';
import { KYORUGI_CADET_45, cadet, daftar, dunia, kelasId } from './helpers/peserta';
import { useTestServer } from './helpers/server';

// As npm start runs it on PGlite: the public list and detail are built once and kept until the next write.
const t = useTestServer({ readCache: new ReadCache(true) });

type Kompetisi = { id_kompetisi: number; nama_event: string; jumlah_peserta: number };
const list = async () => (await t.api('GET', '/api/kompetisi')).body.data as Kompetisi[];
const detail = async (id: number) => (await t.api('GET', `/api/kompetisi/${id}`)).body.data as Kompetisi;

describe('public competition reads kept between writes (read cache on)', () => {
  it('a change, a registration and a new competition made through the API are in the very next read', async () => {
    const w = await dunia(t);
    const A = w.a.id_kompetisi;
    const etag = (await t.fetch('/api/kompetisi')).headers.get('etag');
    expect((await detail(A)).nama_event).toBe('Kejuaraan A');
    expect((await list()).find((k) => k.id_kompetisi === A)?.jumlah_peserta).toBe(0);

    const put = await t.api('PUT', `/api/kompetisi/${A}`, { token: w.token.admin, json: { nama_event: 'Kejuaraan A Terbuka' } });
    expect(put.status).toBe(200);
    expect((await detail(A)).nama_event).toBe('Kejuaraan A Terbuka');
    expect((await list()).find((k) => k.id_kompetisi === A)?.nama_event).toBe('Kejuaraan A Terbuka');
    // The phone's copy is no longer current: a full answer, not a 304.
    expect((await t.fetch('/api/kompetisi', { headers: { 'if-none-match': etag! } })).status).toBe(200);

    const atlet = await cadet(t.db, w.pelatih.id_dojang, { nama_atlet: 'Andi' });
    const kelas = await kelasId(t.db, A, KYORUGI_CADET_45);
    expect((await daftar(t, w.token.pelatih, A, { atlitId: atlet.id_atlet, kelasKejuaraanId: kelas })).status).toBe(201);
    expect((await detail(A)).jumlah_peserta).toBe(1);
    expect((await list()).find((k) => k.id_kompetisi === A)?.jumlah_peserta).toBe(1);
  });

  it('many readers at once get the same answer; an unknown competition stays 404 (never kept as an answer)', async () => {
    const w = await dunia(t);
    const answers = await Promise.all(Array.from({ length: 30 }, () => t.fetch(`/api/kompetisi/${w.a.id_kompetisi}`)));
    const etags = new Set(answers.map((r) => r.headers.get('etag')));
    expect(answers.every((r) => r.status === 200)).toBe(true);
    expect(etags.size).toBe(1);
    await Promise.all(answers.map((r) => r.arrayBuffer()));
    for (let i = 0; i < 2; i++) {
      const missing = await t.api('GET', '/api/kompetisi/4242');
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe('Kompetisi tidak ditemukan');
    }
  });
});
