/**
 * Child process of bench/admin-atlet.ts (not run by hand): seeds BENCH_ATLET_COUNT athletes (default 20,000) over
 * 100 dojangs into a fresh database (BENCH_DB=pglite in a temp dir, or postgres on BENCH_DATABASE_URL), serves the
 * real app on a random loopback port and reports it to the parent. Like npm start it refreshes the planner
 * statistics after the seed. BENCH_EXPLAIN=1 prints EXPLAIN ANALYZE of the page query (pages 1 and 100 without a filter, and with a name search and filters).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import * as v from 'valibot';
import { adminAtletQuerySchema } from '../../src/domain/schemas/atlet-admin';
import { createApp } from '../../src/server/app';
import { adminAtletPage } from '../../src/server/atlet/admin-list';
import { refreshPlannerStats } from '../../src/server/db/client';
import type { Db } from '../../src/server/db/types';
import { ReadCache } from '../../src/server/http/read-cache';
import { recordingMailer } from '../../src/server/mail/recording-mailer';
import { queryRows } from '../../src/server/db/rows';
import { openFreshBenchDb } from '../lib/bench-db';
import { serveToParent } from '../lib/child-server';
import { seedAtlet } from './seed';

export interface AdminAtletServerReady {
  port: number;
  athletes: number;
  seedMs: number;
  /** A common given name to search for (present in a few hundred rows). */
  cari: string;
}

/** EXPLAIN ANALYZE of the one page query adminAtletPage sends (caught on its way to the driver, not rewritten here). */
async function explain(db: Db, query: Record<string, string>): Promise<string> {
  let captured: SQL | undefined;
  const spy = new Proxy(db, {
    get: (target, key, receiver) =>
      key === 'execute'
        ? (q: SQL) => {
            captured ??= q;
            return target.execute(q);
          }
        : Reflect.get(target, key, receiver),
  });
  await adminAtletPage(spy, v.parse(adminAtletQuerySchema, query), undefined);
  const rows = await queryRows<Record<string, string>>(db, sql`explain (analyze, costs off) ${captured}`);
  return rows.map((r) => Object.values(r)[0]).join('\n');
}

async function main(): Promise<void> {
  const kind = process.env.BENCH_DB === 'postgres' ? 'postgres' : 'pglite';
  const dir = mkdtempSync(join(tmpdir(), 'arena-bench-admin-atlet-'));
  const { opened, cleanup } = await openFreshBenchDb(kind, dir);
  const athletes = Number(process.env.BENCH_ATLET_COUNT ?? 20_000);
  const start = performance.now();
  const cari = await seedAtlet(opened.db, athletes);
  const seedMs = performance.now() - start;
  // As npm start does on PGlite; on PostgreSQL autovacuum would get there within a minute of the seed.
  await refreshPlannerStats(opened);
  if (kind === 'postgres') await opened.db.execute(sql`analyze`);
  if (process.env.BENCH_EXPLAIN === '1') {
    for (const query of [
      { page: '1' },
      { page: '100' },
      { page: '1', search: 'a', jenis_kelamin: 'LAKI_LAKI', kategori_umur: '4' },
    ] as Record<string, string>[]) {
      console.log(`\nEXPLAIN ANALYZE, ${kind}, ${JSON.stringify(query)}:\n${await explain(opened.db, query)}`);
    }
  }
  const app = createApp({
    db: opened.db,
    dataDir: dir,
    mailer: recordingMailer(),
    clientDir: resolve('dist/client'),
    log: () => {},
    readCache: new ReadCache(kind === 'pglite'),
  });
  serveToParent(
    app,
    (port): AdminAtletServerReady => ({ port, athletes, seedMs, cari }),
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
