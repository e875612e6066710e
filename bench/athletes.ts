// Athletes at scale (issue 3): 10,000 athletes in Dexie in real Chromium — time to read them as the list
// screen does, and to filter by name and gender and render one page (target ≤ 50 ms); then
// GET /api/atlet p95 with 10,000 athletes in the database (target ≤ 50 ms).
// Run: npx tsx bench/athletes.ts
import { fileURLToPath } from 'node:url';
import { buildHarness, median, openHarness, percentile } from './lib/harness';
import { runAtletApiBench } from './athletes/api';

const N = 10_000;
const QUERIES: [string, 'SEMUA' | 'LAKI_LAKI' | 'PEREMPUAN'][] = [
  ['', 'SEMUA'],
  ['m', 'SEMUA'],
  ['mu', 'SEMUA'],
  ['muh', 'LAKI_LAKI'],
  ['muha', 'LAKI_LAKI'],
  ['', 'PEREMPUAN'],
  ['a', 'PEREMPUAN'],
  ['ai', 'PEREMPUAN'],
  ['ais', 'PEREMPUAN'],
  ['aisyah', 'SEMUA'],
  ['sumatera', 'SEMUA'],
  ['papua', 'LAKI_LAKI'],
  ['99', 'SEMUA'],
  ['tidak ada', 'SEMUA'],
  ['', 'LAKI_LAKI'],
  ['pratama', 'PEREMPUAN'],
];

const outDir = await buildHarness(fileURLToPath(new URL('./athletes/index.html', import.meta.url)));
const harness = await openHarness(outDir, 'index.html');
try {
  const { page } = harness;
  await page.waitForFunction(() => typeof window.benchSeed === 'function');
  console.log(`Dexie: ${await page.evaluate((n) => window.benchSeed(n), N)} athletes in IndexedDB (Chromium)`);
  const loads: number[] = [];
  for (let i = 0; i < 5; i += 1) loads.push(await page.evaluate(() => window.benchLoad()));
  console.log(
    `  open the list (read from Dexie + build views): median ${Math.round(median(loads))} ms, max ${Math.round(Math.max(...loads))} ms`,
  );
  await page.evaluate(() => window.benchFilter('', 'SEMUA'));
  const times: number[] = [];
  for (let round = 0; round < 5; round += 1) {
    for (const [q, g] of QUERIES) times.push(await page.evaluate(([s, gg]) => window.benchFilter(s, gg), [q, g] as const));
  }
  console.log(
    `  filter by name/province + gender and render one page of 25: median ${median(times).toFixed(1)} ms, ` +
      `p95 ${percentile(times, 95).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms (${times.length} changes)`,
  );
} finally {
  await harness.close();
}

const api = await runAtletApiBench();
for (const line of api.lines) console.log(line);
