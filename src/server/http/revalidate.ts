import type { MiddlewareHandler } from 'hono';
import { etag } from 'hono/etag';

const withEtag = etag();

/**
 * Private reads that may be large (a dojang's athletes): the browser keeps the answer for this account
 * only and asks again every time; an unchanged answer costs a 304 with no body instead of the whole list
 * over the venue wifi.
 */
export const privateRevalidate: MiddlewareHandler = async (c, next) => {
  await withEtag(c, async () => {
    await next();
    if (c.res.status === 200) {
      c.header('Cache-Control', 'private, no-cache');
      c.header('Vary', 'Authorization');
    }
  });
};
