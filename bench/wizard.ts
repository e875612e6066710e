// Registration wizard, step 3 offline (prints figures; not a test): the eligible athletes for one class out of
// the coach's 500 cached athletes, in headless Chromium with the app's own modules (target ≤ 20 ms).
//   (a) the domain computation alone: what LangkahAtlet's useMemos run (kelasKandidat, then opsiAtlet per slot),
//       on the data the real useWizard hook loaded from Dexie;
//   (b) with the screen: Selanjutnya on step 2 with the dialog's hook loaded (step 2's validation, compute, render
//       LangkahAtlet's list, layout), and a cold open (mount the hook with step 3 shown: read Dexie, parse, build
//       the lists, compute, render).
// The data is what the real server answers a coach of a 600-entry competition (bench/wizard/data.ts); the page is
// offline while it runs. Classes: Kyorugi prestasi weight classes, Kyorugi pemula with age and weight left open
// (every class of the gender is a candidate), Poomsae individual, Poomsae teams of 2 and 3.
// Run: npx tsx bench/wizard.ts [--runs N]   (N per class and measure, default 100)
import { fileURLToPath } from 'node:url';
import { buildHarness, median, openHarness, percentile } from './lib/harness';
import { wizardData, type KelasBench } from './wizard/data';
import { BATAS_TAMPIL } from '../src/client/features/kompetisi/wizard/LangkahAtlet';

const TARGET_MS = 20;
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 100;

const { payload, classes } = await wizardData();
const expect = { atlet: payload.atlet.length, kelas: payload.kelas.length, entri: payload.peserta.length };
console.log(`coach's device: ${expect.atlet} athletes, ${expect.kelas} classes, ${expect.entri} own entries (Dexie, Chromium, offline)`);

const fmt = (xs: number[]) => `${median(xs).toFixed(2)} / ${percentile(xs, 95).toFixed(2)} / ${Math.max(...xs).toFixed(2)}`;
const outDir = await buildHarness(fileURLToPath(new URL('./wizard/index.html', import.meta.url)));
const harness = await openHarness(outDir, 'index.html');
try {
  const { page } = harness;
  await page.waitForFunction(() => typeof window.wizardSeed === 'function');
  await page.evaluate((p) => window.wizardSeed(p), payload);
  await page.context().setOffline(true);

  const loads: number[] = [];
  for (let i = 0; i < 10; i++) loads.push(await page.evaluate((e) => window.wizardLoad(e), expect));
  console.log(
    `open the wizard (useWizard reads athletes, classes and entries from Dexie): first ${loads[0].toFixed(1)} ms, ` +
      `then median ${median(loads.slice(1)).toFixed(1)} ms, max ${Math.max(...loads.slice(1)).toFixed(1)} ms`,
  );

  type Compute = ReturnType<Window['wizardCompute']>;
  const rows: (KelasBench & { compute: Compute; radios: number; switches: number[]; opens: number[] })[] = [];
  for (const k of classes) {
    const c = await page.evaluate(([aksi, n]) => window.wizardCompute(aksi, n), [k.aksi, RUNS] as const);
    rows.push({
      ...k,
      compute: c,
      radios: c.eligible.reduce((a, b) => a + Math.min(b, BATAS_TAMPIL), 0),
      switches: [] as number[],
      opens: [] as number[],
    });
  }
  // Warm: round robin over the classes, each time from step 1 of a new choice.
  for (let i = 0; i < RUNS; i++) {
    for (const r of rows) r.switches.push(await page.evaluate(([aksi, n]) => window.wizardSwitch(aksi, n), [r.aksi, r.radios] as const));
  }
  for (const r of rows) {
    for (let i = 0; i < RUNS; i++)
      r.opens.push(await page.evaluate(([aksi, n]) => window.wizardOpen(aksi, n), [r.aksi, r.radios] as const));
  }

  console.log(`\nper class, ${RUNS} runs each; median / p95 / max in ms (performance.now() in Chromium is coarsened to ~0.1 ms)\n`);
  console.table(
    rows.map((r) => ({
      class: r.label,
      'candidate classes': r.compute.kandidat,
      eligible: r.compute.eligible.join(' + '),
      '(a) compute': fmt(r.compute.ms),
      '(a) mean of 1000': r.compute.meanOf1000.toFixed(3),
      '(b) Selanjutnya → step 3': fmt(r.switches),
      '(b) cold open': fmt(r.opens),
    })),
  );
  const worst = (pick: (r: (typeof rows)[number]) => number[]) => Math.max(...rows.map((r) => percentile(pick(r), 95)));
  for (const [what, p95] of [
    ['(a) compute', worst((r) => r.compute.ms)],
    ['(b) Selanjutnya → step 3', worst((r) => r.switches)],
    ['(b) cold open', worst((r) => r.opens)],
  ] as const) {
    console.log(`${what}: worst p95 over the classes ${p95.toFixed(2)} ms — ${p95 <= TARGET_MS ? 'meets' : 'MISSES'} ≤ ${TARGET_MS} ms`);
  }
} finally {
  await harness.close();
}
