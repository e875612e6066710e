import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { kodeMenurutStatus } from './api-error';

/** The API envelope (README, API): {success, message?, data?}; an error also carries `kode` (and `errors`, `data`). */
export function ok<T>(c: Context, data: T, message?: string, status: ContentfulStatusCode = 200) {
  return c.json({ success: true, ...(message ? { message } : {}), data }, status);
}

export function okMessage(c: Context, message: string, status: ContentfulStatusCode = 200) {
  return c.json({ success: true, message }, status);
}

/** The error body: `kode` is the refusal's code, else the common one of the status. */
export function failBody(status: number, message: string, errors?: Record<string, string>, kode?: string, data?: unknown) {
  return {
    success: false as const,
    message,
    kode: kode ?? kodeMenurutStatus(status),
    ...(errors ? { errors } : {}),
    ...(data !== undefined ? { data } : {}),
  };
}

export function fail(
  c: Context,
  status: ContentfulStatusCode,
  message: string,
  errors?: Record<string, string>,
  kode?: string,
  data?: unknown,
) {
  return c.json(failBody(status, message, errors, kode, data), status);
}
