/**
 * Child process of bench/peserta.ts (not run by hand): seeds one competition with BENCH_PESERTA_ENTRIES entries
 * into a fresh database (BENCH_DB=pglite in a temp dir, or postgres on BENCH_DATABASE_URL), serves the real app
 * with the built client (dist/client) on a random loopback port and reports it to the parent.
 * Like npm start it refreshes the planner statistics after the seed and keeps hot reads between writes, following
 * the change feed (PGlite: in process; PostgreSQL: LISTEN/NOTIFY) — BENCH_READ_CACHE=0 turns that off, to measure
 * the query itself. BENCH_EXPLAIN=1 prints EXPLAIN ANALYZE of the list query (page 1 of 100) as ADMIN and as the coach.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { eq, sql, type SQL } from 'drizzle-orm';
import * as v from 'valibot';
import { pesertaQuerySchema } from '../../src/domain/schemas/peserta';
import { createApp } from '../../src/server/app';
import { pelatih } from '../../src/server/db/schema';
import type { Db } from '../../src/server/db/types';
import { recordingMailer } from '../../src/server/mail/recording-mailer';
import { listPeserta, type PesertaFilter } from '../../src/server/peserta/list';
import { queryRows } from '../../src/server/db/rows';
import { openFreshBenchDb } from '../lib/bench-db';
import { serveToParent } from '../lib/child-server';
import { refreshPlannerStats } from '../../src/server/db/client';
import { ReadCache } from '../../src/server/http/read-cache';
import { openChangeFeed } from '../../src/server/feed/open';
import { seedKompetisiBesar, type Seeded } from './seed';

export interface PesertaServerReady {
  port: number;
  seeded: Seeded;
  seedMs: number;
  /** The competition admin's six filters (status, cabang, level, age group, dojang, weight class) with rows behind them. */
  enamFilter: string;
}

/** The most common PENDING Kyorugi prestasi combination of age group, dojang and weight class. */
async function enamFilter(db: Db, id_kompetisi: number): Promise<string> {
  const [r] = await queryRows<{ kelompok: number; dojang: number; berat: number }>(
    db,
    sql`
    select kk.id_kelompok as kelompok, a.id_dojang as dojang, kk.id_kelas_berat as berat
    from peserta_kompetisi pk join kelas_kejuaraan kk on kk.id_kelas_kejuaraan = pk.id_kelas_kejuaraan
    join kategori_event ke on ke.id_kategori_event = kk.id_kategori_event join atlet a on a.id_atlet = pk.id_atlet
    where kk.id_kompetisi = ${id_kompetisi} and pk.status = 'PENDING' and kk.cabang = 'KYORUGI' and ke.nama_kategori = 'prestasi'
    group by 1, 2, 3 order by count(*) desc limit 1`,
  );
  return `status=PENDING&cabang=KYORUGI&kategori=prestasi&kelompok=${r!.kelompok}&id_dojang=${r!.dojang}&kelas_berat=${r!.berat}`;
}

/** EXPLAIN ANALYZE of the one query listPeserta sends (caught on its way to the driver, not rewritten here). */
async function explain(db: Db, f: Pick<PesertaFilter, 'id_kompetisi' | 'scopeDojang'>): Promise<string> {
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
  const { page, limit, ...query0 } = v.parse(pesertaQuerySchema, { page: '1', limit: '100' });
  await listPeserta(spy, { ...query0, ...f }, page, limit);
  const rows = await queryRows<Record<string, string>>(db, sql`explain (analyze, costs off) ${captured}`);
  return rows.map((r) => Object.values(r)[0]).join('\n');
}

async function main(): Promise<void> {
  const kind = process.env.BENCH_DB === 'postgres' ? 'postgres' : 'pglite';
  const dir = mkdtempSync(join(tmpdir(), 'arena-bench-peserta-'));
  const { opened, cleanup } = await openFreshBenchDb(kind, dir);
  const start = performance.now();
  const seeded = await seedKompetisiBesar(opened.db, {
    entries: Number(process.env.BENCH_PESERTA_ENTRIES ?? 5000),
    dojangs: 150,
    coachEntries: 120,
  });
  const seedMs = performance.now() - start;
  // As npm start does: planner statistics after the seed (PGlite has no autovacuum).
  await refreshPlannerStats(opened);
  if (process.env.BENCH_EXPLAIN === '1') {
    const [coach] = await opened.db.select().from(pelatih).limit(1).where(eq(pelatih.nama_pelatih, 'Pelatih Bench'));
    for (const [who, f] of [
      ['ADMIN', {}],
      ['coach', { scopeDojang: coach.id_dojang }],
    ] as const) {
      console.log(
        `\nEXPLAIN ANALYZE, ${kind}, ${who}, page 1 of 100:\n${await explain(opened.db, { id_kompetisi: seeded.id_kompetisi, ...f })}`,
      );
    }
  }
  const feed = await openChangeFeed(opened, (msg, err) => console.error(`[bench] ${msg}`, err ?? ''));
  const app = createApp({
    db: opened.db,
    dataDir: dir,
    mailer: recordingMailer(),
    clientDir: resolve('dist/client'),
    log: () => {},
    feed,
    readCache: new ReadCache(process.env.BENCH_READ_CACHE !== '0', { publicMs: 2_000 }),
  });
  const enam = await enamFilter(opened.db, seeded.id_kompetisi);
  serveToParent(
    app,
    (port): PesertaServerReady => ({ port, seeded, seedMs, enamFilter: enam }),
    async () => {
      await feed.close();
      await cleanup();
      rmSync(dir, { recursive: true, force: true });
    },
  );
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
