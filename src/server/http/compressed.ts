import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg\+xml)/;
const cache = new Map<string, Promise<Buffer>>();

export type Encoding = 'br' | 'gzip';

/** The best encoding the browser accepts for this type, or null to send the bytes as they are. */
export function pickEncoding(acceptEncoding: string | undefined, mime: string, size: number): Encoding | null {
  if (size < 1024 || !COMPRESSIBLE.test(mime) || !acceptEncoding) return null;
  if (/\bbr\b/.test(acceptEncoding)) return 'br';
  if (/\bgzip\b/.test(acceptEncoding)) return 'gzip';
  return null;
}

/**
 * Compresses a static file once per version (the key includes its ETag) off the event loop (zlib's thread
 * pool) and keeps the result in memory: the built client is a few MB, and a phone on venue wifi should
 * get the smallest bytes without other requests waiting on the compressor.
 */
export function compressedBody(key: string, bytes: Buffer, encoding: Encoding): Promise<Buffer> {
  const cacheKey = `${encoding}:${key}`;
  let out = cache.get(cacheKey);
  if (!out) {
    out =
      encoding === 'br'
        ? brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } })
        : gzipAsync(bytes, { level: 9 });
    out.catch(() => cache.delete(cacheKey));
    cache.set(cacheKey, out);
  }
  return out;
}
