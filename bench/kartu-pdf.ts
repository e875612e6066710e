// ID cards and certificates made in headless Chromium with the app's own features/kartu/pdf and
// features/piagam/pdf modules (issue 19 'Measured': 1,000 cards with photos to one PDF ≤ 60 s, memory stated;
// all certificates of a competition of 182 classes ≤ 30 s). Photos: phone-like JPEGs of 1200 × 1500 (as
// compressed pas foto), each card its own path, so every card's photo is decoded, cropped and scaled.
// Run: npx tsx bench/kartu-pdf.ts [--n 1000] [--foto 50] [--simpan /tmp/dir]   (--simpan writes small sample PDFs)
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildHarness, openHarness } from './lib/harness';

const arg = (name: string, dflt: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : dflt;
};
const N = Number(arg('--n', '1000'));
const FOTO = Number(arg('--foto', '50'));
const SIMPAN = arg('--simpan', '');

const outDir = await buildHarness(fileURLToPath(new URL('./kartu-pdf/index.html', import.meta.url)));
const harness = await openHarness(outDir, 'index.html');
const mb = (n: number) => `${(n / 1048576).toFixed(1)} MB`;
try {
  const { page } = harness;
  page.setDefaultTimeout(600_000);
  await page.waitForFunction(() => typeof window.benchKartu === 'function');
  if (SIMPAN) {
    const k = await page.evaluate(() => window.benchKartu(12, 4, true));
    writeFileSync(`${SIMPAN}/kartu-contoh.pdf`, Buffer.from(k.pdf!, 'base64'));
    for (const tanpa of [false, true]) {
      const p = await page.evaluate(([t]) => window.benchPiagam(1, 1, t, true), [tanpa] as const);
      writeFileSync(`${SIMPAN}/piagam-contoh${tanpa ? '-tanpa-latar' : ''}.pdf`, Buffer.from(p.pdf!, 'base64'));
    }
  }
  const kartu = await page.evaluate(([n, f]) => window.benchKartu(n, f, false), [N, FOTO] as const);
  console.log(
    `ID cards: ${N} cards (${N - Math.ceil(N / 40)} with photos, ${Math.ceil(N / 10)} A4 pages) → ${mb(kartu.bytes)} PDF in ${(kartu.ms / 1000).toFixed(1)} s; peak JS heap ${kartu.heapPuncakMb.toFixed(0)} MB — ${kartu.ms <= 60_000 ? 'meets' : 'MISSES'} ≤ 60 s`,
  );
  const juara = await page.evaluate(() => window.benchPiagam(182, 0, false, false));
  console.log(
    `certificates, 182 classes (728 Juara + 3 general champion + 1 best athlete), dengan latar: ${mb(juara.bytes)} in ${(juara.ms / 1000).toFixed(1)} s; peak heap ${juara.heapPuncakMb.toFixed(0)} MB — ${juara.ms <= 30_000 ? 'meets' : 'MISSES'} ≤ 30 s`,
  );
  const semua = await page.evaluate(() => window.benchPiagam(182, 5000, false, false));
  console.log(
    `the same plus 5,000 participation certificates (5,732 pages): ${mb(semua.bytes)} in ${(semua.ms / 1000).toFixed(1)} s; peak heap ${semua.heapPuncakMb.toFixed(0)} MB`,
  );
  const tanpa = await page.evaluate(() => window.benchPiagam(182, 0, true, false));
  console.log(`182 classes, tanpa latar: ${mb(tanpa.bytes)} in ${(tanpa.ms / 1000).toFixed(1)} s`);
} finally {
  await harness.close();
}
