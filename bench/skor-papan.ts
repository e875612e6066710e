/**
 * A tap on the scoring console to the scoreboard window repainted, same device (prints figures; not a test).
 *
 *   npx vite build && npx tsx bench/skor-papan.ts [--taps=200]
 *
 * The real app (in-memory PGlite, demo seed) serves the built client; one Kyorugi class is drawn, put on a court
 * and numbered, its first bout called and started. Headless Chromium opens the court desk and then the console of
 * that bout as the court's staff, and its scoreboard window ('Buka papan skor'). Each tap is a click on a point button in the
 * console; the board records when its score changed and the next frame was painted (requestAnimationFrame, then a
 * task). Blue and red alternate so no round ends on the points gap.
 */
import { bukaKonsol, ringkas, ukurTap } from './lib/konsol';
import { partaiBertanding } from './lib/partai-bertanding';
import { startProductionApp } from './production-app';

const taps = Number(process.argv.find((a) => a.startsWith('--taps='))?.split('=')[1] ?? 200);
const running = await startProductionApp();
const base = running.base;
try {
  const { bout } = await partaiBertanding(base);
  const { browser, page } = await bukaKonsol(base, bout.id_match);
  const [papan] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('button', { name: 'Buka papan skor' }).click()]);
  await papan.locator('[data-papan]').waitFor({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Mulai ronde 1' }).click();
  const waktu = await ukurTap(page, papan, taps);
  await browser.close();
  console.log(
    `console tap → scoreboard window repainted, ${taps} taps (same device, BroadcastChannel): ${ringkas(waktu)} (target p95 ≤ 50 ms)`,
  );
} finally {
  await running.close();
}
