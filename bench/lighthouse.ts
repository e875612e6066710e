/**
 * Lighthouse scores of the production build (prints figures; not a test).
 *
 *   npm run build && npx tsx bench/lighthouse.ts              # /, /login, /events
 *   npx tsx bench/lighthouse.ts /tutorial /event/home         # other paths
 *   npx tsx bench/lighthouse.ts --runs=3 --save=.tmp/lh       # median of 3 runs; full reports as JSON
 *
 * Serves dist/client through the real app (in-memory PGlite, demo seed) and runs Lighthouse 12
 * (Node 20 compatible; 13 needs Node 22) with its default mobile emulation and simulated
 * throttling, in the local Chromium (CHROME_PATH or /usr/bin/chromium). Nothing is downloaded.
 *
 * The server brotli-compresses each static file on its first request and keeps the result; that
 * one-off cost (up to a second for the entry chunk on this machine) would otherwise land in the
 * first run and inflate Lighthouse's estimate of server latency, so every file is fetched once first.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH, startProductionApp } from './production-app';

const args = process.argv.slice(2);
const paths = args.filter((a) => a.startsWith('/'));
if (paths.length === 0) paths.push('/', '/login', '/register', '/registerdojang', '/events');
const option = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const runs = Math.max(1, Number(option('runs') ?? 1));
const saveDir = option('save');
if (saveDir) mkdirSync(saveDir, { recursive: true });
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

const running = await startProductionApp();
await warmCompressionCache(running.base, resolve('dist/client'));
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
const rows: Record<string, string>[] = [];
type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
try {
  for (const path of paths) {
    const results: LighthouseResult[] = [];
    for (let run = 1; run <= runs; run++) {
      const result = await lighthouse(running.base + path, {
        port: chrome.port,
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        logLevel: 'error',
        output: 'json',
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
      if (result.lhr.runtimeError) throw new Error(`${path}: ${result.lhr.runtimeError.message}`);
      if (saveDir) writeFileSync(join(saveDir, `${path.replace(/\W+/g, '_') || 'root'}-${run}.json`), JSON.stringify(result.lhr));
      results.push(result.lhr);
    }
    const score = (id: string) => String(Math.round(median(results.map((r) => (r.categories[id]?.score ?? NaN) * 100))));
    const metric = (id: string, unit: 's' | 'ms' | '') => {
      const value = median(results.map((r) => r.audits[id]?.numericValue ?? NaN));
      return unit === 's' ? `${(value / 1000).toFixed(1)} s` : unit === 'ms' ? `${Math.round(value)} ms` : value.toFixed(3);
    };
    rows.push({
      path,
      performance: score('performance'),
      ...(runs > 1 ? { 'all runs': results.map((r) => Math.round((r.categories.performance?.score ?? 0) * 100)).join('/') } : {}),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      FCP: metric('first-contentful-paint', 's'),
      LCP: metric('largest-contentful-paint', 's'),
      TBT: metric('total-blocking-time', 'ms'),
      CLS: metric('cumulative-layout-shift', ''),
      SI: metric('speed-index', 's'),
      // What Lighthouse counts as JavaScript transferred until the page went quiet (bodies as sent + headers).
      JS: `${(median(results.map((r) => scriptBytes(r))) / 1024).toFixed(1)} KB`,
    });
    const { categories, audits } = results[0]!;
    const failing = Object.values(audits).filter(
      (a) => a.score !== null && a.score < 1 && categories.accessibility?.auditRefs.some((r) => r.id === a.id),
    );
    for (const a of failing) console.log(`  ${path} accessibility: ${a.id} — ${a.title}`);
  }
} finally {
  chrome.kill();
  await running.close();
}
console.log(`\nLighthouse (mobile emulation, simulated throttling)${runs > 1 ? `, median of ${runs} runs` : ''}\n`);
console.table(rows);

function scriptBytes(result: LighthouseResult): number {
  const items = (result.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)
    ?.items;
  return items?.find((i) => i.resourceType === 'script')?.transferSize ?? NaN;
}

async function warmCompressionCache(base: string, clientDir: string) {
  const files = readdirSync(clientDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => '/' + relative(clientDir, join(entry.parentPath, entry.name)).split('\\').join('/'));
  for (const file of files) {
    const response = await fetch(base + file, { headers: { 'Accept-Encoding': 'br, gzip' } });
    await response.arrayBuffer();
  }
}
