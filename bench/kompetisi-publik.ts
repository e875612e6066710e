/**
 * The most read public calls (prints figures; not a test): GET /api/kompetisi and GET /api/kompetisi/{id} (with its
 * 182 classes) under 200 connections for 10 s each, beside a static file, on the real production server (`npm start`
 * in a child process: demo seed, planner statistics, read cache as it decides). While each load runs, a request on a
 * brand-new connection once a second (a phone arriving at the venue) is timed to its answer, from a process of its
 * own: a server whose thread is busy with database work accepts it late, which a keep-alive load test never shows.
 *
 *   npm run build && npx tsx bench/kompetisi-publik.ts
 *   BENCH_DATABASE_URL=postgres://arena:arena@127.0.0.1:5432/postgres npx tsx bench/kompetisi-publik.ts   # also PostgreSQL
 * Options (env): BENCH_DURATION (s, default 10), BENCH_CONNECTIONS (default 200), BENCH_TIMEOUT (s, default 5; a
 * request without an answer by then is a timeout, for autocannon and the probes alike).
 * Last, the database kept busy by an uncached read (GET /api/kelas/kejuaraan/{id}) while the fresh connections ask for
 * the cached list: whether cached answers wait behind queued queries.
 * Targets (issue 17): the list and detail ≥ 0.5 × the static file's rate, p99 ≤ 500 ms, no timeouts.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import postgres from 'postgres';
import { openPostgres } from '../src/server/db/client';
import { seed } from '../src/server/db/seed';
import { freshProbeProcess, type ProbeResult } from './lib/fresh-probe';
import { percentile } from './lib/load';
import { startProductionServer } from './lib/production-server';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
const TIMEOUT_S = Number(process.env.BENCH_TIMEOUT ?? 5);
/** What a browser sends. */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };

interface Figures {
  db: string;
  scenario: string;
  bytes: number;
  ok: number;
  other: number;
  timeouts: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  probe: ProbeResult;
  load: string;
}

/** Loads `url`; the fresh connections ask for `probeUrl` (default the same). */
async function run(db: string, scenario: string, url: string, probeUrl = url): Promise<Figures> {
  const head = await fetch(url, { headers: BROWSER });
  const bytes = (await head.arrayBuffer()).byteLength;
  if (head.status !== 200) throw new Error(`${url}: HTTP ${head.status}`);
  const latencies: number[] = [];
  let ok = 0;
  let other = 0;
  const probe = await freshProbeProcess(probeUrl, { everyMs: 1000, timeoutMs: TIMEOUT_S * 1000, headers: BROWSER });
  const instance = autocannon({ url, connections: CONNECTIONS, duration: DURATION, timeout: TIMEOUT_S, headers: BROWSER });
  instance.on('response', (_client, status, _bytes, ms) => {
    if (status >= 200 && status < 300) {
      ok++;
      latencies.push(ms);
    } else other++;
  });
  const result = await instance;
  const probed = await probe.stop();
  latencies.sort((a, b) => a - b);
  return {
    db,
    scenario,
    bytes,
    ok,
    other: other + result.errors - result.timeouts,
    timeouts: result.timeouts,
    rps: ok / result.duration,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    probe: probed,
    load: loadavg()
      .map((x) => x.toFixed(1))
      .join(' '),
  };
}

/** A throwaway PostgreSQL database on BENCH_DATABASE_URL with the demo seed (npm start seeds it on PGlite only). */
async function postgresDemo(): Promise<{ url: string; drop: () => Promise<void> }> {
  const server = postgres(process.env.BENCH_DATABASE_URL!, { max: 1, onnotice: () => {} });
  const name = `arena_bench_${randomBytes(5).toString('hex')}`;
  await server.unsafe(`CREATE DATABASE ${name}`);
  const url = new URL(process.env.BENCH_DATABASE_URL!);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'arena-bench-pgdemo-'));
  const opened = await openPostgres(url.toString());
  await seed(opened.db, { demo: true, dataDir });
  await opened.close();
  rmSync(dataDir, { recursive: true, force: true });
  return {
    url: url.toString(),
    drop: async () => {
      await server.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await server.end({ timeout: 5 });
    },
  };
}

async function benchOn(kind: 'pglite' | 'postgres'): Promise<Figures[]> {
  const label = kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
  console.log(`starting the production server on ${label} (demo seed)...`);
  const pg = kind === 'postgres' ? await postgresDemo() : undefined;
  const server = await startProductionServer({ databaseUrl: pg?.url });
  const rows: Figures[] = [];
  try {
    const list = (await (await fetch(`${server.base}/api/kompetisi`)).json()) as { data: { id_kompetisi: number }[] };
    const id = list.data[0]?.id_kompetisi;
    if (id === undefined) throw new Error('the demo seed made no competition');
    const scenarios: [string, string, string?][] = [
      ['static /manifest.webmanifest (no DB)', `${server.base}/manifest.webmanifest`],
      ['GET /api/kompetisi', `${server.base}/api/kompetisi`],
      [`GET /api/kompetisi/${id}`, `${server.base}/api/kompetisi/${id}`],
      // The database kept busy by a read that is not cached (a query of the 182 classes per request), while the
      // fresh connections ask for the cached list: is a cached answer held up behind the queued queries?
      [
        `GET /api/kelas/kejuaraan/${id} (uncached); fresh: GET /api/kompetisi`,
        `${server.base}/api/kelas/kejuaraan/${id}`,
        `${server.base}/api/kompetisi`,
      ],
    ];
    for (const [scenario, url, probeUrl] of scenarios) {
      console.log(`${label}, ${scenario}: ${CONNECTIONS} connections for ${DURATION} s...`);
      rows.push(await run(label, scenario, url, probeUrl));
    }
  } finally {
    await server.stop();
    await pg?.drop();
  }
  return rows;
}

const rows: Figures[] = [];
for (const kind of process.env.BENCH_DATABASE_URL ? (['pglite', 'postgres'] as const) : (['pglite'] as const)) {
  rows.push(...(await benchOn(kind)));
}

const ms = (v: number) => (Number.isNaN(v) ? '-' : v.toFixed(0));
const fresh = (r: Figures) => r.probe.timeouts + r.probe.errors;
console.log(
  `\n${CONNECTIONS} connections, ${DURATION} s per scenario, Accept-Encoding: gzip, deflate, br; timeout ${TIMEOUT_S} s;` +
    ' latencies of 2xx answers. "fresh" = one request a second on a new TCP connection during the load;' +
    ' "answer B" = the decoded body.\n',
);
console.table(
  rows.map((r) => ({
    db: r.db,
    scenario: r.scenario,
    'answer B': r.bytes,
    '2xx': r.ok,
    'req/s': r.rps.toFixed(0),
    'p50 ms': ms(r.p50),
    'p95 ms': ms(r.p95),
    'p99 ms': ms(r.p99),
    timeouts: r.timeouts,
    'other errors': r.other,
    'fresh sent': r.probe.sent,
    'fresh timeouts': fresh(r),
    'fresh p50 ms': ms(percentile(r.probe.complete, 50)),
    'fresh max ms': ms(r.probe.complete.at(-1) ?? Number.NaN),
    'fresh TCP connect max ms': ms(r.probe.connect.at(-1) ?? Number.NaN),
    'load avg': r.load,
  })),
);
for (const r of rows) {
  console.log(
    `${r.db}, ${r.scenario}: fresh connections answered in ${r.probe.complete.map((x) => x.toFixed(0)).join(', ')} ms` +
      (fresh(r) ? ` (+${fresh(r)} without an answer in ${TIMEOUT_S} s)` : ''),
  );
}
for (const db of new Set(rows.map((r) => r.db))) {
  const mine = rows.filter((r) => r.db === db);
  const staticRps = mine[0].rps;
  for (const r of mine.slice(1, 3)) {
    const ratio = r.rps / staticRps;
    const meets = ratio >= 0.5 && r.p99 <= 500 && r.timeouts === 0 && fresh(r) === 0;
    console.log(
      `${db}, ${r.scenario}: ${ratio.toFixed(2)} × the static rate, p99 ${ms(r.p99)} ms, ${r.timeouts} timeouts, ` +
        `${fresh(r)} fresh-connection timeouts/errors → ${meets ? 'meets' : 'misses'} the target`,
    );
  }
}
