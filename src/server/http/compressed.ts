import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg\+xml)/;
const cache = new Map<string, Buffer>();

export type Encoding = 'br' | 'gzip';

/** The best encoding the browser accepts for this type, or null to send the bytes as they are. */
export function pickEncoding(acceptEncoding: string | undefined, mime: string, size: number): Encoding | null {
  if (size < 1024 || !COMPRESSIBLE.test(mime) || !acceptEncoding) return null;
  if (/\bbr\b/.test(acceptEncoding)) return 'br';
  if (/\bgzip\b/.test(acceptEncoding)) return 'gzip';
  return null;
}

/**
 * Compresses a static file once per version (key includes its ETag) and keeps the result in memory:
 * the built client is a few MB at most, and a phone on venue wifi should get the smallest bytes.
 */
export function compressedBody(key: string, bytes: Buffer, encoding: Encoding): Buffer {
  const cacheKey = `${encoding}:${key}`;
  let out = cache.get(cacheKey);
  if (!out) {
    out =
      encoding === 'br'
        ? brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
        : gzipSync(bytes, { level: 9 });
    cache.set(cacheKey, out);
  }
  return out;
}
