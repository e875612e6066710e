import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface ServerProses {
  url: string;
  logs: string[];
  /** Ends the process at once, as a crash or `kill -9` would: nothing of it runs after. */
  bunuh(): Promise<void>;
  hentikan(): Promise<void>;
}

export async function portBebas(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const address = s.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      s.close(() => resolve(port));
    });
  });
}

/**
 * The server's own start (`src/server/start.ts`) in a process of its own on loopback, against the database `env`
 * names (DATABASE_URL) or a fresh data folder; answers once `GET /api/status` does.
 */
export async function mulaiServerProses(
  env: Record<string, string>,
  /** A data folder and port of the caller's, kept when the process ends (a restart after `kill -9` finds them again). */
  tetap: { dataDir?: string; port?: number } = {},
): Promise<ServerProses> {
  const dataDir = tetap.dataDir ?? mkdtempSync(path.join(tmpdir(), 'arena-proses-'));
  const port = tetap.port ?? (await portBebas());
  const logs: string[] = [];
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/start.ts'], {
    env: { ...process.env, NODE_ENV: 'production', SKIP_CLIENT_BUILD: '1', PORT: String(port), DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => logs.push(d.toString()));
  child.stderr?.on('data', (d: Buffer) => logs.push(d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  // A fresh data folder runs every migration first; a loaded machine (the whole suite in parallel) takes its time.
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server berhenti sebelum siap:\n${logs.join('')}`);
    if (
      await fetch(`${url}/api/status`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) throw new Error(`server tidak siap dalam 150 detik:\n${logs.join('')}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const selesai = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
    if (!tetap.dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  return { url, logs, bunuh: () => selesai('SIGKILL'), hentikan: () => selesai('SIGTERM') };
}
