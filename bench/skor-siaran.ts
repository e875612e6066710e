/**
 * A tap on the scoring console to a board on another client through the server's live stream (prints figures; not
 * a test).
 *
 *   npx vite build && npx tsx bench/skor-siaran.ts [--taps=200]
 *
 * As bench/skor-papan.ts, but the board is the public one (/event/papan?lapangan=) in a second browser context (its
 * own storage, no BroadcastChannel with the console): the tap goes to the console's outbox, is sent to the server,
 * the change feed names the court on the live stream, the board reads GET /public/kompetisi/{id}/papan and
 * repaints. Times are taken in one browser on one machine (one clock).
 */
import { bukaKonsol, ringkas, ukurTap } from './lib/konsol';
import { partaiBertanding } from './lib/partai-bertanding';
import { startProductionApp } from './production-app';

const taps = Number(process.argv.find((a) => a.startsWith('--taps='))?.split('=')[1] ?? 200);
const running = await startProductionApp();
const base = running.base;
try {
  const { bout, id_lapangan } = await partaiBertanding(base);
  const { browser, page } = await bukaKonsol(base, bout.id_match);
  await page.getByRole('button', { name: 'Mulai ronde 1' }).click();
  const layar = await browser.newContext({ viewport: { width: 1280, height: 720 }, locale: 'id-ID' });
  const papan = await layar.newPage();
  await papan.goto(`${base}/event/papan?lapangan=${id_lapangan}`);
  await papan.locator('[data-papan]').waitFor({ timeout: 30_000 });
  const waktu = await ukurTap(page, papan, taps);
  await browser.close();
  console.log(
    `console tap → board on another client repainted, ${taps} taps (outbox → server → live stream → GET papan): ${ringkas(waktu)} (target p95 ≤ 300 ms)`,
  );
} finally {
  await running.close();
}
