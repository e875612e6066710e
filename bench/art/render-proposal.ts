/**
 * Renders the championship proposal (Indonesian, A4) to public/docs/proposal-kejuaraan-taekwondo-2025.pdf.
 * Run from the repo root:  npx tsx bench/art/render-proposal.ts
 * Needs /usr/bin/chromium (or CHROME_PATH). Content: bench/art/proposal/ (facts come from the event
 * microsite module and the domain catalogue, so the site and the PDF say the same thing).
 * Check the pages with:  pdftoppm -r 60 -png public/docs/proposal-kejuaraan-taekwondo-2025.pdf /tmp/proposal
 */
import { chromium } from 'playwright-core';
import { mkdirSync, readFileSync, statSync } from 'node:fs';
import { proposalHtml } from './proposal/proposal-html';

const OUT = 'public/docs/proposal-kejuaraan-taekwondo-2025.pdf';
const MAX_BYTES = 500 * 1024;

const svgDataUrl = (file: string) => `data:image/svg+xml;base64,${readFileSync(file).toString('base64')}`;

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
    '--disable-component-update', '--disable-sync', '--no-first-run'],
});

/**
 * An illustration as a JPEG: printed as vector, the hero's blurs and glows become 300 dpi bitmaps
 * (the PDF passed 700 KB); a JPEG is embedded as it is.
 */
async function svgAsJpeg(svg: string, width: number, height: number): Promise<string> {
  const page = await browser.newPage({ viewport: { width, height } });
  await page.setContent(`<body style="margin:0"><img src="${svgDataUrl(svg)}" style="display:block;width:${width}px;height:${height}px"></body>`);
  await page.waitForFunction(() => document.images[0]?.complete);
  const jpeg = await page.screenshot({ type: 'jpeg', quality: 72 });
  await page.close();
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}

try {
  const html = proposalHtml({
    css: readFileSync('bench/art/proposal/proposal.css', 'utf8'),
    logo: svgDataUrl('public/icons/icon.svg'),
    coverArt: await svgAsJpeg('bench/art/hero.svg', 1600, 900),
    venueMap: await svgAsJpeg('bench/art/venue-map.svg', 1280, 800),
  });
  const page = await browser.newPage();
  await page.setContent(html, { waitUntil: 'load' });
  await page.evaluate(() => document.fonts.ready);
  // Pages are fixed A4 boxes: content that does not fit would be cut, so refuse to print it.
  const overflowing = await page.$$eval('.page', (pages) =>
    pages.flatMap((p, i) => (p.scrollHeight > p.clientHeight + 1 ? [`${i + 1} (+${p.scrollHeight - p.clientHeight}px)`] : [])));
  if (overflowing.length) throw new Error(`content overflows page ${overflowing.join(', ')}`);
  mkdirSync('public/docs', { recursive: true });
  await page.pdf({ path: OUT, format: 'A4', printBackground: true, preferCSSPageSize: true, tagged: true });
} finally {
  await browser.close();
}
const size = statSync(OUT).size;
console.log(`${OUT} ${(size / 1024).toFixed(0)} KB`);
if (size > MAX_BYTES) throw new Error(`proposal is over ${MAX_BYTES / 1024} KB`);
