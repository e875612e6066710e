import { KOMPRESI } from '../../../domain/schemas/atlet-files';
import { IMAGE_MIMES } from '../../../domain/schemas/files';
import { ApiError } from '../../data/api-error';
import { compressionPlan, outputName, overallProgress } from './compression-plan';

/** Served by us (vite.config.ts emits the library's UMD build here) and precached, so it works offline. */
export const IMAGE_COMPRESSION_LIB_PATH = '/vendor/browser-image-compression.js';
export const GAGAL_MEMPROSES_FILE = 'Gagal memproses file';

/**
 * An image scaled to a longest side of 1200 px and encoded at quality 0.8, 0.7 … 0.1 until it is at most
 * `targetBytes` (500 KB; 300 KB for an athlete's pas_foto). The size is checked here after every attempt
 * rather than by the library's own maxSizeMB loop, which would shrink the picture below 1200 px instead.
 * When even 0.1 is over the target the smallest result is returned; the caller's size rule decides.
 * Anything else (PDF) is returned as is.
 */
export async function compressImage(file: File, targetBytes: number, onProgress?: (percent: number) => void): Promise<File> {
  if (!(IMAGE_MIMES as readonly string[]).includes(file.type)) return file;
  const plan = compressionPlan(file.type);
  let imageCompression: typeof import('browser-image-compression').default;
  try {
    imageCompression = (await import('browser-image-compression')).default;
  } catch {
    throw new ApiError(400, GAGAL_MEMPROSES_FILE);
  }
  // A worker made from a blob: URL cannot resolve a relative path, hence the absolute URL.
  const libURL = new URL(IMAGE_COMPRESSION_LIB_PATH, window.location.href).href;

  let best: File | null = null;
  for (const [index, step] of plan.entries()) {
    let blob: Blob;
    try {
      blob = await imageCompression(file, {
        maxWidthOrHeight: KOMPRESI.maxSide,
        initialQuality: step.quality,
        fileType: step.type,
        // Never shrink below 1200 px; at most one extra pass when the output came out bigger than the input.
        alwaysKeepResolution: true,
        maxIteration: 1,
        useWebWorker: true,
        libURL,
        onProgress: (p) => onProgress?.(overallProgress(index, p, plan.length)),
      });
    } catch {
      throw new ApiError(400, GAGAL_MEMPROSES_FILE);
    }
    // The worker path hands back a Blob whose name was lost on the way: make it a proper File again.
    const result = new File([blob], outputName(file.name, step.type), { type: step.type, lastModified: file.lastModified });
    if (!best || result.size < best.size) best = result;
    if (result.size <= targetBytes) break;
  }
  if (!best || best.size === 0) throw new ApiError(400, GAGAL_MEMPROSES_FILE);
  onProgress?.(100);
  return best;
}
