/**
 * API latency/throughput measurement (prints figures; not a test).
 *
 *   npx tsx bench/api.ts                       # PGlite in a temp DATA_DIR
 *   BENCH_DATABASE_URL=postgres://arena:arena@127.0.0.1:5432/arena_test npx tsx bench/api.ts
 *                                              # also PostgreSQL (a throwaway database is created and dropped)
 * Options (env): BENCH_DURATION seconds per scenario (default 10), BENCH_CONNECTIONS (default 50),
 * BENCH_COACHES seeded coach accounts (default 50).
 *
 * The server runs in a child process (bench/api-server.ts) so the load generator does not share its
 * event loop. Scenarios: POST /api/auth/login rotating over the seeded accounts (scrypt makes it slow
 * on purpose; only failed logins count towards the rate limit, and any 429 is reported in its own
 * column, not as a success), and GET /api/dojang/my-dojang with one coach's bearer token.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { BENCH_PASSWORD, type ServerReady } from './api-shared';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

interface Row {
  db: string;
  scenario: string;
  requests: number;
  ok: number;
  limited: number;
  other: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function startServer(db: 'pglite' | 'postgres'): Promise<{ child: ChildProcess; ready: ServerReady }> {
  const child = fork(fileURLToPath(new URL('./api-server.ts', import.meta.url)), [], {
    env: { ...process.env, BENCH_DB: db },
  });
  const ready = await new Promise<ServerReady>((resolve, reject) => {
    child.once('message', (m) => resolve(m as ServerReady));
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  return { child, ready };
}

async function stopServer(child: ChildProcess): Promise<void> {
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.send('stop');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

async function measure(
  db: string,
  scenario: string,
  opts: Parameters<typeof autocannon>[0],
): Promise<Row> {
  const latencies: number[] = [];
  let ok = 0;
  let limited = 0;
  let other = 0;
  const instance = autocannon({ connections: CONNECTIONS, duration: DURATION, timeout: 30, ...opts });
  instance.on('response', (_client, status, _bytes, ms) => {
    if (status >= 200 && status < 300) {
      ok++;
      latencies.push(ms);
    } else if (status === 429) limited++;
    else other++;
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    db, scenario, requests: ok + limited + other + result.errors, ok, limited, other: other + result.errors,
    rps: ok / result.duration,
    p50: percentile(latencies, 50), p95: percentile(latencies, 95), p99: percentile(latencies, 99),
  };
}

async function login(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  const body = (await res.json()) as { data?: { token?: string } };
  if (!res.ok || !body.data?.token) throw new Error(`login failed: ${res.status}`);
  return body.data.token;
}

async function benchDatabase(db: 'pglite' | 'postgres'): Promise<Row[]> {
  const { child, ready } = await startServer(db);
  const base = `http://127.0.0.1:${ready.port}`;
  try {
    let next = 0;
    const loginRow = await measure(db, 'POST /api/auth/login', {
      url: base,
      requests: [{
        method: 'POST', path: '/api/auth/login', headers: { 'content-type': 'application/json' },
        setupRequest: (req) => ({
          ...req,
          body: JSON.stringify({ email: ready.emails[next++ % ready.emails.length], password: BENCH_PASSWORD }),
        }),
      }],
    });
    const token = await login(base, ready.emails[0]);
    const myDojangRow = await measure(db, 'GET /api/dojang/my-dojang', {
      url: `${base}/api/dojang/my-dojang`,
      headers: { authorization: `Bearer ${token}` },
    });
    return [loginRow, myDojangRow];
  } finally {
    await stopServer(child);
  }
}

function printTable(rows: Row[]): void {
  const ms = (v: number) => (Number.isNaN(v) ? '-' : v.toFixed(1));
  const table = rows.map((r) => ({
    db: r.db, scenario: r.scenario, requests: r.requests, '2xx': r.ok, 'HTTP 429': r.limited, other: r.other,
    'req/s (2xx)': r.rps.toFixed(1), 'p50 ms': ms(r.p50), 'p95 ms': ms(r.p95), 'p99 ms': ms(r.p99),
  }));
  console.log(`\n${CONNECTIONS} connections, ${DURATION} s per scenario; latencies of 2xx answers\n`);
  console.table(table);
}

const targets: ('pglite' | 'postgres')[] = ['pglite'];
if (process.env.BENCH_DATABASE_URL) targets.push('postgres');
const rows: Row[] = [];
for (const db of targets) {
  console.log(`benchmarking on ${db}...`);
  rows.push(...(await benchDatabase(db)));
}
printTable(rows);
