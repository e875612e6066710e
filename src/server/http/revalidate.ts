import type { MiddlewareHandler } from 'hono';
import { etag } from 'hono/etag';

const withEtag = etag();

/**
 * Private reads that may be large (a dojang's athletes): never kept by the browser (minors' data must not
 * outlive a logout in the HTTP cache); the client keeps it in Dexie with the ETag and sends it back as
 * If-None-Match, so an unchanged answer costs a 304 with no body instead of the whole list.
 */
export const privateRevalidate: MiddlewareHandler = async (c, next) => {
  await withEtag(c, async () => {
    await next();
    if (c.res.status === 200) {
      c.header('Cache-Control', 'private, no-store');
    }
  });
};
