import type { Page, Request } from 'playwright-core';
import { expect } from 'vitest';

/**
 * What an offline e2e file waits on instead of a fixed pause: the page's outbox as IndexedDB holds it, the
 * browser's `online` nudge together with the answer it provably brings, and the writes the page sends.
 */

export interface BarisOutbox {
  id: string;
  status: string;
  lastError: string | null;
  path: string;
  method: string;
  attempts: number;
  nextAttemptAt: number;
}

/** The outbox rows of the page's Dexie database ('arena-tkd'), read straight from IndexedDB. */
export const bacaOutbox = (page: Page): Promise<BarisOutbox[]> =>
  page.evaluate(async () => {
    const req = indexedDB.open('arena-tkd');
    const db = await new Promise<IDBDatabase>((res, rej) => {
      req.onsuccess = () => res(req.result);
      req.onerror = () => rej(req.error);
    });
    try {
      return await new Promise<BarisOutbox[]>((res, rej) => {
        const all = db.transaction('outbox', 'readonly').objectStore('outbox').getAll();
        all.onsuccess = () => res(all.result as BarisOutbox[]);
        all.onerror = () => rej(all.error);
      });
    } finally {
      db.close();
    }
  });

/**
 * Waits until the outbox holds nothing at all: every queued write was answered and taken off the queue, so
 * there is nothing left that a later nudge could send again.
 */
export async function tungguOutboxKosong(page: Page, timeout = 30_000): Promise<void> {
  await expect
    .poll(async () => (await bacaOutbox(page)).map((e) => `${e.status} ${e.method} ${e.path}: ${e.lastError ?? ''}`), { timeout })
    .toEqual([]);
}

const statusDitanya = (page: Page) =>
  page.waitForResponse((r) => new URL(r.url()).pathname === '/api/status' && r.request().method() === 'GET');

/**
 * Fires the browser's `online` event on the page and waits for what it provably causes: every page asks the
 * server's status on it (the root's MaintenanceBanner, data/online/status-sistem.ts). Answers that status.
 */
export async function dorongOnline(page: Page): Promise<{ data: { maintenance: { aktif: boolean } } }> {
  const jawaban = statusDitanya(page);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  const res = await jawaban;
  try {
    return await res.json();
  } catch {
    // Chromium sometimes no longer holds the body of an answer that went through the service worker ('No data
    // found for resource'); the request was seen, which is what this waits for, and the status is asked again.
    return page.evaluate(() => fetch('/api/status', { cache: 'no-store' }).then((r) => r.json()));
  }
}

/**
 * Records the page's writes (POST, PUT, PATCH, DELETE under /api/) to the given paths from now on, with the
 * status each got (0 when it got none). `paths`: as the outbox keeps them (without /api).
 */
export function catatTulis(page: Page, paths: readonly string[]) {
  const sent: { method: string; path: string; status: Promise<number> }[] = [];
  const onRequest = (r: Request) => {
    if (r.method() === 'GET' || r.method() === 'HEAD' || r.method() === 'OPTIONS') return;
    const path = new URL(r.url()).pathname.replace(/^\/api/, '');
    if (!paths.includes(path)) return;
    sent.push({
      method: r.method(),
      path,
      status: r.response().then(
        (res) => res?.status() ?? 0,
        () => 0,
      ),
    });
  };
  page.on('request', onRequest);
  return {
    get jumlah() {
      return sent.length;
    },
    /** The statuses of the writes recorded so far, in the order they were sent. */
    status: () => Promise.all(sent.map((s) => s.status)),
    berhenti: () => void page.off('request', onRequest),
  };
}
