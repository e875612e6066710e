import type { Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCutProxy, type CutProxy } from '../../test-support/cut-proxy';
import { useAppSuite } from './helpers/suite';

/**
 * A visitor's screen on a wifi that is connected but has no route to the server (Chromium still says
 * online, no `online` event comes when the route returns): the screen says the server is out of reach —
 * not that the video is broken — and turns back by itself once the server answers again.
 */
const t = useAppSuite('offline-layar', { width: 1280, height: 800 });
let net: CutProxy;

beforeAll(async () => {
  net = await startCutProxy(t.server.url);
});
afterAll(async () => {
  await net?.close();
});

const OFFLINE_VIDEO = 'Video tidak dapat diputar saat offline. Coba lagi saat terhubung ke internet.';

describe('a visitor without a route to the server', () => {
  it('the tutorial video says offline, not "gagal dimuat", and plays once the route is back', async () => {
    // A visitor who has been here before: the app shell comes from the service worker.
    await t.page.goto(`${net.url}/tutorial`);
    await t.page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await t.page.reload();
    await t.page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    const play = t.page.getByRole('button', { name: 'Putar video: Registrasi Atlet' });
    await play.waitFor();
    net.cut();
    await play.click();
    await t.page.getByRole('alert').filter({ hasText: OFFLINE_VIDEO }).waitFor({ timeout: 15_000 });

    net.restore();
    // No event, no tap: the screen asks the server again and tries the video once it answers.
    await t.page.getByRole('alert').filter({ hasText: OFFLINE_VIDEO }).waitFor({ state: 'detached', timeout: 20_000 });
    await t.page.locator('dialog[open] video').waitFor({ timeout: 5_000 });
  });
});

describe('a first visit that loses its route before the service worker holds the app', () => {
  it('a part loaded on demand that cannot load leaves the page standing and appears once the route is back', async () => {
    // Another origin through its own hop: to Chromium this is a site it has never seen, no service worker yet.
    const fresh = await startCutProxy(t.server.url);
    try {
      await t.page.goto(`${fresh.url}/`);
      const heading = t.page.getByRole('heading', { level: 1 });
      await heading.waitFor();
      // Each part's code the page asks for while cut: a load that failed, and then failed again, was caught by the
      // part and tried once more (lazyPart) — its failure has been dealt with, whatever it did to the tree.
      const gagal = new Map<string, number>();
      const onFailed = (r: Request) => {
        if (r.resourceType() === 'script') gagal.set(r.url(), (gagal.get(r.url()) ?? 0) + 1);
      };
      t.page.on('requestfailed', onFailed);
      fresh.cut();
      // The first tap asks for the toaster, the scroll for the footer: both loads fail while the route is cut.
      await t.page.mouse.click(5, 300);
      await t.page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      const toaster = () => [...gagal.keys()].some((u) => /\/AppToaster-[\w-]+\.js$/.test(u));
      await expect.poll(() => toaster() && gagal.size >= 2 && [...gagal.values()].every((n) => n >= 2), { timeout: 15_000 }).toBe(true);
      t.page.off('requestfailed', onFailed);
      // Still the page, not a blank one: the toaster's failed load did not take the tree down.
      await heading.waitFor({ state: 'visible', timeout: 1_000 });
      expect(await t.page.locator('#root').evaluate((el) => el.childElementCount)).toBeGreaterThan(0);

      fresh.restore();
      await t.page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await t.page.locator('footer').first().waitFor({ timeout: 15_000 });
      await heading.waitFor({ state: 'visible', timeout: 1_000 });
    } finally {
      await fresh.close();
    }
  });
});
