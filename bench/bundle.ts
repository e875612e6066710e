/**
 * First-load weight of a page (prints figures; not a test).
 *
 *   npm run build && npx tsx bench/bundle.ts            # measures /
 *   npx tsx bench/bundle.ts /events --desktop           # another path, desktop viewport
 *
 * Serves dist/client through the real app (in-memory PGlite with the demo seed, so the page has its
 * data), opens the path in headless Chromium (CHROME_PATH or /usr/bin/chromium) with service workers
 * blocked (their precache downloads are not first-load cost), and records every script, stylesheet,
 * font and image answered until the network is idle. Sizes: raw bytes and gzip -9 of the same bytes.
 * The budget line compares first-load JS (gzip) with 150 KB.
 */
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, startProductionApp } from './production-app';

const JS_BUDGET_GZIP = 150 * 1024;
const args = process.argv.slice(2);
const path = args.find((a) => a.startsWith('/')) ?? '/';
const desktop = args.includes('--desktop');

interface Asset {
  url: string;
  kind: string;
  /** answered before the window load event, or after it (lazy work such as the SW registration) */
  afterLoad: boolean;
  raw: number;
  gzip: number;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

const running = await startProductionApp();
const base = running.base;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const assets: Asset[] = [];
try {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    ...(desktop
      ? { viewport: { width: 1350, height: 940 } }
      : { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true }),
  });
  const page = await context.newPage();
  const pending: Promise<void>[] = [];
  let loaded = false;
  page.on('load', () => { loaded = true; });
  page.on('response', (res) => {
    const afterLoad = loaded;
    const kind = res.request().resourceType();
    if (!['script', 'stylesheet', 'image', 'font'].includes(kind) || res.url().startsWith('data:')) return;
    pending.push(res.body().then((body) => {
      assets.push({ url: res.url().replace(base, ''), kind, afterLoad, raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
    }, () => undefined));
  });
  await page.goto(base + path, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  await context.close();
} finally {
  await browser.close();
  await running.close();
}

const order = ['script', 'stylesheet', 'font', 'image'];
assets.sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind) || b.gzip - a.gzip);
const sum = (list: Asset[], key: 'raw' | 'gzip') => list.reduce((n, a) => n + a[key], 0);
console.log(`\nFirst load of ${path} (${desktop ? 'desktop 1350x940' : 'mobile 412x823 @1.75x'}), until network idle\n`);
console.table(assets.map((a) => ({ kind: a.kind, when: a.afterLoad ? 'after load' : 'first load', file: a.url, raw: kb(a.raw), gzip: kb(a.gzip) })));
for (const kind of order) {
  const list = assets.filter((a) => a.kind === kind);
  if (list.length) console.log(`${kind.padEnd(11)} ${String(list.length).padStart(3)} files  raw ${kb(sum(list, 'raw')).padStart(10)}  gzip ${kb(sum(list, 'gzip')).padStart(10)}`);
}
const js = sum(assets.filter((a) => a.kind === 'script'), 'gzip');
const jsFirst = sum(assets.filter((a) => a.kind === 'script' && !a.afterLoad), 'gzip');
const css = sum(assets.filter((a) => a.kind === 'stylesheet'), 'gzip');
console.log(`JS+CSS gzip until idle ${kb(js + css)}; JS gzip until idle ${kb(js)}, before the load event ${kb(jsFirst)}`);
console.log(`budget ${kb(JS_BUDGET_GZIP)} gzip JS (until idle): ${js <= JS_BUDGET_GZIP ? 'within' : 'OVER'} budget`);
