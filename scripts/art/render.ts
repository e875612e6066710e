/**
 * Renders the project's SVG artwork to PNG/WebP with headless Chromium.
 * Run from the repo root:  npx tsx scripts/art/render.ts
 * Needs /usr/bin/chromium (or CHROME_PATH), `cwebp` and `pngquant`
 * (apt-get install -y webp pngquant).
 * Sources: public/icons/*.svg (icons) and scripts/art/*.svg (illustrations).
 * Outputs are committed; run this only after changing a source.
 */
import { chromium } from 'playwright-core';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

interface Job {
  svg: string;
  out: string;
  width: number;
  height: number;
  /** cwebp quality; absent = PNG output */
  quality?: number;
}

const icons: Job[] = [
  { svg: 'public/icons/icon.svg', out: 'public/icons/icon-192.png', width: 192, height: 192 },
  { svg: 'public/icons/icon.svg', out: 'public/icons/icon-512.png', width: 512, height: 512 },
  { svg: 'public/icons/icon-maskable.svg', out: 'public/icons/icon-maskable-512.png', width: 512, height: 512 },
  { svg: 'public/icons/icon-maskable.svg', out: 'public/icons/apple-touch-icon-180.png', width: 180, height: 180 },
];

const illustrations: Job[] = [
  { svg: 'scripts/art/hero.svg', out: 'public/images/hero-480.webp', width: 480, height: 270, quality: 80 },
  { svg: 'scripts/art/hero.svg', out: 'public/images/hero-960.webp', width: 960, height: 540, quality: 80 },
  { svg: 'scripts/art/hero.svg', out: 'public/images/hero-1440.webp', width: 1440, height: 810, quality: 80 },
  { svg: 'scripts/art/about.svg', out: 'public/images/about-480.webp', width: 480, height: 360, quality: 76 },
  { svg: 'scripts/art/about.svg', out: 'public/images/about-960.webp', width: 960, height: 720, quality: 76 },
  // ui/ResponsiveImage offers every photo at 480/960/1440.
  { svg: 'scripts/art/about.svg', out: 'public/images/about-1440.webp', width: 1440, height: 1080, quality: 76 },
  { svg: 'scripts/art/tutorial-dojang.svg', out: 'public/images/tutorial-dojang.webp', width: 640, height: 360, quality: 78 },
  { svg: 'scripts/art/tutorial-atlet.svg', out: 'public/images/tutorial-atlet.webp', width: 640, height: 360, quality: 78 },
  { svg: 'scripts/art/tutorial-kompetisi.svg', out: 'public/images/tutorial-kompetisi.webp', width: 640, height: 360, quality: 78 },
  { svg: 'scripts/art/venue-map.svg', out: 'public/images/venue-map.webp', width: 960, height: 600, quality: 78 },
];

const only = process.argv[2];
const jobs = [...icons, ...illustrations].filter((j) => !only || j.svg.includes(only) || j.out.includes(only));
const tmp = mkdtempSync(join(tmpdir(), 'arena-art-'));
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  for (const job of jobs) {
    const page = await browser.newPage({ viewport: { width: job.width, height: job.height } });
    const svg = readFileSync(job.svg, 'utf8');
    const html = `<!doctype html><html><body style="margin:0;background:transparent">
      <img src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}"
           style="display:block;width:${job.width}px;height:${job.height}px"></body></html>`;
    await page.setContent(html);
    await page.waitForFunction(() => document.images[0]?.complete);
    const png = job.quality === undefined ? job.out : join(tmp, 'shot.png');
    await page.screenshot({ path: png, omitBackground: true, clip: { x: 0, y: 0, width: job.width, height: job.height } });
    await page.close();
    if (job.quality !== undefined) {
      execFileSync('cwebp', ['-quiet', '-q', String(job.quality), '-m', '6', '-sharp_yuv', png, '-o', job.out]);
    } else {
      execFileSync('pngquant', ['--quality', '85-98', '--speed', '1', '--strip', '--force', '--output', job.out, job.out]);
    }
    console.log(`${job.out.padEnd(40)} ${job.width}x${job.height} ${(statSync(job.out).size / 1024).toFixed(1)} KB`);
  }
} finally {
  await browser.close();
  rmSync(tmp, { recursive: true, force: true });
}
