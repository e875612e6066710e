/**
 * Child process of bench/bagan-publik.ts (not run by hand): seeds the bench competition (BENCH_BAGAN_ENTRIES
 * entries, default 5,000 of which ~45 % approved), draws and partly scores every class (./seed.ts), refreshes the
 * planner statistics as npm start does, and serves the real app with the built client on a random loopback port.
 * The read cache is on for PGlite (BENCH_READ_CACHE=0 turns it off).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { eq } from 'drizzle-orm';
import { createApp } from '../../src/server/app';
import { refreshPlannerStats } from '../../src/server/db/client';
import { akun } from '../../src/server/db/schema';
import { ReadCache } from '../../src/server/http/read-cache';
import { recordingMailer } from '../../src/server/mail/recording-mailer';
import { openFreshBenchDb } from '../lib/bench-db';
import { serveToParent } from '../lib/child-server';
import { PANITIA_EMAIL, seedKompetisiBesar, type Seeded } from '../peserta/seed';
import { drawEveryClass, type SeededBagan } from './seed';

export interface BaganServerReady {
  port: number;
  seeded: Seeded;
  bagan: SeededBagan;
  seedMs: number;
}

async function main(): Promise<void> {
  const kind = process.env.BENCH_DB === 'postgres' ? 'postgres' : 'pglite';
  const dir = mkdtempSync(join(tmpdir(), 'arena-bench-bagan-'));
  const { opened, cleanup } = await openFreshBenchDb(kind, dir);
  const start = performance.now();
  const seeded = await seedKompetisiBesar(opened.db, {
    entries: Number(process.env.BENCH_BAGAN_ENTRIES ?? 5000),
    dojangs: 150,
    coachEntries: 120,
  });
  const [panitia] = await opened.db.select({ id: akun.id_akun }).from(akun).where(eq(akun.email, PANITIA_EMAIL));
  const bagan = await drawEveryClass(opened.db, seeded.id_kompetisi, panitia.id);
  const seedMs = performance.now() - start;
  await refreshPlannerStats(opened);
  const app = createApp({
    db: opened.db,
    dataDir: dir,
    mailer: recordingMailer(),
    clientDir: resolve('dist/client'),
    log: () => {},
    readCache: new ReadCache(kind === 'pglite' && process.env.BENCH_READ_CACHE !== '0'),
  });
  serveToParent(
    app,
    (port): BaganServerReady => ({ port, seeded, bagan, seedMs }),
    async () => {
      await cleanup();
      rmSync(dir, { recursive: true, force: true });
    },
  );
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
