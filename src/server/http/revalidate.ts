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

/**
 * Public reads, the same for every visitor (the competition list): any cache may keep them but must ask again
 * each time; an unchanged answer costs a 304 (the ETag is the built answer's, set by sendJsonAnswer).
 */
export const publicRevalidate: MiddlewareHandler = async (c, next) => {
  // Set before the answer exists: a header set after it would make Hono copy the response around its body.
  c.header('Cache-Control', 'public, no-cache');
  await withEtag(c, next);
};
