/**
 * The public results of a whole competition (prints figures; not a test): the bench competition of bench/peserta.ts
 * (5,000 entries, ~45 % approved, over the catalogue's 182 classes) with every class of ≥ 2 approved entries drawn,
 * a third of them played to the end and a third through round 1. Then GET /api/public/kompetisi/{id}/bagan (every
 * class with its entries and matches) and /medali under 200 connections for 10 s each, beside a static file; the
 * same while a result is written every 2 s (each write clears the read cache, so the answer is built again); and
 * one client alone timing the build right after a write. Target: p95 ≤ 100 ms on PGlite.
 * The load comes from bench/bagan-publik/beban.ts (node:http), not autocannon: autocannon decodes every body as
 * text and tops out near 330 req/s on a 174 KB gzip body whatever the server does. The 304 row counts 304s.
 *
 *   npm run build && npx tsx bench/bagan-publik.ts
 *   BENCH_DATABASE_URL=postgres://arena:arena@127.0.0.1:5432/arena_test npx tsx bench/bagan-publik.ts   # also PostgreSQL
 * Options (env): BENCH_DURATION (s, default 10), BENCH_CONNECTIONS (default 200), BENCH_BAGAN_ENTRIES (default 5000),
 * BENCH_READ_CACHE=0 (PGlite without the read cache).
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { MatchBagan } from '../src/domain/bagan/types';
import { BENCH_PASSWORD } from './api-shared';
import { beban } from './bagan-publik/beban';
import type { BaganServerReady } from './bagan-publik/server';
import { PANITIA_EMAIL } from './peserta/seed';

import { DURATION, login, percentile, startServer, stopServer, type Row } from './lib/load';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);

const TARGET_P95_MS = 100;
const COLD_RUNS = 20;
const WRITE_EVERY_MS = 2000;

if (!existsSync(resolve('dist/client/manifest.webmanifest'))) {
  throw new Error('dist/client/manifest.webmanifest not found: run `npm run build` first.');
}

interface Kelas {
  bagan: { matches: MatchBagan[] } | null;
}

/** The built asset whose size is nearest to `bytes`: the same bytes from a static file, with no database and no JSON. */
function assetNear(bytes: number): { path: string; size: number } {
  const dir = resolve('dist/client/assets');
  const files = readdirSync(dir).map((f) => ({ path: `/assets/${f}`, size: statSync(join(dir, f)).size }));
  return files.reduce((x, y) => (Math.abs(y.size - bytes) < Math.abs(x.size - bytes) ? y : x));
}

/** Enters a result on a ready match, or undoes the one entered last: a real write each call. */
function penulis(base: string, token: string, matches: MatchBagan[]) {
  const m = matches.find((x) => x.id_peserta_a !== null && x.id_peserta_b !== null && x.id_pemenang === null);
  if (!m) throw new Error('no ready match');
  let versi = m.versi;
  let ada = false;
  return async () => {
    const res = await fetch(`${base}/api/${ada ? `matches/${m.id_match}/result` : `matches/${m.id_match}`}`, {
      method: ada ? 'DELETE' : 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(ada ? { versi } : { skor_a: 3, skor_b: 1, versi }),
    });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`write: HTTP ${res.status}`);
    versi += 1;
    ada = !ada;
  };
}

async function timed(url: string, headers: Record<string, string>): Promise<number> {
  const start = performance.now();
  const res = await fetch(url, { headers });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${url}: HTTP ${res.status}`);
  return performance.now() - start;
}

const stats = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return `p50 ${percentile(s, 50).toFixed(1)} ms, p95 ${percentile(s, 95).toFixed(1)} ms`;
};

async function benchOn(kind: 'pglite' | 'postgres'): Promise<{ rows: Row[]; notes: string[] }> {
  const label = kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
  console.log(`seeding and drawing the competition on ${label}...`);
  const { child, ready } = await startServer<BaganServerReady>(fileURLToPath(new URL('./bagan-publik/server.ts', import.meta.url)), {
    BENCH_DB: kind,
  });
  try {
    const base = `http://127.0.0.1:${ready.port}`;
    const bagan = `${base}/api/public/kompetisi/${ready.seeded.id_kompetisi}/bagan`;
    const medali = `${base}/api/public/kompetisi/${ready.seeded.id_kompetisi}/medali`;
    const gz = { 'accept-encoding': 'gzip' };
    const text = await (await fetch(bagan)).text();
    const data = JSON.parse(text) as { data: { kelas: Kelas[] } };
    const medaliText = await (await fetch(medali)).text();
    const token = await login(base, PANITIA_EMAIL, BENCH_PASSWORD);
    const tulis = penulis(
      base,
      token,
      data.data.kelas.flatMap((k) => k.bagan?.matches ?? []),
    );
    // The build itself, timed on the competition admin's read: never shared across a write, on either database.
    const adminBagan = `${base}/api/kompetisi/${ready.seeded.id_kompetisi}/bagan`;
    const adminMedali = `${base}/api/kompetisi/${ready.seeded.id_kompetisi}/medali`;
    const auth = { ...gz, authorization: `Bearer ${token}` };
    const { seeded, bagan: b } = ready;
    const notes = [
      `${label}${process.env.BENCH_READ_CACHE === '0' ? ' (read cache off)' : ''}: ${seeded.entries} entries, ${b.kelas} classes drawn ` +
        `(${b.matches} matches, ${b.played} played, ${b.completed} classes completed), seeded in ${(ready.seedMs / 1000).toFixed(1)} s`,
      `  /bagan: ${(text.length / 1024).toFixed(0)} KB JSON, ${(gzipSync(text).length / 1024).toFixed(0)} KB gzip; ` +
        `/medali: ${(medaliText.length / 1024).toFixed(1)} KB`,
    ];
    // One client alone, right after a write: the answer is built again from the database.
    const coldBagan: number[] = [];
    const coldMedali: number[] = [];
    for (let i = 0; i < COLD_RUNS; i++) {
      await tulis();
      coldBagan.push(await timed(adminBagan, auth));
      await tulis();
      coldMedali.push(await timed(adminMedali, auth));
    }
    notes.push(
      `  first read after a write (one client, ${COLD_RUNS} runs, the admin's read): /bagan ${stats(coldBagan)}; /medali ${stats(coldMedali)}`,
    );
    // Without the read cache (PostgreSQL) a public answer is shared for 2 s: let the last write's answer settle.
    await new Promise((r) => setTimeout(r, 2500));

    const rows: Row[] = [];
    const gzBytes = gzipSync(text).length;
    const aset = assetNear(gzBytes);
    const etag = (await fetch(bagan, { headers: gz })).headers.get('etag') ?? '';
    const scenarios: [string, string, Record<string, string>][] = [
      ['GET /manifest.webmanifest (static, no DB)', `${base}/manifest.webmanifest`, {}],
      [`static file of ${(aset.size / 1024).toFixed(0)} KB (the gzip answer's size)`, `${base}${aset.path}`, {}],
      ['GET /public/kompetisi/{id}/bagan', bagan, {}],
      ['same, Accept-Encoding: gzip (browsers)', bagan, gz],
      ['same, If-None-Match unchanged (304)', bagan, { ...gz, 'if-none-match': etag }],
      ['GET /public/kompetisi/{id}/medali, gzip', medali, gz],
    ];
    for (const [scenario, url, headers] of scenarios) {
      const ok = headers['if-none-match'] ? (status: number) => status === 304 : undefined;
      rows.push(await beban(label, scenario, { url, headers, connections: CONNECTIONS, durationS: DURATION, ok }));
    }

    let writes = 0;
    let stop = false;
    const loop = (async () => {
      while (!stop) {
        await new Promise((r) => setTimeout(r, WRITE_EVERY_MS));
        if (stop) break;
        await tulis();
        writes += 1;
      }
    })();
    rows.push(
      await beban(label, `/bagan gzip, a result written every ${WRITE_EVERY_MS / 1000} s`, {
        url: bagan,
        headers: gz,
        connections: CONNECTIONS,
        durationS: DURATION,
      }),
    );
    stop = true;
    await loop;
    notes.push(`  ${writes} results written during the last run`);
    for (const r of rows.slice(2)) {
      notes.push(`  ${r.scenario}: p95 ${r.p95.toFixed(1)} ms (${r.p95 <= TARGET_P95_MS ? 'meets' : 'misses'} ${TARGET_P95_MS} ms)`);
    }
    return { rows, notes };
  } finally {
    await stopServer(child);
  }
}

const results = [];
for (const kind of process.env.BENCH_DATABASE_URL ? (['pglite', 'postgres'] as const) : (['pglite'] as const)) {
  results.push(await benchOn(kind));
}
const ms = (v: number) => (Number.isNaN(v) ? '-' : v.toFixed(1));
console.log(
  `\n${CONNECTIONS} connections, ${DURATION} s per scenario; latencies of successful answers (2xx; 304 in the revalidation row)\n`,
);
console.table(
  results
    .flatMap((r) => r.rows)
    .map((r) => ({
      db: r.db,
      scenario: r.scenario,
      requests: r.requests,
      ok: r.ok,
      other: r.other,
      'req/s': r.rps.toFixed(1),
      'p50 ms': ms(r.p50),
      'p95 ms': ms(r.p95),
      'p99 ms': ms(r.p99),
    })),
);
for (const line of results.flatMap((r) => r.notes)) console.log(line);
