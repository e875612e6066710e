import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CHROMIUM } from './helpers/browser';
import { useAppSuite } from './helpers/suite';

/**
 * The first load of / on a small phone (360 × 640, where the hero's text is taller than the screen): the app's
 * code is asked for only once the shell's hero photo is on screen, React's copy of the photo is no larger than
 * the shell's (a larger one would be a new, later largest paint), and a visitor's first load carries none of
 * the code only an action or a signed-in user needs. Needs a production build.
 */

const PHONE = { width: 360, height: 640 };
const t = useAppSuite('first-load-home', PHONE);

interface Probe {
  shell: number[] | null;
  app: number[] | null;
}

describe('first load of / on a 360 px phone', () => {
  it("asks for the app's code only once the shell's hero photo is on screen", async () => {
    // A browser of its own without a service worker: the photo must come from the (slowed) network.
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
    try {
      const context = await browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
      const page = await context.newPage();
      const events: string[] = [];
      // The photo is held back until the page is past the point where, without the wait for the photo, its boot
      // script would already have asked for the app's code (below).
      let lepasFoto!: () => void;
      const foto = new Promise<void>((resolve) => {
        lepasFoto = resolve;
      });
      await page.route('**/images/hero-*.webp', async (route) => {
        await foto;
        await route.continue();
      });
      page.on('requestfinished', (request) => {
        if (/\/images\/hero-/.test(request.url())) events.push('photo');
      });
      page.on('request', (request) => {
        // The boot script and its helper come with the page; everything else is the app.
        if (request.resourceType() === 'script' && !/\/assets\/(index|preload-helper)-/.test(request.url())) events.push('app');
      });
      // The boot script has run (a module script, before DOMContentLoaded) and the shell's first frame is painted:
      // a frame requested after the boot script's own, then a task after its own (boot/after-first-paint.ts).
      await page.goto(`${t.server.url}/`, { waitUntil: 'domcontentloaded' });
      await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
      lepasFoto();
      await page.locator('#root h1').waitFor();
      expect(events[0], events.join(', ')).toBe('photo');
      expect(events).toContain('app');
    } finally {
      await browser.close();
    }
  });

  it("React's hero photo keeps the shell's box, skeletons or dates below it", async () => {
    await t.page.addInitScript(() => {
      const probe: Probe = { shell: null, app: null };
      (window as unknown as { probe: Probe }).probe = probe;
      const box = () => {
        const r = document.querySelector('#root section img')?.getBoundingClientRect();
        return r ? [Math.round(r.width), Math.round(r.height)] : null;
      };
      document.addEventListener('DOMContentLoaded', () => {
        probe.shell = box();
        // React's first render of the page: the shell has no heading.
        new MutationObserver((_, observer) => {
          if (!document.querySelector('#root h1')) return;
          probe.app = box();
          observer.disconnect();
        }).observe(document.getElementById('root')!, { childList: true, subtree: true });
      });
    });
    // The competition arrives late: React's first render shows the skeletons (the tallest hero text). It is held
    // back until that render is on the page (the probe records it as the heading appears).
    let lepasData!: () => void;
    const data = new Promise<void>((resolve) => {
      lepasData = resolve;
    });
    await t.page.route('**/api/kompetisi**', async (route) => {
      await data;
      await route.continue();
    });
    try {
      await t.page.goto(`${t.server.url}/`, { waitUntil: 'domcontentloaded' });
      await t.page.locator('#root h1').waitFor();
    } finally {
      lepasData();
    }
    // The dates under the headline: the competition has arrived.
    await t.page.locator('#root section ul').first().waitFor({ timeout: 15_000 });
    await t.page.waitForLoadState('networkidle');
    const probe = await t.page.evaluate(() => (window as unknown as { probe: Probe }).probe);
    await t.page.unrouteAll();

    expect(probe.shell, 'the boot shell paints the hero photo').not.toBeNull();
    expect(probe.app).not.toBeNull();
    const withData = await t.page.evaluate(() => {
      const r = document.querySelector('#root section img')!.getBoundingClientRect();
      const section = document.querySelector('#root section')!.getBoundingClientRect();
      return { img: [Math.round(r.width), Math.round(r.height)], section: Math.round(section.height) };
    });
    // The hero's text is taller than the photo's box here: the case where a growing photo would repaint.
    expect(withData.section).toBeGreaterThan(probe.shell![1]!);
    expect(probe.app).toEqual(probe.shell);
    expect(withData.img).toEqual(probe.shell);
  });

  it('a visitor loads no toast library, outbox, sync badge, service-worker library or lower sections until needed', async () => {
    const scripts: string[] = [];
    const bodies: Promise<string>[] = [];
    t.page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push(new URL(response.url()).pathname);
      bodies.push(response.text().catch(() => ''));
    });
    await t.page.goto(`${t.server.url}/?segar=1`);
    await t.page.locator('#root h1').waitFor();
    await t.page.waitForLoadState('networkidle');
    const loaded = await Promise.all(bodies);
    expect(scripts.length).toBeGreaterThan(0);
    expect(
      scripts.filter((s) => /workbox|AppToaster|SyncIndicator|UserMenu|MobileMenu|engine|db-|dexie|FeaturedKompetisi|SiteFooter/i.test(s)),
    ).toEqual([]);
    // goober is react-hot-toast's CSS-in-JS; its style tag id is in its code.
    expect(loaded.filter((code) => code.includes('_goober')).length).toBe(0);

    // The service worker still installs and takes the page (offline from the first visit on).
    await t.page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });

    // The first tap brings the phone menu and the toaster: both work.
    await t.page.getByRole('button', { name: 'Buka menu' }).click();
    await t.page.getByRole('dialog', { name: 'Menu navigasi' }).getByRole('button', { name: 'Tutup menu' }).click();
    // The competition card and the footer come as the visitor scrolls down to them.
    await t.page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await t.page.getByRole('contentinfo').waitFor();
    await t.page.getByRole('button', { name: 'Kompetisi berikutnya' }).click();
    await t.page.getByText('Hanya ada satu kompetisi untuk sekarang').waitFor();
  });
});
