/**
 * Judges without a network: from a judge's press on a game controller attached to the console to the point on the
 * console, the console cut off the network (prints figures; not a test).
 *
 *   npx vite build && npx tsx bench/skor-stik.ts [--kali=200]
 *
 * The real app (in-memory PGlite, demo seed) serves the built client. The competition's setting makes every Kyorugi
 * class use the novice rule set (3 judges, 2 agreeing within 1 s; rounds of 300 s so a round outlasts the run); one
 * class is drawn onto a court and its first bout started. Headless Chromium opens the court staff's desk, then the
 * console, with a stand-in for navigator.getGamepads holding two controllers; 'Pasangkan stik' pairs them to seats 1
 * and 2, the browser context goes offline, and round 1 starts. Each time controller 1 presses, then controller 2
 * (the second agreeing press) — B punch and R punch in turn, so no round ends on the gap; the clock starts when
 * controller 2's button goes down (at a random moment of a frame, before the console's frame poll sees it) and stops
 * when the console's score for that corner has changed and the next frame is painted.
 */
import type { PengaturanSkor } from '../src/domain/skor';
import { bukaKonsol, catatRepaint, ringkas } from './lib/konsol';
import { partaiBertandingBanyak } from './lib/partai-bertanding';
import { startProductionApp } from './production-app';

const kali = Number(process.argv.find((a) => a.startsWith('--kali='))?.split('=')[1] ?? 200);
const running = await startProductionApp();

/** Two standard controllers in slots 0 and 1; `__tombol(i, t, ditekan)` holds or lets go of a button. */
const STIK_TIRUAN = `
  const pads = [0, 1].map((index) => ({
    index, id: 'Bench ' + (index + 1) + ' (STANDARD GAMEPAD)', connected: true, mapping: 'standard', timestamp: 0,
    axes: [0, 0, 0, 0], buttons: Array.from({ length: 17 }, () => ({ pressed: false, touched: false, value: 0 })),
  }));
  Object.defineProperty(navigator, 'getGamepads', { value: () => [...pads, null, null], configurable: true });
  window.__tombol = (i, t, d) => { pads[i].buttons[t].pressed = d; return Date.now(); };
`;

type W = { __tombol: (i: number, t: number, d: boolean) => number; __dicat: { s: string; t: number }[] };

try {
  const { partai } = await partaiBertandingBanyak(running.base, 1, async (api, tok, k) => {
    const { pengaturan } = await api<{ pengaturan: PengaturanSkor }>(`/kompetisi/${k}/pengaturan-skor`, tok);
    const aturan = pengaturan.aturan.map((a) => (a.kode === pengaturan.pemula ? { ...a, ronde_detik: 300 } : a));
    await api(`/kompetisi/${k}/pengaturan-skor`, tok, 'PUT', { ...pengaturan, aturan, prestasi: pengaturan.pemula });
  });
  const bout = partai[0]!.bout;
  const { browser, page } = await bukaKonsol(running.base, bout.id_match, STIK_TIRUAN);
  const tekan = (i: number, t: number) =>
    page.evaluate(
      async ([i, t]) => {
        const w = window as unknown as W;
        w.__tombol(i, t, true);
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
        w.__tombol(i, t, false);
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      },
      [i, t] as const,
    );
  await page.getByRole('button', { name: 'Pasangkan stik' }).click();
  await page.getByText('Tekan tombol apa saja di stik juri 1').waitFor();
  await tekan(0, 9);
  await page.getByText('Tekan tombol apa saja di stik juri 2').waitFor();
  await tekan(1, 9);
  await page.getByRole('button', { name: 'Selesai' }).click();
  await page.context().setOffline(true);
  await page.getByRole('button', { name: 'Mulai ronde 1' }).click();
  await page.getByText('Berjalan').waitFor();
  await catatRepaint(page, { B: '[data-skor="B"]', R: '[data-skor="R"]' });

  const waktu: number[] = [];
  for (let i = 0; i < kali; i++) {
    // ◀ is B punch, X is R punch in the shipped map.
    const [sudut, tombol] = i % 2 === 0 ? (['B', 14] as const) : (['R', 2] as const);
    await tekan(0, tombol);
    const sebelum = await page.evaluate(() => (window as unknown as W).__dicat.length);
    // A judge's thumb is not in step with the screen's frames: the button goes down at a random moment of one.
    const t0 = await page.evaluate(
      ([t, jeda]) => new Promise<number>((r) => setTimeout(() => r((window as unknown as W).__tombol(1, t, true)), jeda)),
      [tombol, Math.random() * 16.7] as const,
    );
    await page.waitForFunction(([n, s]) => (window as unknown as W).__dicat.slice(n).some((x) => x.s === s), [sebelum, sudut] as const, {
      timeout: 10_000,
    });
    const t1 = await page.evaluate(([n, s]) => (window as unknown as W).__dicat.slice(n).find((x) => x.s === s)!.t, [
      sebelum,
      sudut,
    ] as const);
    await page.evaluate(([t]) => (window as unknown as W).__tombol(1, t, false), [tombol] as const);
    waktu.push(t1 - t0);
  }
  await browser.close();
  console.log(
    `controller press → point on the console, no network, ${kali} points (2 of 3 judges on controllers): ${ringkas(waktu)} (target p95 ≤ 50 ms)`,
  );
} finally {
  await running.close();
}
