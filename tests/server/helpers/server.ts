import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createApp } from '../../../src/server/app';
import { LoginLimiter, newCodeRequestLimiter } from '../../../src/server/auth/login-limiter';
import type { Db, OpenDb } from '../../../src/server/db/types';
import { recordingMailer } from '../../../src/server/mail/recording-mailer';
import type { ReadCache } from '../../../src/server/http/read-cache';
import type { ChangeFeed } from '../../../src/server/feed/feed';
import { openChangeFeed } from '../../../src/server/feed/open';
import { openTestDatabase, resetDatabase } from './database';

export interface ApiResult {
  status: number;
  body: { success?: boolean; message?: string; data?: any; meta?: any; errors?: Record<string, string>; kode?: string };
  headers: Headers;
}

export interface RequestOptions {
  token?: string;
  json?: unknown;
  /** Sent as-is (a string body with content-type application/json). */
  raw?: string;
  form?: FormData;
  headers?: Record<string, string>;
}

export interface TestServer {
  url: string;
  db: Db;
  dataDir: string;
  clientDir: string;
  mailer: ReturnType<typeof recordingMailer>;
  limiter: LoginLimiter;
  /** With `feed: true`: the app's change feed as npm start opens it (PostgreSQL: LISTEN/NOTIFY). */
  feed: ChangeFeed;
  /** PostgreSQL: the per-file database's URL (another app instance can open it). */
  dbUrl?: string;
  api(method: string, path: string, opts?: RequestOptions): Promise<ApiResult>;
  fetch(path: string, init?: RequestInit): Promise<Response>;
}

/**
 * A real HTTP server on a random port over a per-file database and a temp DATA_DIR.
 * Call at the top of a test file; tables are emptied before each test.
 */
export function useTestServer(options: { clientDir?: string; readCache?: ReadCache; feed?: boolean } = {}): TestServer {
  let database: OpenDb;
  let server: ServerType;
  const mailer = recordingMailer();
  const t = { mailer } as TestServer;

  beforeAll(async () => {
    database = await openTestDatabase();
    t.db = database.db;
    t.dbUrl = database.url;
    t.dataDir = await mkdtemp(path.join(os.tmpdir(), 'arena-test-'));
    t.clientDir = options.clientDir ?? '';
    // The limiters count in the database (emptied before each test with every other table).
    t.limiter = new LoginLimiter(database.db);
    if (options.feed) t.feed = await openChangeFeed(database, () => {});
    const app = createApp({
      db: database.db,
      dataDir: t.dataDir,
      mailer,
      loginLimiter: t.limiter,
      codeRequestLimiter: newCodeRequestLimiter(database.db),
      clientDir: options.clientDir,
      log: () => {},
      readCache: options.readCache,
      feed: options.feed ? t.feed : undefined,
    });
    server = await new Promise<ServerType>((resolve) => {
      const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
    });
    t.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  beforeEach(async () => {
    await resetDatabase(database.db);
    options.readCache?.invalidate(); // the tables were emptied behind the API's back
    mailer.sent.length = 0;
  });

  afterAll(async () => {
    await new Promise((r) => server?.close(r));
    await t.feed?.close();
    await database?.close();
    if (t.dataDir) await rm(t.dataDir, { recursive: true, force: true });
  });

  t.fetch = (p, init) => fetch(t.url + p, init);
  t.api = async (method, p, opts = {}) => {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    let body: BodyInit | undefined;
    if (opts.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(opts.json);
    } else if (opts.raw !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = opts.raw;
    } else if (opts.form) body = opts.form;
    const res = await fetch(t.url + p, { method, headers, body });
    const text = await res.text();
    let parsed: ApiResult['body'] = {};
    try {
      parsed = text ? JSON.parse(text) : {};
    } catch {
      parsed = { message: text };
    }
    return { status: res.status, body: parsed, headers: res.headers };
  };
  return t;
}
