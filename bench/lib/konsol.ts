import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../production-app';

/**
 * Headless Chromium with the court staff of bench/lib/partai-bertanding.ts logged in on a tablet-sized page: the
 * desk first (it keeps the court's bouts on the tablet), then the console of `id_match`, ready for 'Mulai ronde 1'.
 * `sebelumMuat` (script text, so the bench's compiler adds nothing to it) runs in each of its pages before the app does.
 */
export async function bukaKonsol(base: string, id_match: string, sebelumMuat?: string): Promise<{ browser: Browser; page: Page }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, locale: 'id-ID' });
  // Runs in every page of the tablet before the app (e.g. a stand-in for the Gamepad API).
  if (sebelumMuat) await context.addInitScript({ content: sebelumMuat });
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.getByLabel('Email').fill('lapangan@arenatkd.demo');
  await page.getByLabel('Password', { exact: true }).fill('MejaLapA123');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForFunction(() => !!localStorage.getItem('auth_token'));
  await page.goto(`${base}/admin-kompetisi/lapangan`);
  await page.getByRole('region', { name: 'Urutan partai' }).waitFor({ timeout: 30_000 });
  await page.goto(`${base}/admin-kompetisi/lapangan/konsol?partai=${id_match}`);
  await page.getByRole('button', { name: 'Mulai ronde 1' }).waitFor({ timeout: 30_000 });
  return { browser, page };
}

/** Marks on the page when an element's text changed and the next frame was painted (`window.__dicat`, ms since epoch). */
export async function catatRepaint(page: Page, selektor: Record<string, string>): Promise<void> {
  await page.evaluate((sel) => {
    const w = window as unknown as { __dicat: { s: string; t: number }[] };
    w.__dicat = [];
    for (const [s, css] of Object.entries(sel)) {
      const obs = new MutationObserver(() => requestAnimationFrame(() => setTimeout(() => w.__dicat.push({ s, t: Date.now() }), 0)));
      obs.observe(document.querySelector(css)!, { childList: true, characterData: true, subtree: true });
    }
  }, selektor);
}

/**
 * Taps +1 on the console `taps` times (blue and red in turn, so no round ends on the gap) and returns, per tap, the
 * ms from the click to the board's score repainted.
 */
export async function ukurTap(page: Page, papan: Page, taps: number): Promise<number[]> {
  await catatRepaint(papan, { B: '[data-skor="B"]', R: '[data-skor="R"]' });
  const waktu: number[] = [];
  for (let i = 0; i < taps; i++) {
    const nama = i % 2 === 0 ? 'B +1 Pukulan' : 'R +1 Pukulan';
    const sebelum = await papan.evaluate(() => (window as unknown as { __dicat: unknown[] }).__dicat.length);
    const tombol = (await page.getByRole('button', { name: nama, exact: true }).elementHandle())!;
    const t0 = await tombol.evaluate((b) => {
      const t = Date.now();
      (b as HTMLButtonElement).click();
      return t;
    });
    await papan.waitForFunction((n) => (window as unknown as { __dicat: unknown[] }).__dicat.length > n, sebelum, { timeout: 5_000 });
    waktu.push((await papan.evaluate((n) => (window as unknown as { __dicat: { t: number }[] }).__dicat[n]!.t, sebelum)) - t0);
  }
  return waktu;
}

/** p50 / p95 / max of `waktu`, as the benches print them. */
export function ringkas(waktu: readonly number[]): string {
  const s = [...waktu].sort((a, b) => a - b);
  const q = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))]!;
  return `p50 ${q(0.5)} ms, p95 ${q(0.95)} ms, max ${s[s.length - 1]} ms`;
}
