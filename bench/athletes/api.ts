/**
 * GET /api/atlet latency with 10,000 athletes in a fresh PGlite database (prints figures; not a test).
 *
 *   npx tsx bench/athletes/api.ts               # PGlite in a temp DATA_DIR
 *   BENCH_DATABASE_URL=postgres://arena:arena@127.0.0.1:5432/arena_test npx tsx bench/athletes/api.ts
 *                                               # also PostgreSQL (a throwaway database is created and dropped)
 * Options (env): BENCH_ATLET_REQUESTS sequential requests per case (default 200).
 *
 * Like bench/api.ts, the server runs in a child process (this same file with BENCH_ATLET_SERVER=1) so the
 * measuring client does not share its event loop. Cases: a coach (own dojang, 60 athletes) and ADMIN (all
 * 10,000). Latency = request sent until the whole body is received.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import { SABUK } from '../../src/domain/catalogue/kelas';
import { kotaOf, PROVINSI_NAMES } from '../../src/domain/catalogue/wilayah';
import { createApp } from '../../src/server/app';
import { hashSecret } from '../../src/server/auth/password';
import { admin, akun, atlet, dojang, pelatih } from '../../src/server/db/schema';
import { seedCatalogue } from '../../src/server/db/seed/catalogue';
import type { Db } from '../../src/server/db/types';
import { recordingMailer } from '../../src/server/mail/recording-mailer';
import { BENCH_PASSWORD } from '../api-shared';
import { openFreshBenchDb, type BenchDbKind } from '../lib/bench-db';

const TOTAL = 10_000;
const DOJANGS = 200;
const COACH_ATHLETES = 60;
const COACH_EMAIL = 'pelatih@bench.arenatkd.test';
const ADMIN_EMAIL = 'admin@bench.arenatkd.test';
const REQUESTS = Number(process.env.BENCH_ATLET_REQUESTS ?? 200);

const DEPAN = ['Muhammad', 'Aisyah', 'Dimas', 'Nabila', 'Fajar', 'Putri', 'Rafi', 'Salsabila', 'Budi', 'Siti', 'Agus', 'Dewi'];
const BELAKANG = ['Pratama', 'Ramadhani', 'Saputra', 'Zahra', 'Hidayat', 'Lestari', 'Fauzan', 'Khairunnisa', 'Santoso', 'Wijaya'];
const fileName = (ext: string) => `${randomBytes(16).toString('hex')}.${ext}`;

function athlete(i: number, id_dojang: number): typeof atlet.$inferInsert {
  const provinsi = PROVINSI_NAMES[i % PROVINSI_NAMES.length];
  const kota = kotaOf(provinsi)[0] ?? null;
  const year = 1990 + (i % 30);
  return {
    nama_atlet: `${DEPAN[i % DEPAN.length]} ${BELAKANG[(i * 7) % BELAKANG.length]} ${i}`,
    jenis_kelamin: i % 2 ? 'PEREMPUAN' : 'LAKI_LAKI',
    tanggal_lahir: `${year}-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
    nik: String(3171000000000000 + i),
    no_telp: `0812${String(10_000_000 + i)}`,
    alamat: `Jl. Bench No. ${i}`,
    provinsi,
    kota,
    belt: SABUK[i % SABUK.length].value,
    berat_badan: 25 + (i % 60),
    tinggi_badan: 120 + (i % 70),
    pas_foto: fileName('jpg'),
    akte_kelahiran: i % 2 ? fileName('png') : null,
    id_dojang,
  };
}

async function seedAthletes(db: Db): Promise<void> {
  await seedCatalogue(db);
  const password_hash = await hashSecret(BENCH_PASSWORD);
  const [own] = await db
    .insert(dojang)
    .values({ nama_dojang: 'Dojang Pelatih Bench', provinsi: 'Sumatera Selatan', kota: 'Kota Palembang' })
    .returning();
  const [coachAkun] = await db.insert(akun).values({ email: COACH_EMAIL, password_hash, role: 'PELATIH' }).returning();
  await db.insert(pelatih).values({ nama_pelatih: 'Pelatih Bench', id_akun: coachAkun.id_akun, id_dojang: own.id_dojang });
  const [adminAkun] = await db.insert(akun).values({ email: ADMIN_EMAIL, password_hash, role: 'ADMIN' }).returning();
  await db.insert(admin).values({ nama_admin: 'Admin Bench', id_akun: adminAkun.id_akun });
  const others = await db
    .insert(dojang)
    .values(
      Array.from({ length: DOJANGS }, (_, i) => ({
        nama_dojang: `Dojang Bench ${i + 1}`,
        provinsi: PROVINSI_NAMES[i % PROVINSI_NAMES.length],
      })),
    )
    .returning({ id: dojang.id_dojang });
  const rows = Array.from({ length: TOTAL }, (_, i) => athlete(i, i < COACH_ATHLETES ? own.id_dojang : others[i % others.length].id));
  for (let i = 0; i < rows.length; i += 500) await db.insert(atlet).values(rows.slice(i, i + 500));
}

type DbKind = BenchDbKind;

/** Child role: seed, serve, report the port, stop on 'stop'. */
async function serveSeeded(kind: DbKind): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'arena-bench-atlet-'));
  const { opened, cleanup } = await openFreshBenchDb(kind, dir);
  await seedAthletes(opened.db);
  const app = createApp({ db: opened.db, dataDir: dir, mailer: recordingMailer(), log: () => {} });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => process.send?.({ port: info.port }));
  process.on('message', (msg) => {
    if (msg !== 'stop') return;
    server.close();
    void cleanup().finally(() => {
      rmSync(dir, { recursive: true, force: true });
      process.exit(0);
    });
  });
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function login(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  const body = (await res.json()) as { data?: { token?: string } };
  if (!body.data?.token) throw new Error(`login ${email} failed: ${res.status}`);
  return body.data.token;
}

/** `etag` set: the browser's revalidation of an unchanged list (If-None-Match → 304, no body). */
async function measure(base: string, token: string, label: string, kind: DbKind, path = '/api/atlet', etag?: string): Promise<string> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, ...(etag ? { 'if-none-match': etag } : {}) };
  const get = async () => {
    const start = performance.now();
    const res = await fetch(`${base}${path}`, { headers });
    const bytes = (await res.arrayBuffer()).byteLength;
    if (res.status !== (etag ? 304 : 200)) throw new Error(`${label}: HTTP ${res.status}`);
    return { ms: performance.now() - start, bytes };
  };
  for (let i = 0; i < 10; i++) await get(); // warm-up (JIT, PGlite caches)
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < REQUESTS; i++) {
    const r = await get();
    times.push(r.ms);
    bytes = r.bytes;
  }
  const data = ((await (await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } })).json()) as { data: unknown })
    .data;
  const what = Array.isArray(data) ? `${data.length} athletes` : `total ${(data as { total: number }).total}`;
  times.sort((a, b) => a - b);
  return (
    `GET ${path} ${label}${etag ? ', unchanged (304)' : ''}: ${what}, ${(bytes / 1024).toFixed(0)} KB, ` +
    `p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms (${REQUESTS} sequential requests, ${kind === 'pglite' ? 'PGlite' : 'PostgreSQL'})`
  );
}

async function revalidation(base: string, token: string, label: string, kind: DbKind): Promise<string> {
  const res = await fetch(`${base}/api/atlet`, { headers: { authorization: `Bearer ${token}` } });
  await res.arrayBuffer();
  return measure(base, token, label, kind, '/api/atlet', res.headers.get('etag') ?? undefined);
}

/** PGlite always; PostgreSQL too when BENCH_DATABASE_URL is set. */
export async function runAtletApiBench(): Promise<{ lines: string[] }> {
  const lines: string[] = [];
  for (const kind of process.env.BENCH_DATABASE_URL ? (['pglite', 'postgres'] as const) : (['pglite'] as const)) {
    lines.push(...(await benchOn(kind)));
  }
  return { lines };
}

async function benchOn(kind: DbKind): Promise<string[]> {
  const child: ChildProcess = fork(fileURLToPath(import.meta.url), [], { env: { ...process.env, BENCH_ATLET_SERVER: kind } });
  try {
    const { port } = await new Promise<{ port: number }>((resolve, reject) => {
      child.once('message', (m) => resolve(m as { port: number }));
      child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    });
    const base = `http://127.0.0.1:${port}`;
    return [
      await measure(base, await login(base, COACH_EMAIL), `as coach (own dojang of ${COACH_ATHLETES})`, kind),
      await measure(base, await login(base, ADMIN_EMAIL), `as ADMIN (all ${TOTAL})`, kind),
      await revalidation(base, await login(base, ADMIN_EMAIL), `as ADMIN (all ${TOTAL})`, kind),
      await measure(base, await login(base, ADMIN_EMAIL), `as ADMIN (all ${TOTAL})`, kind, '/api/atlet/stats'),
    ];
  } finally {
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    if (child.connected) child.send('stop');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
  }
}

const serverRole = process.env.BENCH_ATLET_SERVER;
if (serverRole === 'pglite' || serverRole === 'postgres') {
  serveSeeded(serverRole).catch((e: unknown) => {
    console.error(e);
    process.exit(1);
  });
} else if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { lines } = await runAtletApiBench();
  for (const line of lines) console.log(line);
}
