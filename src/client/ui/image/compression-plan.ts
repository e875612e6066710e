import { KOMPRESI } from '../../../domain/schemas/atlet-files';

/** One encoding attempt: the output type and the quality handed to the encoder. */
export interface CompressionStep {
  type: 'image/jpeg' | 'image/png';
  quality: number;
}

/** 0.8, 0.7 … 0.1 (rounded so 0.8 − 0.1 × 7 reads 0.1, not 0.09999). */
export function qualitySteps(k: Pick<typeof KOMPRESI, 'startQuality' | 'qualityStep' | 'minQuality'> = KOMPRESI): number[] {
  const steps: number[] = [];
  for (let i = 0; ; i++) {
    const q = Math.round((k.startQuality - i * k.qualityStep) * 1000) / 1000;
    if (q < k.minQuality - 1e-9) return steps;
    steps.push(q);
  }
}

const jpegSteps = (): CompressionStep[] => qualitySteps().map((quality) => ({ type: 'image/jpeg', quality }));

/**
 * The attempts, in order, until one is at most the target size.
 * A PNG is first kept as PNG at 1200 px (scans and screenshots stay sharp); a photo saved as PNG is
 * still far over the target then and goes on as JPEG. WebP (edit form) becomes JPEG: Safari cannot
 * encode WebP and would silently hand back a PNG.
 */
export function compressionPlan(mime: string): CompressionStep[] {
  if (mime === 'image/png') return [{ type: 'image/png', quality: 1 }, ...jpegSteps()];
  return jpegSteps();
}

/** The name of the output file: the extension follows the output type ('scan.PNG' → 'scan.jpg'). */
export function outputName(name: string, type: CompressionStep['type']): string {
  const ext = type === 'image/png' ? 'png' : 'jpg';
  const base = name.replace(/\.[^./\\]*$/, '') || 'dokumen';
  return `${base}.${ext}`;
}

/**
 * One progress figure over several attempts: the first attempt (usually the only one) fills 0–90 %,
 * the rest share 90–99 %; 100 is reported once the result is final.
 */
export function overallProgress(step: number, stepPercent: number, steps: number): number {
  const p = Math.min(Math.max(stepPercent, 0), 100) / 100;
  if (step === 0 || steps <= 1) return Math.round(p * 90);
  return Math.min(99, Math.round(90 + ((step - 1 + p) / (steps - 1)) * 9));
}
