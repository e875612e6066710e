import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { launchBrowser, type TestBrowser } from './browser';
import { startAppServer, type AppServer } from './app-server';

export interface AppSuite {
  server: AppServer;
  browser: TestBrowser;
  page: Page;
  /** The signed-in session's bearer token as the app keeps it. */
  token(): Promise<string>;
}

/**
 * One e2e file's world: `npm start` on a fresh data folder, Chromium on a fresh profile, one page (at the given
 * size, else the phone size the browser opens with); a failing test leaves a full-page screenshot in /tmp/<name>-<time>.png. Fields are set in beforeAll.
 */
export function useAppSuite(name: string, viewport?: { width: number; height: number }): AppSuite {
  const suite = {
    token: () => suite.page.evaluate(() => localStorage.getItem('auth_token') ?? ''),
  } as AppSuite;
  beforeAll(async () => {
    suite.server = await startAppServer();
    suite.browser = await launchBrowser();
    suite.page = suite.browser.context.pages()[0] ?? (await suite.browser.context.newPage());
    if (viewport) await suite.page.setViewportSize(viewport);
  });
  afterEach(async (ctx) => {
    if (ctx.task.result?.state === 'fail') {
      await suite.page?.screenshot({ path: `/tmp/${name}-${Date.now()}.png`, fullPage: true }).catch(() => undefined);
    }
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.server?.stop();
    suite.server?.cleanup();
  });
  return suite;
}
