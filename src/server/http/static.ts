import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Context } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { parseByteRange } from './byte-range';
import { compressedBody, pickEncoding } from './compressed';

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

async function fileIn(root: string, urlPath: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const full = path.resolve(root, '.' + path.posix.normalize('/' + decoded));
  if (!full.startsWith(root + path.sep)) return null;
  try {
    return (await stat(full)).isFile() ? full : null;
  } catch {
    return null;
  }
}

function etagOf(info: { size: number; mtimeMs: number }): string {
  return `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
}

/** Compresses the built client's text files ahead of the first visitor (in the background, at startup). */
export async function warmClientCompression(clientDir: string): Promise<void> {
  const root = path.resolve(clientDir);
  const entries = await readdir(root, { recursive: true }).catch(() => [] as string[]);
  for (const relative of entries) {
    const file = path.join(root, relative);
    const mime = getMimeType(file) ?? '';
    const info = await stat(file);
    if (!info.isFile() || !pickEncoding('br, gzip', mime, info.size)) continue;
    const bytes = await readFile(file);
    for (const encoding of ['br', 'gzip'] as const) await compressedBody(`${file}:${etagOf(info)}`, bytes, encoding);
  }
}

/** Sends a file with a weak ETag so 'no-cache' files revalidate cheaply (304). */
async function send(c: Context, file: string, cache: string) {
  const info = await stat(file);
  const etag = etagOf(info);
  c.header('Cache-Control', cache);
  c.header('ETag', etag);
  c.header('X-Content-Type-Options', 'nosniff');
  if (c.req.header('if-none-match') === etag) return c.body(null, 304);
  const mime = getMimeType(file) ?? 'application/octet-stream';
  c.header('Content-Type', mime);
  c.header('Vary', 'Accept-Encoding');
  c.header('Accept-Ranges', 'bytes');
  const bytes = await readFile(file);
  // Videos seek with Range requests; compressed text is always sent whole.
  const range = parseByteRange(c.req.header('range'), bytes.length);
  if (range === 'invalid') {
    c.header('Content-Range', `bytes */${bytes.length}`);
    return c.body(null, 416);
  }
  if (range) {
    c.header('Content-Range', `bytes ${range.start}-${range.end}/${bytes.length}`);
    return c.body(new Uint8Array(bytes.subarray(range.start, range.end + 1)), 206);
  }
  const encoding = pickEncoding(c.req.header('accept-encoding'), mime, bytes.length);
  if (!encoding) return c.body(new Uint8Array(bytes));
  c.header('Content-Encoding', encoding);
  return c.body(new Uint8Array(await compressedBody(`${file}:${etag}`, bytes, encoding)));
}

/** Paths answered with a page of their own instead of the app's shell (the light public schedule: no React on a phone's first load). */
const HALAMAN_SENDIRI: Record<string, string> = { '/event/jadwal': 'jadwal.html' };

/**
 * The built PWA: hashed files under /assets are immutable; index.html, sw.js and everything else revalidate.
 * A GET navigation to an unknown path gets index.html (SPA routing); a missing file with an extension is 404.
 */
export function serveClient(clientDir: string) {
  const root = path.resolve(clientDir);
  return async (c: Context) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return c.text('Method Not Allowed', 405);
    const urlPath = c.req.path;
    const file = urlPath === '/' ? null : await fileIn(root, urlPath);
    if (file) return send(c, file, urlPath.startsWith('/assets/') ? IMMUTABLE : NO_CACHE);
    const looksLikeFile = /\.[A-Za-z0-9]+$/.test(urlPath);
    if (looksLikeFile && urlPath !== '/index.html') return c.text('Not Found', 404);
    const page = HALAMAN_SENDIRI[urlPath.replace(/\/+$/, '')];
    if (page) {
      const own = path.join(root, page);
      if (
        await stat(own).then(
          (s) => s.isFile(),
          () => false,
        )
      )
        return send(c, own, NO_CACHE);
    }
    const index = path.join(root, 'index.html');
    try {
      return await send(c, index, NO_CACHE);
    } catch {
      return c.text('Aplikasi belum dibangun (jalankan npm run build).', 503);
    }
  };
}
