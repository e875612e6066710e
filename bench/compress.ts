// Time and output size of the athlete-document compression (spec 001 §5: longest side 1200 px, quality
// stepped down from 0.8 until under 500 KB, 300 KB for pas_foto) on a 12-megapixel JPEG, in headless
// Chromium, with the app's own code and its self-hosted worker library.
// Run: npx tsx bench/compress.ts [--runs N]       Targets: ≤ 1.5 s, ≤ 500 KB.
import { fileURLToPath } from 'node:url';
import { buildHarness, median, openHarness } from './lib/harness';

const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 5;

const outDir = await buildHarness(fileURLToPath(new URL('./compress/index.html', import.meta.url)));
const harness = await openHarness(outDir, 'index.html');
try {
  await harness.page.waitForFunction(() => typeof window.benchCompress === 'function');
  // A typical phone photo, and a grainy one (low light) that needs several quality steps.
  for (const [kind, noise, what] of [
    ['pas_foto', 24, 'photo'],
    ['akte_kelahiran', 24, 'photo'],
    ['pas_foto', 90, 'grainy photo'],
  ] as const) {
    const results = [];
    // One warm-up run (worker start, library fetch) is reported separately.
    const first = await harness.page.evaluate(([k, n]) => window.benchCompress(k, 1, n), [kind, noise] as const);
    for (let i = 0; i < RUNS; i += 1) {
      results.push(await harness.page.evaluate(([k, s, n]) => window.benchCompress(k, s, n), [kind, i + 2, noise] as const));
    }
    const kb = (n: number) => `${Math.round(n / 1024)} KB`;
    console.log(
      `${kind}, ${what}: 12 MP JPEG ${kb(median(results.map((r) => r.inBytes)))} → ${kb(median(results.map((r) => r.outBytes)))} ` +
        `(max ${kb(Math.max(...results.map((r) => r.outBytes)))}), ${results[0].width}×${results[0].height} ${results[0].type}; ` +
        `median ${Math.round(median(results.map((r) => r.ms)))} ms, max ${Math.round(Math.max(...results.map((r) => r.ms)))} ms ` +
        `over ${RUNS} runs (first run ${Math.round(first.ms)} ms)`,
    );
  }
} finally {
  await harness.close();
}
