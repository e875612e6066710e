import type { MiddlewareHandler } from 'hono';

/**
 * Reads an unwanted request body to its end: a server that answers while the client is still sending
 * closes the socket under it, and the client sees a network error instead of the answer (a 503, a 401…).
 */
export async function buangBody(body: ReadableStream<Uint8Array> | null): Promise<void> {
  if (!body) return;
  const reader = body.getReader();
  try {
    while (!(await reader.read()).done) {
      /* discard */
    }
  } catch {
    /* over a limit or cut off: the answer stays the same */
  }
}

/**
 * In front of guards and handlers that may refuse a large upload before reading it (the uploaded restore):
 * the refusal is answered at once and the connection closed after it, so an anonymous or non-ADMIN caller
 * cannot make the server read hundreds of MB just to say 401. (The server drains a little of what is left,
 * bounded in bytes and time, so that a small body's sender still reads the answer.)
 */
export const tutupBilaDitolak: MiddlewareHandler = async (c, next) => {
  await next();
  if (!c.req.raw.bodyUsed) c.header('Connection', 'close');
};
