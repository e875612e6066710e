import { chromium } from 'playwright-core';
import { KOMPRESI } from '../../src/domain/schemas/atlet-files';
import { syntheticJpeg } from '../../test-support/synthetic-photo';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../production-app';

/**
 * `n` different pas foto as the app stores them: a 12 MP portrait phone photo (test-support/synthetic-photo.ts)
 * scaled to KOMPRESI.maxSide on its long side and encoded as JPEG from KOMPRESI.startQuality down by qualityStep
 * until it fits targetBytesPasFoto — the steps of the app's compression, drawn in headless Chromium.
 */
export async function buatPasFoto(n: number): Promise<Buffer[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    // tsx keeps function names with a helper the page does not have.
    await page.evaluate('globalThis.__name = (f) => f');
    const hasil = await page.evaluate(
      async ([sumber, n, k]) => {
        const foto = new Function(`return (${sumber})`)() as (w: number, h: number, seed: number, noise: number) => Promise<Blob>;
        const out: string[] = [];
        for (let i = 0; i < n; i++) {
          const bitmap = await createImageBitmap(await foto(3000, 4000, i + 1, 24));
          const skala = k.maxSide / Math.max(bitmap.width, bitmap.height);
          const kanvas = new OffscreenCanvas(Math.round(bitmap.width * skala), Math.round(bitmap.height * skala));
          kanvas.getContext('2d')!.drawImage(bitmap, 0, 0, kanvas.width, kanvas.height);
          let mutu = k.startQuality;
          let blob = await kanvas.convertToBlob({ type: 'image/jpeg', quality: mutu });
          while (blob.size > k.targetBytesPasFoto && mutu - k.qualityStep >= k.minQuality) {
            mutu -= k.qualityStep;
            blob = await kanvas.convertToBlob({ type: 'image/jpeg', quality: mutu });
          }
          const bytes = new Uint8Array(await blob.arrayBuffer());
          let biner = '';
          for (let j = 0; j < bytes.length; j += 0x8000) biner += String.fromCharCode(...bytes.subarray(j, j + 0x8000));
          out.push(btoa(biner));
        }
        return out;
      },
      [syntheticJpeg.toString(), n, KOMPRESI] as const,
    );
    return hasil.map((b) => Buffer.from(b, 'base64'));
  } finally {
    await browser.close();
  }
}
