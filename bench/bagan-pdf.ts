// Bracket PDF export in headless Chromium (issue 9 'Measured': a 64-entry bracket ≤ 1.5 s), with the app's own
// features/bagan/pdf module built by the same bundler: buatPdfBagan for one 64-entry class with half of its
// matches played (3 A4 pages). Cold: a fresh browser context (empty cache) and page, the first call, which
// fetches and compiles the lazily loaded pdf-lib chunk; warm: later calls in the same page. Then the technical
// meeting's document (every class of a competition in one PDF) for scale.
// Run: npx tsx bench/bagan-pdf.ts [--runs N] [--n ENTRIES]   (N cold and N warm runs, default 10)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { buildHarness, median, openHarness, percentile } from './lib/harness';

const TARGET_MS = 1500;
const arg = (name: string, dflt: number) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? Number(process.argv[i + 1]) : dflt;
};
const RUNS = arg('--runs', 10);
const N = arg('--n', 64);

const outDir = await buildHarness(fileURLToPath(new URL('./bagan-pdf/index.html', import.meta.url)));
const harness = await openHarness(outDir, 'index.html');
try {
  const browser = harness.page.context().browser();
  if (!browser) throw new Error('no browser');
  const cold: number[] = [];
  let lazy: string[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    page.on('pageerror', (e) => console.error('page error:', e.message));
    await page.goto(harness.url);
    await page.waitForFunction(() => typeof window.benchPdf === 'function');
    const r = await page.evaluate(([n]) => window.benchPdf(n, 0.5), [N] as const);
    if (r.header !== '%PDF-') throw new Error(`not a PDF: ${r.header}`);
    cold.push(r.ms);
    lazy = r.lazyJs;
    await context.close();
  }

  const { page } = harness;
  await page.waitForFunction(() => typeof window.benchPdf === 'function');
  const first = await page.evaluate(([n]) => window.benchPdf(n, 0.5), [N] as const);
  const warm: number[] = [];
  let bytes = first.bytes;
  for (let i = 0; i < RUNS; i += 1) {
    const r = await page.evaluate(([n]) => window.benchPdf(n, 0.5), [N] as const);
    warm.push(r.ms);
    bytes = r.bytes;
  }

  const KELAS_TM = 40;
  const semua: number[] = [];
  let bytesSemua = 0;
  for (let i = 0; i < Math.min(RUNS, 5); i += 1) {
    const r = await page.evaluate(([k]) => window.benchPdfSemua(k), [KELAS_TM] as const);
    semua.push(r.ms);
    bytesSemua = r.bytes;
  }

  const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
  const chunks = lazy.map((u) => {
    const body = readFileSync(join(outDir, new URL(u).pathname));
    return `${new URL(u).pathname.slice(1)} ${kb(body.length)} (gzip ${kb(gzipSync(body).length)})`;
  });
  const fmt = (xs: number[]) =>
    `p50 ${median(xs).toFixed(0)} ms, p95 ${percentile(xs, 95).toFixed(0)} ms, max ${Math.max(...xs).toFixed(0)} ms`;
  console.log(
    `bracket PDF, ${N} entries, half of the matches played: ${kb(bytes)} PDF; ${RUNS} runs each (headless Chromium, 2-core machine)`,
  );
  console.log(`JS loaded by the first export: ${chunks.join(', ') || '(none)'}`);
  console.log(`cold (new context, first call incl. dynamic import): ${fmt(cold)}`);
  console.log(`warm (same page, later calls):                      ${fmt(warm)}`);
  console.log(`technical meeting, ${KELAS_TM} classes of 4–32 entries in one PDF (${kb(bytesSemua)}), warm: ${fmt(semua)}`);
  const worst = Math.max(percentile(cold, 95), percentile(warm, 95));
  console.log(`p95 ${worst.toFixed(0)} ms — ${worst <= TARGET_MS ? 'meets' : 'MISSES'} ≤ ${TARGET_MS} ms`);
} finally {
  await harness.close();
}
