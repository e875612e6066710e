/**
 * Lighthouse scores of the production build (prints figures; not a test).
 *
 *   npm run build && npx tsx bench/lighthouse.ts              # /, /login, /events
 *   npx tsx bench/lighthouse.ts /tutorial /event/home         # other paths
 *
 * Serves dist/client through the real app (in-memory PGlite, demo seed) and runs Lighthouse 12
 * (Node 20 compatible; 13 needs Node 22) with its default mobile emulation and simulated
 * throttling, in the local Chromium (CHROME_PATH or /usr/bin/chromium). Nothing is downloaded.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH, startProductionApp } from './production-app';

const paths = process.argv.slice(2).filter((a) => a.startsWith('/'));
if (paths.length === 0) paths.push('/', '/login', '/events');

const running = await startProductionApp();
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
const rows: Record<string, string>[] = [];
try {
  for (const path of paths) {
    const result = await lighthouse(running.base + path, {
      port: chrome.port,
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      logLevel: 'error',
      output: 'json',
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
    const { categories, audits, runtimeError } = result.lhr;
    const score = (id: string) => {
      const s = categories[id]?.score;
      return s === null || s === undefined ? '-' : String(Math.round(s * 100));
    };
    const shown = (id: string) => audits[id]?.displayValue ?? '-';
    rows.push({
      path,
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      FCP: shown('first-contentful-paint'),
      LCP: shown('largest-contentful-paint'),
      TBT: shown('total-blocking-time'),
      CLS: shown('cumulative-layout-shift'),
      ...(runtimeError ? { error: runtimeError.message } : {}),
    });
    const failing = Object.values(audits).filter(
      (a) => a.score !== null && a.score < 1 && categories.accessibility?.auditRefs.some((r) => r.id === a.id),
    );
    for (const a of failing) console.log(`  ${path} accessibility: ${a.id} — ${a.title}`);
  }
} finally {
  chrome.kill();
  await running.close();
}
console.log('\nLighthouse (mobile emulation, simulated throttling)\n');
console.table(rows);
