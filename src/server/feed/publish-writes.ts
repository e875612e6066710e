import type { Context, MiddlewareHandler } from 'hono';
import type { ChangeEvent } from '../../domain/schemas/change-event';
import type { AppEnv } from '../http/env';
import type { ChangeFeed } from './feed';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const WORD = /^[a-z][a-z0-9_-]*$/i;
const NUMBER = /^\d{1,15}$/;
const MAX_WORDS = 4;
const MAX_IDS = 10;

/**
 * The event of a write known only by its route: resource = the path's words without its ids
 * ('/api/kompetisi/12/participants/34/status' → 'kompetisi/participants/status'), id_kompetisi = the number after
 * 'kompetisi', ids = the other numbers. Other segments (UUIDs, file names) are left out.
 */
export function eventFromPath(path: string): ChangeEvent {
  const parts = path.split('/').filter(Boolean);
  if (parts[0] === 'api') parts.shift();
  const words: string[] = [];
  const ids: number[] = [];
  let id_kompetisi: number | null = null;
  parts.forEach((part, i) => {
    if (WORD.test(part)) {
      if (words.length < MAX_WORDS) words.push(part.toLowerCase());
    } else if (NUMBER.test(part)) {
      const n = Number(part);
      if (parts[i - 1] === 'kompetisi' && id_kompetisi === null) id_kompetisi = n;
      else if (ids.length < MAX_IDS) ids.push(n);
    }
  });
  return { resource: words.length > 0 ? words.join('/') : 'api', ids, id_kompetisi };
}

/**
 * Publishes a precise event for this request's write (after it committed) instead of the one its route would give.
 * Awaited before the answer, like the route's.
 */
export async function publishFor(c: Context<AppEnv>, feed: ChangeFeed, event: ChangeEvent): Promise<void> {
  c.set('feedPublished', true);
  await feed.publish(event);
}

/**
 * Every request that may have written (any method but GET/HEAD/OPTIONS) publishes a change once it has finished and
 * before its answer leaves, so no write needs to remember to; a handler that published a precise event (publishFor)
 * is not published twice. A refusal (4xx) wrote nothing — writes roll back on a refusal, and login, policy, schema,
 * size, idempotency and maintenance refusals come before any write — so it publishes nothing: an anonymous request
 * cannot empty the read caches or wake every live screen. A 5xx still publishes (a handler may have committed before
 * it failed).
 */
export function publishWrites(feed: ChangeFeed): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    try {
      await next();
    } finally {
      const refused = c.res.status >= 400 && c.res.status < 500;
      if (!SAFE_METHODS.has(c.req.method) && !c.get('feedPublished') && !refused) await feed.publish(eventFromPath(c.req.path));
    }
  };
}
