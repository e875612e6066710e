import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { MSG } from './api-error';
import { fail } from './respond';

const MB = 1024 * 1024;
const MULTIPART_MAX = 12 * MB;
/** An athlete edit may carry four 5MB documents plus its text fields. */
const ATLET_EDIT_MAX = 4 * 5 * MB + MB;
const ATLET_EDIT_PATH = /^\/api\/atlet\/\d+$/;
const JSON_MAX = 100 * 1024;
/** A drawn bracket carries every match id (a 4,096-entry class: ~4,095 matches of ~130 bytes). */
const BAGAN_MAX = 2 * MB;

// The rest of the body is left unread, so the connection cannot be reused: tell the client.
const tooLarge = (c: Context, message: string) => {
  c.header('Connection', 'close');
  return fail(c, 413, message);
};
const multipartLimit = bodyLimit({ maxSize: MULTIPART_MAX, onError: (c) => tooLarge(c, MSG.tooLarge) });
const atletEditLimit = bodyLimit({ maxSize: ATLET_EDIT_MAX, onError: (c) => tooLarge(c, MSG.tooLarge) });
const jsonLimit = bodyLimit({ maxSize: JSON_MAX, onError: (c) => tooLarge(c, MSG.bodyTooLarge) });
/** A venue hub's batch: up to 500 changes of whole rows (a scoring rule set is the largest). */
const HUB_KIRIM_MAX = 8 * MB;
const hubLimit = bodyLimit({ maxSize: HUB_KIRIM_MAX, onError: (c) => tooLarge(c, MSG.bodyTooLarge) });
const baganLimit = bodyLimit({ maxSize: BAGAN_MAX, onError: (c) => tooLarge(c, MSG.bodyTooLarge) });

/** 12 MB for multipart uploads (21 MB for an athlete edit), 2 MB for a drawn bracket, 100 KB for everything else. */
export const limitBody: MiddlewareHandler = (c, next) => {
  const type = c.req.header('content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/')) {
    if (c.req.method === 'POST' && c.req.path === '/api/hub/kirim') return hubLimit(c, next);
    return c.req.method === 'POST' && c.req.path === '/api/brackets' ? baganLimit(c, next) : jsonLimit(c, next);
  }
  return c.req.method === 'PUT' && ATLET_EDIT_PATH.test(c.req.path) ? atletEditLimit(c, next) : multipartLimit(c, next);
};
