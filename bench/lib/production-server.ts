// The real production server (`npm start`: src/server/start.ts) in a child process, over a fresh data folder:
// on PGlite it seeds the demo, refreshes the planner statistics and turns the read cache on exactly as a venue
// laptop does; with `databaseUrl` it runs on PostgreSQL (read cache on, following the change feed) and seeds only
// the catalogue and ADMIN.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export interface ProductionServer {
  base: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

export async function startProductionServer(opts: { databaseUrl?: string; env?: Record<string, string> } = {}): Promise<ProductionServer> {
  if (!existsSync(resolve('dist/client/index.html'))) throw new Error('dist/client not found: run `npm run build` first.');
  const dataDir = mkdtempSync(join(tmpdir(), 'arena-bench-prod-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/start.ts'], {
    env: {
      ...process.env,
      ...opts.env,
      NODE_ENV: 'production',
      PORT: '0',
      DATA_DIR: dataDir,
      SKIP_CLIENT_BUILD: '1',
      DATABASE_URL: opts.databaseUrl ?? '',
      ADMIN_EMAIL: 'admin@bench.local',
      ADMIN_PASSWORD: 'BenchAdmin123!',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const base = await new Promise<string>((done, fail) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      if (out.length > 100_000) return;
      out += chunk.toString();
      const m = out.match(/berjalan di http:\/\/localhost:(\d+)/);
      if (m) done(`http://127.0.0.1:${m[1]}`);
    });
    child.once('exit', (code) => fail(new Error(`server exited with ${code}: ${out}`)));
  });
  child.stdout!.resume();
  return {
    base,
    child,
    async stop() {
      const exited = new Promise<void>((r) => child.once('exit', () => r()));
      if (child.exitCode === null) child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 12_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
