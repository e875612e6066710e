import { describe, expect, it } from 'vitest';
import { localFeed } from '../../src/server/feed/feed';
import { ReadCache } from '../../src/server/http/read-cache';
import { KYORUGI_CADET_45, cadet, daftar, dunia, kelasId } from './helpers/peserta';
import { useTestServer } from './helpers/server';

const cache = new ReadCache(true);
const t = useTestServer({ readCache: cache });
const list = (token: string, id: number) => t.api('GET', `/api/kompetisi/${id}/atlet`, { token });
const names = (res: { body: { data?: { atlet: { nama_atlet: string } }[] } }) => res.body.data!.map((p) => p.atlet.nama_atlet);

describe('hot reads kept between writes (npm start on PGlite)', () => {
  it('a registration is in the very next read of the list; every scope keeps its own answer', async () => {
    const w = await dunia(t);
    const kelas = await kelasId(t.db, w.a.id_kompetisi, KYORUGI_CADET_45);
    const andi = await cadet(t.db, w.pelatih.id_dojang, { nama_atlet: 'Andi' });
    const budi = await cadet(t.db, w.pelatih.id_dojang, { nama_atlet: 'Budi' });
    expect((await daftar(t, w.token.pelatih, w.a.id_kompetisi, { atlitId: andi.id_atlet, kelasKejuaraanId: kelas })).status).toBe(201);
    expect(names(await list(w.token.pelatih, w.a.id_kompetisi))).toEqual(['Andi']);
    expect(names(await list(w.token.lain, w.a.id_kompetisi))).toEqual([]);
    expect((await daftar(t, w.token.pelatih, w.a.id_kompetisi, { atlitId: budi.id_atlet, kelasKejuaraanId: kelas })).status).toBe(201);
    expect(names(await list(w.token.pelatih, w.a.id_kompetisi))).toEqual(['Andi', 'Budi']);
    expect(names(await list(w.token.admin, w.a.id_kompetisi))).toEqual(['Andi', 'Budi']);
    expect((await list(w.token.panitiaB, w.a.id_kompetisi)).status).toBe(403);
  });

  it('a session that logs out is refused at once, though its lookup was cached', async () => {
    const w = await dunia(t);
    expect((await list(w.token.pelatih, w.a.id_kompetisi)).status).toBe(200);
    expect((await t.api('POST', '/api/auth/logout', { token: w.token.pelatih })).status).toBe(200);
    expect((await list(w.token.pelatih, w.a.id_kompetisi)).status).toBe(401);
  });

  it('answers gzip when asked, with an ETag that a revalidation turns into a 304', async () => {
    const w = await dunia(t);
    const kelas = await kelasId(t.db, w.a.id_kompetisi, KYORUGI_CADET_45);
    for (let i = 0; i < 20; i++) {
      const a = await cadet(t.db, w.pelatih.id_dojang, { nama_atlet: `Atlet ${String(i).padStart(2, '0')}` });
      await daftar(t, w.token.pelatih, w.a.id_kompetisi, { atlitId: a.id_atlet, kelasKejuaraanId: kelas });
    }
    const url = `/api/kompetisi/${w.a.id_kompetisi}/atlet`;
    const auth = { authorization: `Bearer ${w.token.pelatih}` };
    const res = await t.fetch(url, { headers: { ...auth, 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const body = (await res.json()) as { data: unknown[] }; // fetch unpacks the gzip itself
    expect(body.data).toHaveLength(20);
    const etag = res.headers.get('etag')!;
    const again = await t.fetch(url, { headers: { ...auth, 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });
});

describe('ReadCache', () => {
  it('a read that overlapped a write is not kept; an answer older than its time is read again', async () => {
    const c = new ReadCache(true);
    let loads = 0;
    let release!: () => void;
    const slow = c.get(
      'k',
      60_000,
      () =>
        new Promise<number>((resolve) => {
          loads++;
          release = () => resolve(loads);
        }),
    );
    c.invalidate();
    release();
    expect(await slow).toBe(1);
    expect(await c.get('k', 60_000, async () => ++loads)).toBe(2);
    expect(await c.get('k', 60_000, async () => ++loads)).toBe(2);
    expect(await c.get('k', 0, async () => ++loads)).toBe(3);
  });

  it('off: every read loads', async () => {
    const c = new ReadCache(false);
    let loads = 0;
    await c.get('k', 60_000, async () => ++loads);
    expect(await c.get('k', 60_000, async () => ++loads)).toBe(2);
  });
});

describe('ReadCache.shared (answers the same for every visitor)', () => {
  /** A load that finishes when told to, counting how often it ran. */
  function loader() {
    const runs: ((v: number) => void)[] = [];
    return { runs, load: () => new Promise<number>((resolve) => runs.push(resolve)) };
  }

  it('on: readers that miss together share one load; the answer is kept until a write, or until its time', async () => {
    const c = new ReadCache(true);
    const l = loader();
    const a = c.shared('k', 60_000, l.load);
    const b = c.shared('k', 60_000, l.load);
    expect(l.runs).toHaveLength(1);
    l.runs[0](1);
    expect(await Promise.all([a, b])).toEqual([1, 1]);
    expect(await c.shared('k', 60_000, l.load)).toBe(1);
    expect(l.runs).toHaveLength(1);
    c.invalidate();
    const after = c.shared('k', 60_000, l.load);
    expect(l.runs).toHaveLength(2);
    l.runs[1](2);
    expect(await after).toBe(2);
    const stale = c.shared('k', 0, l.load); // older than its time
    expect(l.runs).toHaveLength(3);
    l.runs[2](3);
    expect(await stale).toBe(3);
  });

  it('a load that overlapped a write serves only the readers who came before the write', async () => {
    const c = new ReadCache(true);
    const l = loader();
    const before = c.shared('k', 60_000, l.load);
    c.invalidate();
    const after = c.shared('k', 60_000, l.load);
    expect(l.runs).toHaveLength(2);
    l.runs[0](1);
    l.runs[1](2);
    expect(await Promise.all([before, after])).toEqual([1, 2]);
  });

  it('a failed load fails the readers that shared it, and is not kept', async () => {
    const c = new ReadCache(true);
    let calls = 0;
    const failing = () => {
      calls++;
      return Promise.reject(new Error('gagal'));
    };
    await expect(Promise.all([c.shared('k', 60_000, failing), c.shared('k', 60_000, failing)])).rejects.toThrow('gagal');
    expect(calls).toBe(1);
    expect(await c.shared('k', 60_000, async () => 7)).toBe(7);
  });

  it('off (PostgreSQL): shared while it loads and for publicMs after; a write through this process drops it', async () => {
    const plain = new ReadCache(false);
    const l = loader();
    const a = plain.shared('k', 60_000, l.load);
    const b = plain.shared('k', 60_000, l.load);
    expect(l.runs).toHaveLength(1);
    l.runs[0](1);
    expect(await Promise.all([a, b])).toEqual([1, 1]);
    const next = plain.shared('k', 60_000, l.load); // publicMs 0: nothing kept once loaded
    expect(l.runs).toHaveLength(2);
    l.runs[1](2);
    expect(await next).toBe(2);

    const pg = new ReadCache(false, { publicMs: 60_000 });
    expect(await pg.shared('k', 0, async () => 1)).toBe(1);
    expect(await pg.shared('k', 0, async () => 2)).toBe(1);
    pg.invalidate();
    expect(await pg.shared('k', 0, async () => 3)).toBe(3);
    expect(pg.enabled).toBe(false);
    expect(await pg.get('g', 60_000, async () => 4)).toBe(4);
    expect(await pg.get('g', 60_000, async () => 5)).toBe(5); // get() stays off
  });

  it("a judge's press leaves what is kept (it writes only the presses, which no kept read reads); any other change clears it", async () => {
    const feed = localFeed();
    const c = new ReadCache(true);
    c.follow(feed);
    let loads = 0;
    const baca = () => c.get('k', 60_000, async () => ++loads);
    expect(await baca()).toBe(1);
    await feed.publish({ resource: 'skor_tekan', ids: [3], id_kompetisi: 1 });
    expect(await baca()).toBe(1);
    await feed.publish({ resource: 'skor', ids: [3], id_kompetisi: 1 });
    expect(await baca()).toBe(2);
  });
});
