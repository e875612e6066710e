/**
 * Statistics at scale (prints figures; not a test; issue 10 "Measured"): 20,000 athletes, 5,000 entries and 50,000
 * activity rows, then GET /api/admin/stats — one client alone (20 warm-up, then 200 sequential requests: the time
 * one answer costs) and 50 connections for BENCH_DURATION s (autocannon) — for the default range (last 30 days,
 * weekly growth) and a one-year range (monthly growth), beside GET /api/auth/me as the floor every request pays.
 * Also GET /api/kompetisi/{id}/statistik of the 5,000-entry competition. Target: p95 ≤ 50 ms on PGlite.
 *
 *   npx tsx bench/statistik.ts
 *   BENCH_DATABASE_URL=postgres://arena:arena@127.0.0.1:5432/arena_test npx tsx bench/statistik.ts   # also PostgreSQL
 * Options (env): BENCH_DURATION, BENCH_CONNECTIONS (bench/lib/load.ts), BENCH_EXPLAIN=1 (EXPLAIN ANALYZE of every
 * statement of the stats answer before the load), BENCH_READ_CACHE=0 (PGlite without the app's read cache: every
 * request counts everything again, the cost of one answer).
 *
 * The same file is the server child (STATISTIK_CHILD=1): it seeds a fresh database (bench/peserta's competition
 * with 5,000 entries and ~5,040 athletes, then athletes up to 20,000, 150 coaches, payment proofs and 50,000 log
 * rows spread over the last year), serves the real app on a loopback port and reports to the parent.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { sql, type SQL } from 'drizzle-orm';
import { todayWib } from '../src/domain/atlet/umur';
import { geserHari, rentangBawaan } from '../src/domain/statistik/rentang';
import { createApp } from '../src/server/app';
import { hashSecret } from '../src/server/auth/password';
import { refreshPlannerStats } from '../src/server/db/client';
import { activityLog, akun, atlet, buktiTransfer, dojang, pelatih } from '../src/server/db/schema';
import type { Db } from '../src/server/db/types';
import { ReadCache } from '../src/server/http/read-cache';
import { recordingMailer } from '../src/server/mail/recording-mailer';
import { queryRows } from '../src/server/db/rows';
import { adminStats } from '../src/server/statistik/admin-stats';
import { demoFaker, namaOrang } from '../src/server/db/seed/demo-names';
import { BENCH_PASSWORD } from './api-shared';
import { openFreshBenchDb } from './lib/bench-db';
import { serveToParent } from './lib/child-server';
import { CONNECTIONS, DURATION, login, measure, percentile, startServer, stopServer } from './lib/load';
import { ADMIN_EMAIL, seedKompetisiBesar } from './peserta/seed';

const TARGET_P95_MS = 50;
const SEQUENTIAL = 200;
const ATHLETES = 20_000;
const ENTRIES = 5_000;
const LOG_ROWS = 50_000;
const DAY = 86_400_000;

interface Ready {
  port: number;
  id_kompetisi: number;
  seedMs: number;
  counts: Record<string, number>;
}

// ---------------------------------------------------------------- child: seed and serve

const ACTIONS = ['LOGIN', 'TAMBAH_ATLET', 'UPDATE_ATLET', 'DAFTAR_PESERTA', 'UPLOAD_BUKTI_TRANSFER', 'UPDATE_PROFIL'] as const;

export async function seed(db: Db): Promise<{ id_kompetisi: number }> {
  const f = demoFaker();
  const { id_kompetisi } = await seedKompetisiBesar(db, { entries: ENTRIES, dojangs: 150, coachEntries: 120 });
  const now = Date.now();
  const dalamSetahun = () => new Date(now - f.number.int({ min: 0, max: 365 * DAY }));
  const dojangs = await db.select({ id: dojang.id_dojang }).from(dojang);
  // Dojangs and entries made over the last year; a tenth of the dojangs still waiting for validation.
  await db.execute(sql`update dojang set created_at = now() - random() * interval '365 days',
    status = case when random() < 0.1 then 'PENDING'::dojang_status else status end`);
  await db.execute(sql`update peserta_kompetisi set created_at = now() - random() * interval '120 days'`);
  await db.execute(sql`update atlet set created_at = now() - random() * interval '365 days'`);
  // Athletes up to 20,000 over the dojangs, aged 4 to 35.
  const [{ n }] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from atlet`);
  const tahun = Number(todayWib().slice(0, 4));
  const dipakai = new Set<string>();
  for (let start = n; start < ATHLETES; start += 1000) {
    await db.insert(atlet).values(
      Array.from({ length: Math.min(1000, ATHLETES - start) }, () => {
        const jk = f.datatype.boolean(0.55) ? ('LAKI_LAKI' as const) : ('PEREMPUAN' as const);
        return {
          nama_atlet: namaOrang(f, jk, dipakai),
          jenis_kelamin: jk,
          belt: 'putih',
          id_dojang: f.helpers.arrayElement(dojangs).id,
          tanggal_lahir: f.date
            .between({ from: `${tahun - 35}-01-01`, to: `${tahun - 4}-12-31` })
            .toISOString()
            .slice(0, 10),
          created_at: dalamSetahun(),
        };
      }),
    );
  }
  // A coach for every other dojang, registered over the year.
  const password_hash = await hashSecret(BENCH_PASSWORD);
  const tanpa = await queryRows<{ id: number }>(
    db,
    sql`select d.id_dojang as id from dojang d
    where not exists (select 1 from pelatih p where p.id_dojang = d.id_dojang)`,
  );
  for (const [i, d] of tanpa.entries()) {
    const [a] = await db
      .insert(akun)
      .values({ email: `pelatih${i}@bench.arenatkd.test`, password_hash, role: 'PELATIH', created_at: dalamSetahun() })
      .returning();
    await db.insert(pelatih).values({ nama_pelatih: `Pelatih ${i}`, id_akun: a.id_akun, id_dojang: d.id });
  }
  // Two payment proofs per dojang of the competition, in every review state.
  await db.insert(buktiTransfer).values(
    dojangs.flatMap((d) =>
      [0, 1].map(() => {
        const status_verifikasi = f.helpers.arrayElement(['MENUNGGU', 'DITERIMA', 'DITOLAK'] as const);
        return {
          bukti_transfer_path: 'bench.png',
          id_dojang: d.id,
          id_kompetisi,
          status_verifikasi,
          created_at: dalamSetahun(),
          diverifikasi_pada: status_verifikasi === 'MENUNGGU' ? null : new Date(),
        };
      }),
    ),
  );
  // 50,000 log rows over the year, a tenth of them status decisions, by the accounts that exist.
  const akunRows = await db.select({ id: akun.id_akun, email: akun.email }).from(akun);
  const keputusan = [
    [
      'UBAH_STATUS_PESERTA',
      (x: string) => `Status ${x} diubah dari PENDING ke ${f.helpers.arrayElement(['APPROVED', 'REJECTED'])} (Kejuaraan Bench)`,
    ],
    [
      'UBAH_STATUS_DOJANG',
      (x: string) => `Status dojang ${x} diubah dari Menunggu ke ${f.helpers.arrayElement(['Tervalidasi', 'Ditolak'])}`,
    ],
    [
      'VERIFIKASI_BUKTI_TRANSFER',
      (x: string) => `Bukti transfer ${x} (Kejuaraan Bench) diubah dari Menunggu ke ${f.helpers.arrayElement(['Diterima', 'Ditolak'])}`,
    ],
  ] as const;
  for (let start = 0; start < LOG_ROWS; start += 2000) {
    await db.insert(activityLog).values(
      Array.from({ length: 2000 }, () => {
        const a = f.helpers.arrayElement(akunRows);
        const [action, details] = f.datatype.boolean(0.1)
          ? (([aksi, teks]) => [aksi, teks(f.person.lastName())])(f.helpers.arrayElement(keputusan))
          : [f.helpers.arrayElement(ACTIONS), `Bench ${f.lorem.words(4)}`];
        return { action, actor: a.email, id_akun: a.id, details, created_at: dalamSetahun() };
      }),
    );
  }
  return { id_kompetisi };
}

/** EXPLAIN ANALYZE of every statement adminStats sends (caught on their way to the driver). */
async function explain(db: Db): Promise<void> {
  const captured: SQL[] = [];
  const spy = new Proxy(db, {
    get: (target, key, receiver) =>
      key === 'execute'
        ? (q: SQL) => {
            captured.push(q);
            return target.execute(q);
          }
        : Reflect.get(target, key, receiver),
  });
  await adminStats(spy, rentangBawaan());
  for (const q of captured) {
    const rows = await queryRows<Record<string, string>>(db, sql`explain (analyze, costs off) ${q}`);
    console.log(`\n${rows.map((r) => Object.values(r)[0]).join('\n')}`);
  }
}

async function child(): Promise<void> {
  const kind = process.env.BENCH_DB === 'postgres' ? 'postgres' : 'pglite';
  const dir = mkdtempSync(join(tmpdir(), 'arena-bench-statistik-'));
  const { opened, cleanup } = await openFreshBenchDb(kind, dir);
  const start = performance.now();
  const { id_kompetisi } = await seed(opened.db);
  const seedMs = performance.now() - start;
  // Planner statistics after the bulk seed: npm start does this on PGlite; PostgreSQL's autovacuum would, later.
  if (kind === 'postgres') await opened.db.execute(sql`analyze`);
  else await refreshPlannerStats(opened);
  if (process.env.BENCH_EXPLAIN === '1') await explain(opened.db);
  const [counts] = await queryRows<Record<string, number>>(
    opened.db,
    sql`select
    (select count(*) from atlet)::int as athletes, (select count(*) from peserta_kompetisi)::int as entries,
    (select count(*) from activity_log)::int as log_rows, (select count(*) from akun)::int as accounts,
    (select count(*) from dojang)::int as dojangs`,
  );
  const app = createApp({
    db: opened.db,
    dataDir: dir,
    mailer: recordingMailer(),
    log: () => {},
    readCache: new ReadCache(kind === 'pglite' && process.env.BENCH_READ_CACHE !== '0'),
  });
  serveToParent(
    app,
    (port): Ready => ({ port, id_kompetisi, seedMs, counts }),
    async () => {
      await cleanup();
      rmSync(dir, { recursive: true, force: true });
    },
  );
}

// ---------------------------------------------------------------- parent: measure

async function sequential(url: string, headers: Record<string, string>): Promise<{ p50: number; p95: number; kb: number }> {
  const times: number[] = [];
  let kb = 0;
  for (let i = 0; i < 20 + SEQUENTIAL; i++) {
    const t0 = performance.now();
    const res = await fetch(url, { headers });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`${url}: HTTP ${res.status} ${text.slice(0, 200)}`);
    if (i >= 20) times.push(performance.now() - t0);
    kb = text.length / 1024;
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), kb };
}

async function benchOn(kind: 'pglite' | 'postgres'): Promise<string[]> {
  const label = kind === 'pglite' ? `PGlite${process.env.BENCH_READ_CACHE === '0' ? ' (read cache off)' : ''}` : 'PostgreSQL';
  console.log(`seeding ${label}...`);
  const { child: proc, ready } = await startServer<Ready>(fileURLToPath(import.meta.url), { BENCH_DB: kind, STATISTIK_CHILD: '1' });
  try {
    const base = `http://127.0.0.1:${ready.port}`;
    const headers = { authorization: `Bearer ${await login(base, ADMIN_EMAIL, BENCH_PASSWORD)}` };
    const c = ready.counts;
    const lines = [
      `${label}: ${c.athletes} athletes, ${c.entries} entries, ${c.log_rows} log rows, ${c.accounts} accounts, ` +
        `${c.dojangs} dojangs; seeded in ${(ready.seedMs / 1000).toFixed(1)} s`,
    ];
    const today = todayWib();
    const scenarios: [string, string][] = [
      ['GET /api/auth/me (floor: HTTP, session, envelope)', `${base}/api/auth/me`],
      ['GET /api/admin/stats (default: last 30 days, per week)', `${base}/api/admin/stats`],
      [
        'GET /api/admin/stats?dari=…&sampai=… (one year, per month)',
        `${base}/api/admin/stats?dari=${geserHari(today, -364)}&sampai=${today}`,
      ],
      ['GET /api/kompetisi/{id}/statistik (5,000 entries)', `${base}/api/kompetisi/${ready.id_kompetisi}/statistik`],
    ];
    for (const [name, url] of scenarios) {
      const alone = await sequential(url, headers);
      const r = await measure(label, name, { url, headers });
      const meets = name.includes('/admin/stats')
        ? ` (${Math.max(alone.p95, r.p95) <= TARGET_P95_MS ? 'meets' : 'misses'} ${TARGET_P95_MS} ms)`
        : '';
      lines.push(
        `  ${name}: ${alone.kb.toFixed(1)} KB; one client p50 ${alone.p50.toFixed(1)} ms, p95 ${alone.p95.toFixed(1)} ms; ` +
          `${CONNECTIONS} connections ${r.rps.toFixed(0)} req/s, p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, ` +
          `p99 ${r.p99.toFixed(1)} ms${r.other + r.limited > 0 ? `, ${r.other + r.limited} non-2xx` : ''}${meets}`,
      );
    }
    return lines;
  } finally {
    await stopServer(proc);
  }
}

async function parent(): Promise<void> {
  const lines: string[] = [];
  for (const kind of process.env.BENCH_DATABASE_URL ? (['pglite', 'postgres'] as const) : (['pglite'] as const)) {
    lines.push(...(await benchOn(kind)));
  }
  console.log(`\n${CONNECTIONS} connections, ${DURATION} s per scenario; latencies of 2xx answers`);
  for (const line of lines) console.log(line);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  (process.env.STATISTIK_CHILD === '1' ? child() : parent()).catch((e: unknown) => {
    console.error(e);
    process.exit(1);
  });
}
