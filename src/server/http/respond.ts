import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The API envelope (README, API): {success, message?, data?}. */
export function ok<T>(c: Context, data: T, message?: string, status: ContentfulStatusCode = 200) {
  return c.json({ success: true, ...(message ? { message } : {}), data }, status);
}

export function okMessage(c: Context, message: string, status: ContentfulStatusCode = 200) {
  return c.json({ success: true, message }, status);
}

export function fail(c: Context, status: ContentfulStatusCode, message: string, errors?: Record<string, string>) {
  return c.json({ success: false, message, ...(errors ? { errors } : {}) }, status);
}
