import { serve, type ServerType } from '@hono/node-server';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp } from '../src/server/app';
import { openPglite } from '../src/server/db/client';
import type { OpenDb } from '../src/server/db/types';
import { recordingMailer } from '../src/server/mail/recording-mailer';

export interface RealServer {
  url: string;
  open: OpenDb;
  close(): Promise<void>;
}

/** The real Hono app on an in-memory PGlite, listening on a free port. */
export async function startRealServer(): Promise<RealServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'arena-client-'));
  const open = await openPglite(undefined);
  const app = createApp({ db: open.db, dataDir, mailer: recordingMailer(), log: () => {} });
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    open,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await open.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Registers a dojang and its coach over HTTP and logs in; returns the login payload. */
export async function coachSession(url: string) {
  const form = new FormData();
  form.append('nama_dojang', 'Dojang Rajawali');
  form.append('provinsi', 'Sumatera Selatan');
  form.append('kota', 'Kota Palembang');
  const dojang = (await (await fetch(`${url}/api/dojang`, { method: 'POST', body: form })).json()) as {
    data: { id_dojang: number };
  };
  const reg = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      email: 'rajawali@contoh.id',
      password: 'rahasia123',
      confirmPassword: 'rahasia123',
      nama_pelatih: 'Rudi Hartono',
      no_telp: '081234567890',
      nik: '1671012345678901',
      id_dojang: dojang.data.id_dojang,
    }),
  });
  if (reg.status !== 201) throw new Error(`register failed ${reg.status} ${await reg.text()}`);
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'rajawali@contoh.id', password: 'rahasia123' }),
  });
  return ((await login.json()) as { data: { token: string; user: unknown } }).data;
}
