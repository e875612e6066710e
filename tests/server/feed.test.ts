import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { changeEventSchema, type ChangeEvent } from '../../src/domain/schemas/change-event';
import { localFeed } from '../../src/server/feed/feed';
import { eventFromPath } from '../../src/server/feed/publish-writes';
import { ReadCache } from '../../src/server/http/read-cache';
import { kelasDenganPeserta, simpan, undi } from './bagan-fixtures';
import { dunia } from './helpers/peserta';
import { useTestServer } from './helpers/server';

// The feed as npm start opens it: in process on PGlite, LISTEN/NOTIFY on PostgreSQL.
const t = useTestServer({ feed: true });

/** Records what the feed tells this process while `run` runs. */
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

describe('the change feed of a write', () => {
  it('a write is told to this process once, by the time it is answered; a read tells nothing', async () => {
    const w = await dunia(t);
    const { id_kelas, entri } = await kelasDenganPeserta(t, w, 3);
    // A draw publishes itself precisely (the class and its competition), instead of its route.
    expect(
      await heard(async () => {
        expect((await simpan(t, w.token.panitiaA, undi(id_kelas, entri).body)).status).toBe(201);
      }),
    ).toEqual([{ resource: 'bagan', ids: [id_kelas], id_kompetisi: w.a.id_kompetisi }]);
    // Any other write is told by its route; a refusal wrote nothing and tells nothing, whoever sent it.
    expect(
      await heard(async () => {
        expect((await t.api('DELETE', `/api/kompetisi/${w.a.id_kompetisi}/participants/987654`, { token: w.token.panitiaA })).status).toBe(
          404,
        );
        expect((await t.api('POST', `/api/kompetisi/${w.a.id_kompetisi}/register`, { json: {} })).status).toBe(401);
        expect(
          (await t.api('POST', `/api/kompetisi/${w.a.id_kompetisi}/register`, { token: w.token.panitiaA, json: {} })).status,
        ).toBeGreaterThanOrEqual(400);
        expect((await t.api('POST', '/api/auth/logout', { token: w.token.lain })).status).toBe(200);
      }),
    ).toEqual([{ resource: 'auth/logout', ids: [], id_kompetisi: null }]);
    expect(
      await heard(async () => {
        expect((await t.api('GET', `/api/kompetisi/${w.a.id_kompetisi}/bagan`, { token: w.token.panitiaA })).status).toBe(200);
      }),
    ).toEqual([]);
  });
});

describe('eventFromPath', () => {
  it('names the resource by the route without its ids; the competition apart; UUIDs and file names left out', () => {
    expect(eventFromPath('/api/kompetisi/12/participants/34/status')).toEqual({
      resource: 'kompetisi/participants/status',
      ids: [34],
      id_kompetisi: 12,
    });
    expect(eventFromPath('/api/atlet/7')).toEqual({ resource: 'atlet', ids: [7], id_kompetisi: null });
    expect(eventFromPath('/api/matches/0b7c2d1e-8a4f-4c3b-9d2e-1f0a9b8c7d6e/result')).toEqual({
      resource: 'matches/result',
      ids: [],
      id_kompetisi: null,
    });
    expect(eventFromPath('/api/admin/sistem/backup/arena-manual-20261123-101010.tar.gz')).toEqual({
      resource: 'admin/sistem/backup',
      ids: [],
      id_kompetisi: null,
    });
    expect(eventFromPath('/api/kompetisi')).toEqual({ resource: 'kompetisi', ids: [], id_kompetisi: null });
    for (const p of ['/api/kompetisi/12/participants/34/status', '/api/%20/x', '/api/', '/api/a/1/b/2/c/3/d/4/e/5']) {
      expect(v.is(changeEventSchema, eventFromPath(p)), p).toBe(true);
    }
  });
});

describe('ReadCache following a feed', () => {
  it('every change clears it; while the feed is not listening it keeps nothing, and it starts empty after', async () => {
    const feed = localFeed();
    const states: ((listening: boolean) => void)[] = [];
    const deaf = { ...feed, listening: true, onState: (l: (listening: boolean) => void) => (states.push(l), () => {}) };
    const cache = new ReadCache(true);
    cache.follow(deaf);
    let loads = 0;
    const read = () => cache.get('k', 60_000, async () => ++loads);
    expect(await read()).toBe(1);
    expect(await read()).toBe(1);
    await deaf.publish({ resource: 'atlet', ids: [1], id_kompetisi: null });
    expect(await read()).toBe(2);
    for (const s of states) s(false);
    expect(cache.enabled).toBe(false);
    expect(await read()).toBe(3);
    expect(await read()).toBe(4);
    for (const s of states) s(true);
    expect(cache.enabled).toBe(true);
    expect(await read()).toBe(5);
    expect(await read()).toBe(5);
  });
});
