import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startCutProxy, type CutProxy } from '../../../test-support/cut-proxy';
import { createApp } from '../../../src/server/app';
import type { Db, OpenDb } from '../../../src/server/db/types';
import { localFeed } from '../../../src/server/feed/feed';
import { HubLokal } from '../../../src/server/hub/hub-lokal';
import { recordingMailer } from '../../../src/server/mail/recording-mailer';
import { openTestPglite, resetDatabase } from './database';
import type { ApiResult, RequestOptions, TestServer } from './server';

export interface TestHub {
  url: string;
  db: Db;
  hub: HubLokal;
  /** The link between the hub and the central server. */
  link: CutProxy;
  api(method: string, path: string, opts?: RequestOptions): Promise<ApiResult>;
}

/**
 * A venue hub beside the central test server `pusat`: its own embedded database and data folder, on
 * 127.0.0.2 (the hall's network stands on loopback), reaching the central server through a proxy that the
 * test can cut. Emptied before each test, after the central server.
 */
export function useTestHub(pusat: TestServer): TestHub {
  const h = {} as TestHub;
  let database: OpenDb;
  let server: ServerType | undefined;
  let dataDir = '';
  beforeAll(async () => {
    database = await openTestPglite();
    h.db = database.db;
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'arena-hub-'));
    h.link = await startCutProxy(pusat.url);
    const feed = localFeed(() => {});
    h.hub = new HubLokal({ db: database.db, dataDir, pusatUrl: h.link.url, alamatLokal: ['http://127.0.0.2:3000'], feed, log: () => {} });
    const app = createApp({ db: database.db, dataDir, mailer: recordingMailer(), log: () => {}, feed, hub: h.hub });
    server = await new Promise<ServerType>((resolve) => {
      const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.2' }, () => resolve(s));
    });
    h.url = `http://127.0.0.2:${(server.address() as AddressInfo).port}`;
  });
  beforeEach(async () => {
    await h.hub.tutup();
    h.link.restore();
    await resetDatabase(database.db);
    await h.hub.mulai();
  });
  afterAll(async () => {
    await h.hub?.tutup();
    await new Promise((r) => server?.close(r));
    await h.link?.close();
    await database?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });
  h.api = async (method, p, opts = {}) => {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    let body: string | undefined;
    if (opts.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(opts.json);
    }
    const res = await fetch(h.url + p, { method, headers, body });
    const text = await res.text();
    let parsed: ApiResult['body'];
    try {
      parsed = text ? JSON.parse(text) : {};
    } catch {
      parsed = { message: text };
    }
    return { status: res.status, body: parsed, headers: res.headers };
  };
  return h;
}
