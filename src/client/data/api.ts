import * as v from 'valibot';
import { ApiError, NETWORK_MESSAGE, RESPONS_TIDAK_VALID } from './api-error';
import { currentToken } from './session';
import { catatKontak } from './sync/koneksi';
import { DIAM_MS, periksaServer } from './sync/probe';

import { apiUrl, initApi } from './api-url';

export { API_BASE, apiUrl, setApiOrigin } from './api-url';

/** Fired when the server no longer accepts the stored token (revoked, expired, account disabled). */
export const SESSION_EXPIRED_EVENT = 'arena:session-expired';

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD';
  json?: unknown;
  form?: FormData;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface ApiResult {
  status: number;
  body: unknown;
  /** The server asked to try again later (Retry-After), e.g. the same write is still being processed. */
  retryLater?: boolean;
  /** Retry-After in ms when it was given in seconds. */
  retryAfterMs?: number;
  /** Version of a read, to send back as If-None-Match (304 when unchanged). */
  etag?: string;
}

const envelopeSchema = v.looseObject({
  success: v.optional(v.boolean()),
  message: v.optional(v.string()),
  kode: v.optional(v.string()),
  data: v.optional(v.unknown()),
  errors: v.optional(v.record(v.string(), v.string())),
});

/** Sends one request; resolves for any HTTP answer, rejects with ApiError(0) when the network fails. */
export async function send(path: string, req: ApiRequest = {}): Promise<ApiResult> {
  const headers: Record<string, string> = { Accept: 'application/json', ...req.headers };
  const token = currentToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (req.form) body = req.form;
  else if (req.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(req.json);
  }
  let res: Response;
  // No answer yet after a moment: ask the server whether it is there, so a hanging network says 'Offline' soon.
  const diam = setTimeout(() => void periksaServer(), DIAM_MS);
  try {
    res = await fetch(apiUrl(path), initApi({ method: req.method ?? 'GET', headers, body, signal: req.signal }));
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    catatKontak(false);
    throw new ApiError(0, NETWORK_MESSAGE);
  } finally {
    clearTimeout(diam);
  }
  // A gateway's 502/504 means our server itself did not answer.
  catatKontak(res.status !== 502 && res.status !== 504);
  if (res.status === 401 && token && !path.startsWith('/auth/')) {
    window.dispatchEvent(new Event(SESSION_EXPIRED_EVENT));
  }
  const text = await res.text().catch(() => '');
  let parsed: unknown = null;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = null;
    }
  }
  const retryAfter = Number(res.headers.get('retry-after') ?? NaN);
  return {
    status: res.status,
    body: parsed,
    retryLater: res.headers.has('retry-after'),
    retryAfterMs: Number.isFinite(retryAfter) && retryAfter >= 0 ? retryAfter * 1000 : undefined,
    etag: res.headers.get('etag') ?? undefined,
  };
}

/** Turns a non-OK answer into the ApiError the spec describes (message field, else 'HTTP error! status: N'). */
export function toApiError(result: ApiResult): ApiError {
  const env = v.safeParse(envelopeSchema, result.body);
  const message = env.success && env.output.message ? env.output.message : `HTTP error! status: ${result.status}`;
  return new ApiError(result.status, message, env.success ? env.output.errors : undefined, env.success ? env.output.kode : undefined);
}

export interface Envelope {
  message: string;
  data: unknown;
}

/** A request whose non-OK answer throws; returns the envelope's message and raw data. */
export async function request(path: string, req: ApiRequest = {}): Promise<Envelope> {
  const result = await send(path, req);
  if (result.status < 200 || result.status >= 300) throw toApiError(result);
  const env = v.safeParse(envelopeSchema, result.body);
  if (!env.success) return { message: '', data: result.body };
  return { message: env.output.message ?? '', data: 'data' in env.output ? env.output.data : result.body };
}

/** Like request, and checks `data` against a schema so the screens get typed, trusted values. */
export async function requestData<S extends v.GenericSchema>(path: string, schema: S, req: ApiRequest = {}): Promise<v.InferOutput<S>> {
  const { data } = await request(path, req);
  const parsed = v.safeParse(schema, data);
  if (!parsed.success) throw new ApiError(502, RESPONS_TIDAK_VALID.pesan, undefined, RESPONS_TIDAK_VALID.kode);
  return parsed.output;
}
