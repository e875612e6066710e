// Serves dist/client through the real app on a loopback port, over an in-memory PGlite with the
// demo seed (so pages have data). Used by bench/bundle.ts and bench/lighthouse.ts.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from '../src/server/app';
import { openPglite } from '../src/server/db/client';
import { seed } from '../src/server/db/seed';
import { recordingMailer } from '../src/server/mail/recording-mailer';

export interface RunningApp {
  base: string;
  close(): Promise<void>;
}

export async function startProductionApp(clientDir = resolve('dist/client')): Promise<RunningApp> {
  if (!existsSync(join(clientDir, 'index.html'))) {
    throw new Error(`${clientDir}/index.html not found: run \`npm run build\` first.`);
  }
  const database = await openPglite(undefined);
  await seed(database.db, { demo: true });
  const dataDir = mkdtempSync(join(tmpdir(), 'arena-bench-app-'));
  const app = createApp({ db: database.db, dataDir, mailer: recordingMailer(), clientDir, log: () => {} });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((r) => server.once('listening', () => r()));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      await new Promise<void>((r) => {
        server.close(() => r());
        if ('closeAllConnections' in server) (server as { closeAllConnections(): void }).closeAllConnections();
      });
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
