/**
 * Reports at scale (prints figures; not a test): one competition with 5,000 entries (bench/peserta's seed:
 * 150 dojangs, teams, every entry made this month), served by the real app in a child process. Times each
 * export over HTTP from the request to the last byte — the period's participants report (5,000 rows) as XLSX
 * and PDF, the competition's participant list per class and its payment recap — plus the screen's pages; opens
 * the files (exceljs, unpdf) to check what they hold; and measures how long a small request waits while a PDF
 * is being generated. Target (issue 10): XLSX of 5,000 participants ≤ 2 s.
 *
 *   npm run build && npx tsx bench/laporan.ts [--runs N]
 *   BENCH_DATABASE_URL=postgres://arena:arena@127.0.0.1:5432/arena_test npx tsx bench/laporan.ts   # also PostgreSQL
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { extractText, getDocumentProxy } from 'unpdf';
import { BENCH_PASSWORD } from './api-shared';
import { login, percentile, startServer, stopServer } from './lib/load';
import { ADMIN_EMAIL } from './peserta/seed';
import type { PesertaServerReady } from './peserta/server';

const TARGET_XLSX_MS = 2000;
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 10;

if (!existsSync(resolve('dist/client/manifest.webmanifest'))) {
  throw new Error('dist/client/manifest.webmanifest not found: run `npm run build` first.');
}

/** One request timed from sending to the last byte of the body. */
async function sekali(url: string, headers: Record<string, string>): Promise<{ ms: number; bytes: Uint8Array; type: string }> {
  const start = performance.now();
  const res = await fetch(url, { headers });
  const bytes = new Uint8Array(await res.arrayBuffer());
  const ms = performance.now() - start;
  if (res.status !== 200) throw new Error(`${url}: HTTP ${res.status} ${new TextDecoder().decode(bytes).slice(0, 200)}`);
  return { ms, bytes, type: res.headers.get('content-type') ?? '' };
}

/** What the file holds, read back with the libraries a user's reader stands in for. */
async function isi(bytes: Uint8Array, type: string): Promise<string> {
  if (type.includes('spreadsheetml')) {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    const header = (ws.views[0] as { ySplit?: number }).ySplit ?? 0;
    return `${ws.rowCount - header} rows under the header`;
  }
  if (type.includes('pdf')) {
    const { totalPages } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
    return `${totalPages} pages`;
  }
  const body = JSON.parse(new TextDecoder().decode(bytes)) as { data: { baris: unknown[] }; meta: { total: number } };
  return `${body.data.baris.length} of ${body.meta.total} rows`;
}

/** While one PDF export runs, a small request every 25 ms: the longest wait shows how much the export holds the server. */
async function tungguSelamaEkspor(
  base: string,
  exportUrl: string,
  headers: Record<string, string>,
): Promise<{ maks: number; p50: number; n: number }> {
  const waits: number[] = [];
  let selesai = false;
  const ekspor = sekali(exportUrl, headers).finally(() => {
    selesai = true;
  });
  while (!selesai) {
    const start = performance.now();
    await fetch(`${base}/api/auth/me`, { headers }).then((r) => r.arrayBuffer());
    waits.push(performance.now() - start);
    await new Promise((r) => setTimeout(r, 25));
  }
  await ekspor;
  waits.sort((a, b) => a - b);
  return { maks: waits.at(-1) ?? 0, p50: percentile(waits, 50), n: waits.length };
}

async function benchOn(kind: 'pglite' | 'postgres'): Promise<string[]> {
  const label = kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
  console.log(`seeding 5,000 entries on ${label}...`);
  const { child, ready } = await startServer<PesertaServerReady>(fileURLToPath(new URL('./peserta/server.ts', import.meta.url)), {
    BENCH_DB: kind,
  });
  try {
    const base = `http://127.0.0.1:${ready.port}`;
    const headers = { authorization: `Bearer ${await login(base, ADMIN_EMAIL, BENCH_PASSWORD)}` };
    const k = ready.seeded.id_kompetisi;
    const lines = [
      `${label}: ${ready.seeded.entries} entries (${ready.seeded.teamMembers} team member rows), ${ready.seeded.athletes} athletes; ${RUNS} timed runs after one warm-up`,
    ];
    const scenarios: [string, string][] = [
      ['XLSX, participants report of the month (5,000 rows)', '/api/admin/laporan/export?jenis=peserta&periode=bulan&format=xlsx'],
      ['PDF, participants report of the month (5,000 rows)', '/api/admin/laporan/export?jenis=peserta&periode=bulan&format=pdf'],
      ['XLSX, competition participant list per class', `/api/kompetisi/${k}/laporan/peserta?format=xlsx`],
      ['PDF, competition participant list per class', `/api/kompetisi/${k}/laporan/peserta?format=pdf`],
      ['XLSX, payment recap per dojang', `/api/kompetisi/${k}/laporan/pembayaran?format=xlsx`],
      ['PDF, payment recap per dojang', `/api/kompetisi/${k}/laporan/pembayaran?format=pdf`],
      ['screen, participants page 1 of 50', '/api/admin/laporan?jenis=peserta&periode=bulan'],
      ['screen, participants page 100 of 50', '/api/admin/laporan?jenis=peserta&periode=bulan&page=100'],
      ['screen, dojang report page 1', '/api/admin/laporan?jenis=dojang&periode=bulan'],
      ['screen, statistics report', '/api/admin/laporan?jenis=statistik&periode=bulan'],
    ];
    for (const [nama, path] of scenarios) {
      const warm = await sekali(base + path, headers);
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) times.push((await sekali(base + path, headers)).ms);
      times.sort((a, b) => a - b);
      const target = nama.startsWith('XLSX, participants report')
        ? ` (${percentile(times, 95) <= TARGET_XLSX_MS ? 'meets' : 'misses'} ${TARGET_XLSX_MS} ms)`
        : '';
      lines.push(
        `  ${nama}: p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms, max ${times.at(-1)!.toFixed(0)} ms${target}; ` +
          `${(warm.bytes.byteLength / 1024).toFixed(0)} KB, ${await isi(warm.bytes, warm.type)}`,
      );
    }
    const w = await tungguSelamaEkspor(base, `${base}/api/admin/laporan/export?jenis=peserta&periode=bulan&format=pdf`, headers);
    lines.push(
      `  GET /api/auth/me every 25 ms during a 5,000-row PDF export: ${w.n} requests, p50 ${w.p50.toFixed(0)} ms, longest ${w.maks.toFixed(0)} ms`,
    );
    return lines;
  } finally {
    await stopServer(child);
  }
}

const out: string[] = [];
for (const kind of process.env.BENCH_DATABASE_URL ? (['pglite', 'postgres'] as const) : (['pglite'] as const))
  out.push(...(await benchOn(kind)));
console.log(`\n${out.join('\n')}`);
