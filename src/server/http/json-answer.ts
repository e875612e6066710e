import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Context } from 'hono';

const gzipAsync = promisify(gzip);
const MIN_GZIP_BYTES = 1024;

/** A JSON answer built once: its text, its ETag, and its gzip made on first demand (zlib's thread pool). */
export interface JsonAnswer {
  readonly body: string;
  readonly etag: string;
  gzip?: Promise<Buffer>;
}

export function jsonAnswer(value: unknown): JsonAnswer {
  const body = JSON.stringify(value);
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}

/**
 * Sends a built answer: gzip when the browser takes it (a page of 100 participants is ~90 KB of JSON, ~10 KB
 * over venue wifi). The ETag is set here, so privateRevalidate answers a matching If-None-Match with a 304
 * without hashing the body again.
 */
export async function sendJsonAnswer(c: Context, answer: JsonAnswer): Promise<Response> {
  c.header('ETag', answer.etag);
  c.header('Vary', 'Accept-Encoding');
  c.header('Content-Type', 'application/json; charset=UTF-8');
  if (answer.body.length >= MIN_GZIP_BYTES && /\bgzip\b/.test(c.req.header('accept-encoding') ?? '')) {
    answer.gzip ??= gzipAsync(answer.body);
    c.header('Content-Encoding', 'gzip');
    return c.body(new Uint8Array(await answer.gzip), 200);
  }
  return c.body(answer.body, 200);
}
