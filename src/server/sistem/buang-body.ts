import type { MiddlewareHandler } from 'hono';

/**
 * Reads an unwanted request body to its end: a server that answers while the client is still sending
 * closes the socket under it, and the client sees a network error instead of the answer (a 503, a 401…).
 */
export async function buangBody(body: ReadableStream<Uint8Array> | null): Promise<void> {
  if (!body) return;
  const reader = body.getReader();
  try {
    while (!(await reader.read()).done) { /* discard */ }
  } catch {
    /* over a limit or cut off: the answer stays the same */
  }
}

/**
 * In front of guards and handlers that may refuse before reading the body: whatever is left is drained,
 * unless the answer closes the connection anyway (a body too large to read).
 */
export const habiskanBody: MiddlewareHandler = async (c, next) => {
  try {
    await next();
  } finally {
    if (!c.req.raw.bodyUsed && c.res.headers.get('connection') !== 'close') await buangBody(c.req.raw.body);
  }
};
