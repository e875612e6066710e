import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logActivity } from '../../src/server/activity/log';
import { activityLog, idempotencyKey } from '../../src/server/db/schema';
import { localFeed } from '../../src/server/feed/feed';
import { ApiError } from '../../src/server/http/api-error';
import { parseBody } from '../../src/server/http/body';
import type { AppEnv } from '../../src/server/http/env';
import { completeIdempotency, idempotency } from '../../src/server/http/idempotency';
import { fail } from '../../src/server/http/respond';
import { useTestServer } from './helpers/server';

/**
 * The writes of a handler and its idempotency record commit together (completeIdempotency): a crash
 * after the commit still leaves the answer, so the retry cannot write twice. Exercised on a small app
 * with the real middleware, since the real handlers never crash on purpose.
 */
const t = useTestServer();
let server: ServerType;
let url = '';

beforeAll(async () => {
  const app = new Hono<AppEnv>();
  app.onError((err, c) => (err instanceof ApiError ? fail(c, err.status, err.message) : fail(c, 500, 'gagal')));
  app.use(
    '*',
    async (c, next) => {
      c.set('auth', null);
      await next();
    },
    parseBody,
    idempotency(t.db, localFeed()),
  );
  app.post('/tulis', async (c) => {
    const mode = c.req.query('mode');
    const body = { success: true, message: 'tersimpan', data: { n: 1 } };
    await t.db.transaction(async (tx) => {
      await logActivity(tx, { action: 'TAMBAH_ATLET', details: 'uji' });
      await completeIdempotency(c, tx, 201, body);
      if (mode === 'tolak') throw new ApiError(409, 'ditolak sebelum commit');
    });
    if (mode === 'crash') throw new Error('mati setelah commit');
    return c.json(body, 201);
  });
  server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((r) => server?.close(r)));

async function post(mode: string, key?: string) {
  const res = await fetch(`${url}/tulis?mode=${mode}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key ? { 'Idempotency-Key': key } : {}) },
    body: '{"x":1}',
  });
  return { status: res.status, body: await res.json(), replayed: res.headers.get('idempotent-replayed') };
}
const rows = async () => (await t.db.select().from(activityLog)).length;

describe('completeIdempotency', () => {
  it('a crash after the transaction committed: the retry gets the stored answer and nothing is written twice', async () => {
    const crashed = await post('crash', 'k-crash');
    expect(crashed.status).toBe(500);
    expect(await rows()).toBe(1);
    const retry = await post('crash', 'k-crash');
    expect(retry).toEqual({ status: 201, body: { success: true, message: 'tersimpan', data: { n: 1 } }, replayed: 'true' });
    expect(await rows()).toBe(1);
  });

  it('a transaction that rolls back leaves no completed record: the refusal is stored as usual, nothing written', async () => {
    const refused = await post('tolak', 'k-tolak');
    expect(refused.status).toBe(409);
    expect(await rows()).toBe(0);
    const retry = await post('tolak', 'k-tolak');
    expect([retry.status, retry.replayed]).toEqual([409, 'true']);
    expect(await rows()).toBe(0);
  });

  it('without a key it writes and answers as usual, and keeps no record', async () => {
    expect((await post('ok')).status).toBe(201);
    expect((await post('ok')).status).toBe(201);
    expect(await rows()).toBe(2);
    expect(await t.db.select().from(idempotencyKey)).toHaveLength(0);
  });
});
