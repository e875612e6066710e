/**
 * First-load weight of a page (prints figures; not a test).
 *
 *   npm run build && npx tsx bench/bundle.ts            # measures /
 *   npx tsx bench/bundle.ts /events --desktop           # another path, desktop viewport
 *
 * Serves dist/client through the real app (in-memory PGlite with the demo seed, so the page has its
 * data), opens the path in headless Chromium (CHROME_PATH or /usr/bin/chromium) with service workers
 * blocked (their precache downloads are not first-load cost), and records every script, stylesheet,
 * font and image answered until the network is idle. Sizes: raw bytes, gzip -9 of the same bytes, and
 * what went over the wire (body as the server encoded it, brotli here, plus response headers: what
 * Lighthouse calls "transferred"). For / the budget line compares the JavaScript transferred with 110 KB.
 */
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, startProductionApp } from './production-app';

const JS_BUDGET_SENT = 110 * 1024;
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
  /** encoded body + response headers, as sent */
  sent: number;
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
  page.on('load', () => {
    loaded = true;
  });
  page.on('response', (res) => {
    const afterLoad = loaded;
    const kind = res.request().resourceType();
    if (!['script', 'stylesheet', 'image', 'font'].includes(kind) || res.url().startsWith('data:')) return;
    pending.push(
      Promise.all([res.body(), res.request().sizes()]).then(
        ([body, sizes]) => {
          const sent = sizes.responseBodySize + sizes.responseHeadersSize;
          assets.push({
            url: res.url().replace(base, ''),
            kind,
            afterLoad,
            raw: body.length,
            gzip: gzipSync(body, { level: 9 }).length,
            sent,
          });
        },
        () => undefined,
      ),
    );
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
const sum = (list: Asset[], key: 'raw' | 'gzip' | 'sent') => list.reduce((n, a) => n + a[key], 0);
console.log(`\nFirst load of ${path} (${desktop ? 'desktop 1350x940' : 'mobile 412x823 @1.75x'}), until network idle\n`);
console.table(
  assets.map((a) => ({
    kind: a.kind,
    when: a.afterLoad ? 'after load' : 'first load',
    file: a.url,
    raw: kb(a.raw),
    gzip: kb(a.gzip),
    sent: kb(a.sent),
  })),
);
for (const kind of order) {
  const list = assets.filter((a) => a.kind === kind);
  if (list.length)
    console.log(
      `${kind.padEnd(11)} ${String(list.length).padStart(3)} files  raw ${kb(sum(list, 'raw')).padStart(10)}  gzip ${kb(sum(list, 'gzip')).padStart(10)}  transferred ${kb(sum(list, 'sent')).padStart(10)}`,
    );
}
const scripts = assets.filter((a) => a.kind === 'script');
const js = sum(scripts, 'gzip');
const jsSent = sum(scripts, 'sent');
const jsFirst = sum(
  scripts.filter((a) => !a.afterLoad),
  'gzip',
);
const css = sum(
  assets.filter((a) => a.kind === 'stylesheet'),
  'gzip',
);
console.log(`JS+CSS gzip until idle ${kb(js + css)}; JS gzip until idle ${kb(js)}, before the load event ${kb(jsFirst)}`);
console.log(`JavaScript transferred until idle ${kb(jsSent)} (${jsSent} B) in ${scripts.length} requests`);
// The budget is Home's (README, Performance); other paths just print their figures.
if (path === '/')
  console.log(`budget ${kb(JS_BUDGET_SENT)} JavaScript transferred (until idle): ${jsSent <= JS_BUDGET_SENT ? 'within' : 'OVER'} budget`);
