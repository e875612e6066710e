import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface AppServer {
  url: string;
  dataDir: string;
  logs: string[];
  stop(): Promise<void>;
  cleanup(): void;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (typeof addr === 'object' && addr ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

/** Signals the whole process group (npm → tsx → node); a group already gone is fine. */
function signal(child: ChildProcess, sig: NodeJS.Signals): void {
  try {
    process.kill(-child.pid!, sig);
  } catch {
    /* already exited */
  }
}

/** The demo-filled data folder of this run (tests/e2e/helpers/global-setup.ts), when there is one. */
async function dataTemplate(): Promise<string | null> {
  try {
    const { inject } = await import('vitest');
    const dir = inject('e2eDataTemplate');
    return dir && existsSync(dir) ? dir : null;
  } catch {
    return null; // outside a vitest worker (a bench script)
  }
}

/**
 * `npm start` as a user runs it (production build, embedded database), on its own DATA_DIR and a free port. The
 * folder is a copy of the run's demo-filled template unless `segar` asks for a first start on an empty folder.
 */
export async function startAppServer(opts: { segar?: boolean } = {}): Promise<AppServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'arena-e2e-'));
  const template = opts.segar ? null : await dataTemplate();
  if (template) cpSync(template, dataDir, { recursive: true });
  const port = await freePort();
  const logs: string[] = [];
  const child: ChildProcess = spawn('npm', ['start', '--silent'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout?.on('data', (d: Buffer) => logs.push(d.toString()));
  child.stderr?.on('data', (d: Buffer) => logs.push(d.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${logs.join('')}`);
    const ok = await fetch(`${url}/api/kompetisi`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`server did not start:\n${logs.join('')}`);
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    url,
    dataDir,
    logs,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      signal(child, 'SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      if (child.exitCode === null) signal(child, 'SIGKILL');
    },
    cleanup() {
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
