// Browser side of bench/compress.ts: the app's own compressDokumen on a 12-megapixel photo.
import { compressDokumen } from '../../src/client/features/atlet/compress/compress-dokumen';
import type { AtletDokumen } from '../../src/domain/schemas/atlet-files';
import { syntheticJpeg } from '../../test-support/synthetic-photo';

declare global {
  interface Window {
    benchCompress(
      kind: AtletDokumen,
      seed: number,
      noise: number,
    ): Promise<{ ms: number; inBytes: number; outBytes: number; type: string; width: number; height: number }>;
  }
}

window.benchCompress = async (kind, seed, noise) => {
  const blob = await syntheticJpeg(4000, 3000, seed, noise);
  const file = new File([blob], 'kamera.jpg', { type: 'image/jpeg' });
  const start = performance.now();
  const out = await compressDokumen(file, kind);
  const ms = performance.now() - start;
  const bitmap = await createImageBitmap(out);
  return { ms, inBytes: file.size, outBytes: out.size, type: out.type, width: bitmap.width, height: bitmap.height };
};
