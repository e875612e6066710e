/**
 * Participants at scale (prints figures; not a test): one competition with 5,000 entries (150 dojangs; the
 * coach's dojang holds 120) and GET /api/kompetisi/{id}/atlet?page=1&limit=100 under 50 connections for 10 s,
 * as ADMIN (the whole competition) and as the coach (the server keeps to the own dojang). A static file
 * (/manifest.webmanifest from dist/client, no database) runs beside them with the same connections: the gap
 * between the two rates is the list's own cost per request. Target: p95 ≤ 50 ms on PGlite and on PostgreSQL (the read
 * cache follows the change feed there too).
 *
 *   npm run build && npx tsx bench/peserta.ts
 *   BENCH_DATABASE_URL=postgres://arena:arena@127.0.0.1:5432/arena_test npx tsx bench/peserta.ts   # also PostgreSQL
 *   DATABASE_URL=postgres://… npx tsx bench/peserta.ts                                               # PostgreSQL only
 * Options (env): BENCH_DURATION, BENCH_CONNECTIONS (see bench/lib/load.ts), BENCH_PESERTA_ENTRIES (default 5000),
 * BENCH_EXPLAIN=1 (print the query plans of the list as ADMIN and as the coach before the load), BENCH_READ_CACHE=0
 * (PGlite without the app's read cache: every request runs the session lookup and the list query).
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BENCH_PASSWORD } from './api-shared';
import { CONNECTIONS, login, measure, percentile, printTable, startServer, stopServer, type Row } from './lib/load';
import { ADMIN_EMAIL, COACH_EMAIL, PANITIA_EMAIL } from './peserta/seed';
import type { PesertaServerReady } from './peserta/server';

const TARGET_P95_MS = 50;

// DATABASE_URL (as npm start takes it): PostgreSQL alone, on a throwaway database of that server.
const ONLY_POSTGRES = !process.env.BENCH_DATABASE_URL && !!process.env.DATABASE_URL;
if (ONLY_POSTGRES) process.env.BENCH_DATABASE_URL = process.env.DATABASE_URL;
const SEQUENTIAL = 200;

if (!existsSync(resolve('dist/client/manifest.webmanifest'))) {
  throw new Error('dist/client/manifest.webmanifest not found: run `npm run build` first.');
}

/** One request, to show what a page holds. */
async function probe(url: string, headers: Record<string, string>): Promise<string> {
  const res = await fetch(url, { headers });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${url}: HTTP ${res.status}`);
  const body = JSON.parse(text) as { data: unknown[]; meta: { total: number } };
  return `${body.data.length} of ${body.meta.total} entries, ${(text.length / 1024).toFixed(0)} KB`;
}

/**
 * One client alone: 20 warm-up requests (JIT, caches), then SEQUENTIAL timed ones (request sent until the whole
 * body is in). Without queueing this is the time one request costs the server, which 50 connections multiply.
 */
async function sequential(url: string, headers: Record<string, string>): Promise<{ p50: number; p95: number }> {
  const times: number[] = [];
  for (let i = 0; i < 20 + SEQUENTIAL; i++) {
    const start = performance.now();
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${url}: HTTP ${res.status}`);
    if (i >= 20) times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

async function benchOn(kind: 'pglite' | 'postgres'): Promise<{ rows: Row[]; notes: string[] }> {
  const label = kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
  console.log(`seeding the competition on ${label}...`);
  const { child, ready } = await startServer<PesertaServerReady>(fileURLToPath(new URL('./peserta/server.ts', import.meta.url)), {
    BENCH_DB: kind,
  });
  try {
    const { seeded } = ready;
    const base = `http://127.0.0.1:${ready.port}`;
    const list = `${base}/api/kompetisi/${seeded.id_kompetisi}/atlet?page=1&limit=100`;
    const admin = { authorization: `Bearer ${await login(base, ADMIN_EMAIL, BENCH_PASSWORD)}` };
    const coach = { authorization: `Bearer ${await login(base, COACH_EMAIL, BENCH_PASSWORD)}` };
    const panitia = { authorization: `Bearer ${await login(base, PANITIA_EMAIL, BENCH_PASSWORD)}` };
    const enam = `${base}/api/kompetisi/${seeded.id_kompetisi}/atlet?page=1&limit=20&${ready.enamFilter}`;
    const notes = [
      `${label}${process.env.BENCH_READ_CACHE === '0' ? ' (read cache off)' : ''}: ${seeded.entries} entries (${seeded.teamMembers} team member rows), ` +
        `${seeded.athletes} athletes, seeded in ${(ready.seedMs / 1000).toFixed(1)} s`,
      `  page 1 as ADMIN: ${await probe(list, admin)}`,
      `  page 1 as coach: ${await probe(list, coach)}`,
      `  six filters as the competition admin: ${await probe(enam, panitia)}`,
    ];
    const rows: Row[] = [];
    const scenarios: [string, string, Record<string, string>][] = [
      ['GET /manifest.webmanifest (static, no DB)', `${base}/manifest.webmanifest`, {}],
      ['GET /kompetisi/{id}/atlet p1/100, ADMIN', list, admin],
      ['GET /kompetisi/{id}/atlet p1/100, coach', list, coach],
      ['same, coach, Accept-Encoding: gzip (browsers)', list, { ...coach, 'accept-encoding': 'gzip' }],
      ['competition admin, six filters, page of 20', enam, panitia],
    ];
    for (const [scenario, url, headers] of scenarios) {
      const alone = await sequential(url, headers);
      const r = await measure(label, scenario, { url, headers });
      rows.push(r);
      const gap =
        rows[0] === r
          ? ''
          : r.ok === 0
            ? '; no 2xx answer within the run (raise BENCH_DURATION)'
            : `; ${(rows[0].rps / r.rps).toFixed(1)}× fewer req/s than the static file ` +
              `(≈ ${(1000 / r.rps - 1000 / rows[0].rps).toFixed(1)} ms more server time per request)`;
      notes.push(
        `  ${scenario}: one client alone p50 ${alone.p50.toFixed(1)} ms, p95 ${alone.p95.toFixed(1)} ms ` +
          `(${SEQUENTIAL} sequential); ${CONNECTIONS} connections p95 ${r.p95.toFixed(1)} ms` +
          `${rows[0] === r ? '' : ` (${r.p95 <= TARGET_P95_MS ? 'meets' : 'misses'} ${TARGET_P95_MS} ms)`}${gap}`,
      );
    }
    return { rows, notes };
  } finally {
    await stopServer(child);
  }
}

const results = [];
const kinds = ONLY_POSTGRES
  ? (['postgres'] as const)
  : process.env.BENCH_DATABASE_URL
    ? (['pglite', 'postgres'] as const)
    : (['pglite'] as const);
for (const kind of kinds) {
  results.push(await benchOn(kind));
}
printTable(results.flatMap((r) => r.rows));
for (const line of results.flatMap((r) => r.notes)) console.log(line);
