import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium with a fresh profile (persistent, so the service worker and IndexedDB behave as for a user). */
export interface TestBrowser {
  context: BrowserContext;
  /** Quits Chromium and starts it again on the same profile (a phone's browser being closed and reopened). */
  restart(): Promise<BrowserContext>;
  close(): Promise<void>;
}

export async function launchBrowser(): Promise<TestBrowser> {
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'arena-chromium-'));
  const launch = () =>
    chromium.launchPersistentContext(userDataDir, {
      executablePath: CHROMIUM,
      headless: true,
      viewport: { width: 390, height: 844 },
      locale: 'id-ID',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    });
  const browser: TestBrowser = {
    context: await launch(),
    async restart() {
      await browser.context.close();
      browser.context = await launch();
      return browser.context;
    },
    async close() {
      await browser.context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
  return browser;
}
