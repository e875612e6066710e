import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { eq, sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChangeEvent } from '../../src/domain/schemas/change-event';
import { createApp } from '../../src/server/app';
import { hashToken } from '../../src/server/auth/session';
import { openPostgres } from '../../src/server/db/client';
import { session } from '../../src/server/db/schema';
import type { OpenDb } from '../../src/server/db/types';
import {
  FEED_ACK_CHANNEL,
  FEED_CHANNEL,
  openPostgresFeed,
  type PostgresFeed,
  type PostgresFeedOptions,
} from '../../src/server/feed/postgres-feed';
import { ReadCache } from '../../src/server/http/read-cache';
import { recordingMailer } from '../../src/server/mail/recording-mailer';
import { openTestDatabase, resetDatabase } from './helpers/database';
import { PASSWORD, makeCoach } from './helpers/fixtures';

/**
 * Two server processes on one PostgreSQL database, as two app instances in this test process: each with its own
 * pool, its own change feed (its own LISTEN connection) and its own read cache, on its own port.
 */
interface Instance {
  feed: PostgresFeed;
  cache: ReadCache;
  mails: ReturnType<typeof recordingMailer>['sent'];
  api(
    method: string,
    p: string,
    opts?: { token?: string; json?: unknown },
  ): Promise<{ status: number; body: { data?: any; message?: string } }>;
  close(): Promise<void>;
}

const ON_POSTGRES = process.env.TEST_DB === 'postgres';
let database: OpenDb;
let dataDir: string;
const running: Instance[] = [];

async function instance(feedOpts: Partial<PostgresFeedOptions> = {}): Promise<Instance> {
  const pool = await openPostgres(database.url!);
  const feed = await openPostgresFeed({ url: database.url!, db: pool.db, log: () => {}, ...feedOpts });
  const cache = new ReadCache(true);
  const mailer = recordingMailer();
  const app = createApp({ db: pool.db, dataDir, mailer, log: () => {}, feed, readCache: cache });
  const server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const inst: Instance = {
    feed,
    cache,
    mails: mailer.sent,
    async api(method, p, opts = {}) {
      const headers: Record<string, string> = opts.token ? { authorization: `Bearer ${opts.token}` } : {};
      if (opts.json !== undefined) headers['content-type'] = 'application/json';
      const res = await fetch(url + p, { method, headers, body: opts.json === undefined ? undefined : JSON.stringify(opts.json) });
      return { status: res.status, body: await res.json() };
    },
    async close() {
      await new Promise((r) => server.close(r));
      await feed.close();
      await pool.close();
    },
  };
  running.push(inst);
  return inst;
}

const masuk = async (i: Instance, email: string, password = PASSWORD) => i.api('POST', '/api/auth/login', { json: { email, password } });
const token = async (i: Instance, email: string) => (await masuk(i, email)).body.data.token as string;
const me = async (i: Instance, tok: string) => (await i.api('GET', '/api/auth/me', { token: tok })).status;
/** Ends a session behind the API's back: no process is told, so a process that cached it still lets it in. */
const hapusDiamDiam = (tok: string) => database.db.delete(session).where(eq(session.token_hash, hashToken(tok)));
const putuskan = async (feed: PostgresFeed) => database.db.execute(sql`select pg_terminate_backend(${await feed.backendPid()})`);

describe.skipIf(!ON_POSTGRES)('two server processes on one PostgreSQL database', () => {
  beforeAll(async () => {
    database = await openTestDatabase();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'arena-feed-'));
  });
  beforeEach(async () => {
    await resetDatabase(database.db);
    await makeCoach(database.db, 'pelatih@uji.id');
  });
  afterEach(async () => {
    for (const i of running.splice(0)) await i.close();
  });
  afterAll(async () => {
    await database?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('a write through one is in a cached read through the other as soon as the write is answered', async () => {
    const [a, b] = [await instance(), await instance()];
    const [satu, dua] = [await token(a, 'pelatih@uji.id'), await token(a, 'pelatih@uji.id')];
    expect([await me(b, satu), await me(b, dua)]).toEqual([200, 200]);
    await hapusDiamDiam(dua);
    expect(await me(b, dua)).toBe(200); // B kept it: the read cache is on with PostgreSQL
    expect((await a.api('POST', '/api/auth/logout', { token: satu })).status).toBe(200);
    expect(await me(b, satu)).toBe(401);
    expect(await me(b, dua)).toBe(401);
  });

  it('a write is answered only once every other listening process has acknowledged hearing it', async () => {
    const a = await instance({ echoWaitMs: 5_000 });
    const satu = await token(a, 'pelatih@uji.id');
    // A third process, slow to hear: it acknowledges each change 300 ms after it arrives.
    const events: string[] = [];
    const lambat = postgres(database.url!, {
      max: 1,
      onnotice: () => {},
      onnotify: (channel: string, payload: string) => {
        if (channel !== FEED_CHANNEL) return;
        const { dari } = JSON.parse(payload) as { dari: string };
        setTimeout(() => {
          events.push('diterima');
          lambat`select pg_notify(${FEED_ACK_CHANNEL}, ${`${dari} lambat`})`.catch(() => {});
        }, 300);
      },
    } as postgres.Options<Record<string, postgres.PostgresType>>);
    try {
      await lambat.unsafe(`listen ${FEED_CHANNEL}`);
      await lambat`select set_config('application_name', 'arena-feed:lambat', false)`;
      const started = Date.now();
      expect((await a.api('POST', '/api/auth/logout', { token: satu })).status).toBe(200);
      events.push('dijawab');
      expect(events).toEqual(['diterima', 'dijawab']);
      expect(Date.now() - started).toBeLessThan(5_000); // answered on the acknowledgement, not the time limit
    } finally {
      await lambat.end({ timeout: 1 });
    }
  });

  it('the login and reset-code limiters count the tries made through every process', async () => {
    const [a, b] = [await instance(), await instance()];
    for (const i of [a, b, a, b, a]) expect((await masuk(i, 'pelatih@uji.id', 'salah-sekali')).status).toBe(401);
    expect((await masuk(b, 'pelatih@uji.id')).status).toBe(429);
    expect((await masuk(a, 'pelatih@uji.id')).status).toBe(429);
    for (const i of [a, b, a, b, a, b, a]) {
      expect((await i.api('POST', '/api/auth/reset-password/code', { json: { email: 'pelatih@uji.id' } })).status).toBe(200);
    }
    await vi.waitFor(() => expect(a.mails.length + b.mails.length).toBe(5)); // mails go out in the background
  });

  it('a dropped LISTEN connection turns the cache off: a write it did not hear is read at once', async () => {
    const a = await instance();
    const b = await instance({ retryMs: 60_000 }); // stays deaf for the whole test
    const satu = await token(a, 'pelatih@uji.id');
    expect(await me(b, satu)).toBe(200);
    await putuskan(b.feed);
    await vi.waitFor(() => expect(b.feed.listening).toBe(false));
    expect(b.cache.enabled).toBe(false);
    expect((await a.api('POST', '/api/auth/logout', { token: satu })).status).toBe(200);
    expect(await me(b, satu)).toBe(401);
  });

  it('listening again, the cache is on once more and starts empty', async () => {
    const b = await instance({ retryMs: 20 });
    const states: boolean[] = [];
    b.feed.onState((s) => states.push(s));
    const [satu, dua] = [await token(b, 'pelatih@uji.id'), await token(b, 'pelatih@uji.id')];
    expect(await me(b, satu)).toBe(200);
    await hapusDiamDiam(satu);
    await putuskan(b.feed);
    await vi.waitFor(() => expect(states).toEqual([false, true]));
    expect(b.cache.enabled).toBe(true);
    expect(await me(b, satu)).toBe(401); // what was kept before the drop is gone
    expect(await me(b, dua)).toBe(200);
    await hapusDiamDiam(dua);
    expect(await me(b, dua)).toBe(200); // kept again
  });

  it('a message on the channel it cannot read clears every cache (anything may have changed)', async () => {
    const b = await instance();
    const seen: ChangeEvent[] = [];
    b.feed.subscribe((e) => seen.push(e));
    const satu = await token(b, 'pelatih@uji.id');
    seen.length = 0;
    expect(await me(b, satu)).toBe(200);
    await hapusDiamDiam(satu);
    await database.db.execute(sql`select pg_notify(${FEED_CHANNEL}, 'bukan json')`);
    await vi.waitFor(() => expect(seen).toEqual([{ resource: '*', ids: [], id_kompetisi: null }]));
    expect(await me(b, satu)).toBe(401);
  });
});
