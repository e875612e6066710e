// Load generation shared by the HTTP benches (bench/api.ts, bench/peserta.ts): a bench server in a child
// process (so autocannon does not share its event loop) and one autocannon run reduced to a row of figures.
import { fork, type ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';

export const DURATION = Number(process.env.BENCH_DURATION ?? 10);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

export interface Row {
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
  /** Every 2xx latency in ms, ascending (to pool runs). */
  latencies?: number[];
}

/** Nearest-rank percentile of an ascending array (NaN when empty). */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Forks `file` with `env` and waits for the first message it sends (its ServerReady). */
export async function startServer<T>(file: string, env: Record<string, string>): Promise<{ child: ChildProcess; ready: T }> {
  const child = fork(file, [], { env: { ...process.env, ...env } });
  const ready = await new Promise<T>((resolve, reject) => {
    child.once('message', (m) => resolve(m as T));
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  return { child, ready };
}

/** Sends 'stop' and waits up to 10 s for the child to clean up, then kills it. */
export async function stopServer(child: ChildProcess): Promise<void> {
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  if (child.connected) child.send('stop');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

/**
 * One autocannon run (CONNECTIONS connections, DURATION s): 2xx answers give the rate and the latencies;
 * 429 and every other status (or socket error) are counted apart, never as a success.
 */
export async function measure(db: string, scenario: string, opts: Parameters<typeof autocannon>[0]): Promise<Row> {
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
    db,
    scenario,
    requests: ok + limited + other + result.errors,
    ok,
    limited,
    other: other + result.errors,
    rps: ok / result.duration,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    latencies,
  };
}

/** POST /api/auth/login → the bearer token. */
export async function login(base: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await res.json()) as { data?: { token?: string } };
  if (!res.ok || !body.data?.token) throw new Error(`login ${email} failed: ${res.status}`);
  return body.data.token;
}

/** The rows as a console table; latencies of 2xx answers in ms. */
export function printTable(rows: Row[]): void {
  const ms = (v: number) => (Number.isNaN(v) ? '-' : v.toFixed(1));
  console.log(`\n${CONNECTIONS} connections, ${DURATION} s per scenario; latencies of 2xx answers\n`);
  console.table(
    rows.map((r) => ({
      db: r.db,
      scenario: r.scenario,
      requests: r.requests,
      '2xx': r.ok,
      'HTTP 429': r.limited,
      other: r.other,
      'req/s (2xx)': r.rps.toFixed(1),
      'p50 ms': ms(r.p50),
      'p95 ms': ms(r.p95),
      'p99 ms': ms(r.p99),
    })),
  );
}
