// Builds a small page of the project's own client code (production mode, the same bundler) and serves it,
// so benchmarks measure our real modules in real Chromium instead of re-implementing them.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, extname, join, normalize } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { chromium, type Page } from 'playwright-core';
import { build } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../production-app';

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

export async function buildHarness(htmlFile: string): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'arena-harness-'));
  await build({
    configFile: false,
    root: dirname(htmlFile),
    logLevel: 'warn',
    mode: 'production',
    plugins: [react(), tailwindcss()],
    build: { outDir, emptyOutDir: true, rolldownOptions: { input: htmlFile } },
  });
  // browser-image-compression's worker loads the library from here (libURL), as in the app.
  mkdirSync(join(outDir, 'vendor'), { recursive: true });
  copyFileSync(
    createRequire(import.meta.url).resolve('browser-image-compression/dist/browser-image-compression.js'),
    join(outDir, 'vendor', 'browser-image-compression.js'),
  );
  return outDir;
}

export interface Harness {
  page: Page;
  url: string;
  close(): Promise<void>;
}

/** Serves a built harness on loopback and opens it in headless Chromium. */
export async function openHarness(outDir: string, htmlName: string): Promise<Harness> {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent((req.url ?? '/').split('?')[0])).replace(/^(\.\.[/\\])+/, '');
    try {
      const body = readFileSync(join(outDir, path));
      res.writeHead(200, { 'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream' });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/${htmlName}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const page = await browser.newPage();
  page.on('pageerror', (e) => console.error('page error:', e.message));
  await page.goto(url);
  return {
    page,
    url,
    async close() {
      await browser.close();
      await new Promise<void>((r) => server.close(() => r()));
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
export const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
