import * as v from 'valibot';
import { sessionUserSchema } from '../../../src/domain';
import { setApiOrigin } from '../../../src/client/data/api';
import { setDb, type ArenaDatabase } from '../../../src/client/data/db';
import { writeSession } from '../../../src/client/data/session';
import type { RealServer } from '../../../test-support/real-server';
import { PASSWORD } from '../../server/helpers/fixtures';
import type { ApiResult, RequestOptions, TestServer } from '../../server/helpers/server';

/**
 * Venue devices against the real server in client tests: a device is its own IndexedDB and session; `pakai` makes
 * it the app's current one, online (the server) or offline (an address nothing answers on).
 */

export const OFFLINE = 'http://127.0.0.1:9';
export type Sesi = { token: string; user: v.InferOutput<typeof sessionUserSchema> };
export type Device = { db: ArenaDatabase; session: Sesi };

/** The real server seen through the server tests' helpers (their fixtures make worlds over plain HTTP). */
export function alat(s: RealServer): TestServer {
  const api = async (method: string, path: string, opts: RequestOptions = {}): Promise<ApiResult> => {
    const headers: Record<string, string> = { ...(opts.headers ?? {}) };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.json !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${s.url}${path}`, {
      method,
      headers,
      body: opts.json !== undefined ? JSON.stringify(opts.json) : (opts.raw ?? opts.form),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : {}, headers: res.headers };
  };
  return { url: s.url, db: s.open.db, api, fetch: (p: string, init?: RequestInit) => fetch(`${s.url}${p}`, init) } as unknown as TestServer;
}

export async function loginSesi(s: RealServer, email: string, password = PASSWORD): Promise<Sesi> {
  const res = await fetch(`${s.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await res.json()) as { data: { token: string; user: unknown } };
  return { token: body.data.token, user: v.parse(sessionUserSchema, body.data.user) };
}

export function pakai(s: RealServer, d: Device, online: boolean): void {
  setDb(d.db);
  writeSession(d.session);
  setApiOrigin(online ? s.url : OFFLINE);
}
