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
import { fileURLToPath } from 'node:url';
import { BENCH_PASSWORD, type ServerReady } from './api-shared';
import { login, measure, printTable, startServer, stopServer, type Row } from './lib/load';

async function benchDatabase(db: 'pglite' | 'postgres'): Promise<Row[]> {
  const { child, ready } = await startServer<ServerReady>(fileURLToPath(new URL('./api-server.ts', import.meta.url)), { BENCH_DB: db });
  const base = `http://127.0.0.1:${ready.port}`;
  try {
    let next = 0;
    const loginRow = await measure(db, 'POST /api/auth/login', {
      url: base,
      requests: [
        {
          method: 'POST',
          path: '/api/auth/login',
          headers: { 'content-type': 'application/json' },
          setupRequest: (req) => ({
            ...req,
            body: JSON.stringify({ email: ready.emails[next++ % ready.emails.length], password: BENCH_PASSWORD }),
          }),
        },
      ],
    });
    const token = await login(base, ready.emails[0], BENCH_PASSWORD);
    const myDojangRow = await measure(db, 'GET /api/dojang/my-dojang', {
      url: `${base}/api/dojang/my-dojang`,
      headers: { authorization: `Bearer ${token}` },
    });
    return [loginRow, myDojangRow];
  } finally {
    await stopServer(child);
  }
}

const targets: ('pglite' | 'postgres')[] = ['pglite'];
if (process.env.BENCH_DATABASE_URL) targets.push('postgres');
const rows: Row[] = [];
for (const db of targets) {
  console.log(`benchmarking on ${db}...`);
  rows.push(...(await benchDatabase(db)));
}
printTable(rows);
