import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { MSG } from './api-error';
import { fail } from './respond';

const MULTIPART_MAX = 12 * 1024 * 1024;
const JSON_MAX = 100 * 1024;

// The rest of the body is left unread, so the connection cannot be reused: tell the client.
const tooLarge = (c: Context, message: string) => {
  c.header('Connection', 'close');
  return fail(c, 413, message);
};
const multipartLimit = bodyLimit({ maxSize: MULTIPART_MAX, onError: (c) => tooLarge(c, MSG.tooLarge) });
const jsonLimit = bodyLimit({ maxSize: JSON_MAX, onError: (c) => tooLarge(c, MSG.bodyTooLarge) });

/** 12 MB for multipart uploads, 100 KB for everything else. */
export const limitBody: MiddlewareHandler = (c, next) => {
  const type = c.req.header('content-type') ?? '';
  return type.toLowerCase().startsWith('multipart/') ? multipartLimit(c, next) : jsonLimit(c, next);
};
