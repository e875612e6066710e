/**
 * Data Atlet at scale (prints figures; not a test): 20,000 athletes and the admin's page query
 * GET /api/atlet?page=…&limit=100 (one query: the filtered ids paged and counted with a window, then the page's
 * rows packed). One client alone sends 20 warm-up and then 200 sequential requests per scenario (request sent
 * until the whole body is in) — the time one page costs — without a filter and with each filter; GET /api/auth/me
 * first, as the floor every request pays on this machine.
 * Target (issue "Data Atlet"): p95 ≤ 30 ms on PGlite, then PostgreSQL.
 *
 *   npx tsx bench/admin-atlet.ts
 *   BENCH_DATABASE_URL=postgres://arena:arena@127.0.0.1:5432/arena_test npx tsx bench/admin-atlet.ts   # also PostgreSQL
 * Options (env): BENCH_ATLET_COUNT (default 20000), BENCH_EXPLAIN=1 (print the page query's plan before timing).
 */
import { fileURLToPath } from 'node:url';
import { BENCH_PASSWORD } from './api-shared';
import { login, percentile, startServer, stopServer } from './lib/load';
import { ADMIN_EMAIL } from './admin-atlet/seed';
import type { AdminAtletServerReady } from './admin-atlet/server';

const TARGET_P95_MS = 30;
const SEQUENTIAL = 200;

interface Figures {
  p50: number;
  p95: number;
  rows: number;
  total: number;
  kb: number;
}

async function sequential(url: string, headers: Record<string, string>): Promise<Figures> {
  const list = url.includes('/api/atlet');
  const times: number[] = [];
  let rows = 0;
  let total = 0;
  let kb = 0;
  for (let i = 0; i < 20 + SEQUENTIAL; i++) {
    const start = performance.now();
    const res = await fetch(url, { headers });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`${url}: HTTP ${res.status} ${text.slice(0, 200)}`);
    if (i >= 20) times.push(performance.now() - start);
    if (i === 0 && list) {
      const body = JSON.parse(text) as { data: unknown[]; meta: { total: number } };
      [rows, total, kb] = [body.data.length, body.meta.total, text.length / 1024];
    }
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), rows, total, kb };
}

async function benchOn(kind: 'pglite' | 'postgres'): Promise<string[]> {
  const label = kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
  console.log(`seeding ${label}...`);
  const { child, ready } = await startServer<AdminAtletServerReady>(fileURLToPath(new URL('./admin-atlet/server.ts', import.meta.url)), {
    BENCH_DB: kind,
  });
  try {
    const base = `http://127.0.0.1:${ready.port}/api/atlet`;
    const headers = { authorization: `Bearer ${await login(`http://127.0.0.1:${ready.port}`, ADMIN_EMAIL, BENCH_PASSWORD)}` };
    const lines = [`${label}: ${ready.athletes} athletes, seeded in ${(ready.seedMs / 1000).toFixed(1)} s`];
    // The floor on this machine: an authenticated request that reads nothing (session from the read cache).
    const floor = await sequential(`http://127.0.0.1:${ready.port}/api/auth/me`, headers);
    lines.push(`  GET /api/auth/me (floor: HTTP, auth, envelope): p50 ${floor.p50.toFixed(1)} ms, p95 ${floor.p95.toFixed(1)} ms`);
    const scenarios: [string, string][] = [
      ['page 1, no filter', '?page=1&limit=100'],
      ['page 100, no filter', '?page=100&limit=100'],
      ['page 200 (the last), no filter', '?page=200&limit=100'],
      ['gender PEREMPUAN + age group Cadet', '?page=1&limit=100&jenis_kelamin=PEREMPUAN&kategori_umur=3'],
      [`search "${ready.cari.toLowerCase()}"`, `?page=1&limit=100&search=${encodeURIComponent(ready.cari.toLowerCase())}`],
      [`search + gender + age group Junior`, `?page=1&limit=100&search=a&jenis_kelamin=LAKI_LAKI&kategori_umur=4`],
    ];
    for (const [name, q] of scenarios) {
      const r = await sequential(`${base}${q}`, headers);
      lines.push(
        `  ${name}: ${r.rows} of ${r.total}, ${r.kb.toFixed(0)} KB; p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms ` +
          `(${SEQUENTIAL} sequential; ${r.p95 <= TARGET_P95_MS ? 'meets' : 'misses'} ${TARGET_P95_MS} ms)`,
      );
    }
    return lines;
  } finally {
    await stopServer(child);
  }
}

const lines: string[] = [];
for (const kind of process.env.BENCH_DATABASE_URL ? (['pglite', 'postgres'] as const) : (['pglite'] as const)) {
  lines.push(...(await benchOn(kind)));
}
for (const line of lines) console.log(line);
