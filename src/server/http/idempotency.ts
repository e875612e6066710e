import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { and, eq, isNull, lt } from 'drizzle-orm';
import { idempotencyKey } from '../db/schema';
import type { Db, DbOrTx } from '../db/types';
import { penolak, STATUS_UMUM } from './api-error';
import { fail } from './respond';
import type { AppEnv } from './env';
import { requestFingerprint } from './fingerprint';
import type { ChangeFeed } from '../feed/feed';

export const KEY_REUSED = 'Idempotency-Key sudah dipakai untuk permintaan lain';
export const KEY_IN_FLIGHT = 'Permintaan yang sama sedang diproses';
export const KEY_INVALID = 'Idempotency-Key tidak valid (maksimal 100 karakter)';
export const RETENTION_MS = 7 * 24 * 3600 * 1000;
/**
 * An unfinished record that names no process (made before records named one) is taken over once it is this old;
 * one whose process is no longer alive is taken over at once.
 */
const STALE_IN_FLIGHT_MS = 5 * 60 * 1000;

const gagal = penolak(STATUS_UMUM);

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/**
 * Login answers carry a fresh bearer token, two-factor ones a TOTP secret or recovery codes: none of it may be
 * stored; each is safe to retry anyway.
 */
const EXCLUDED = new Set([
  '/api/auth/login',
  '/api/auth/login/2fa',
  '/api/auth/2fa/daftar',
  '/api/auth/2fa/aktifkan',
  '/api/auth/2fa/kode-pemulihan',
]);

/** Completes the request's idempotency record with this answer, inside the caller's transaction. */
export type IdempotencyCommit = (tx: DbOrTx, status: number, body: unknown) => Promise<void>;

declare module 'hono' {
  interface ContextVariableMap {
    /** Set by the idempotency middleware when the request carries a key (see completeIdempotency). */
    idempotencyCommit?: IdempotencyCommit;
  }
}

/**
 * For handlers that write in a transaction: stores `body` as this request's answer in the same
 * transaction, so the writes and the record commit together and a crash between them cannot turn a
 * retry into a second write. The handler must then answer exactly `status` and `body`. No key: nothing.
 */
export async function completeIdempotency(c: Context, tx: DbOrTx, status: number, body: unknown): Promise<void> {
  const commit = c.get('idempotencyCommit');
  if (commit) await commit(tx, status, body);
}

/** 409 with Retry-After: the client's outbox keeps the write queued and asks again shortly. */
function inFlight(c: Context<AppEnv>) {
  c.header('Retry-After', '2');
  return fail(c, STATUS_UMUM.sedang_diproses, KEY_IN_FLIGHT, undefined, 'sedang_diproses');
}

/** Same key + same request → the stored answer; same key + other request → 422; still running → 409. */
export function idempotency(db: Db, proses: Pick<ChangeFeed, 'idProses' | 'prosesHidup'>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = c.req.header('idempotency-key');
    if (key === undefined || !MUTATING.has(c.req.method) || EXCLUDED.has(c.req.path)) return next();
    if (key.length === 0 || key.length > 100) throw gagal('validasi', KEY_INVALID);
    const auth = c.get('auth');
    const scope = auth ? `akun:${auth.user.id_akun}` : 'anon';
    const request_hash = await requestFingerprint(c.req.method, c.req.path, c.get('body'));
    const where = and(eq(idempotencyKey.scope, scope), eq(idempotencyKey.key, key));

    const claimed = await db
      .insert(idempotencyKey)
      .values({ key, scope, id_akun: auth?.user.id_akun ?? null, request_hash, pemilik: proses.idProses })
      .onConflictDoNothing()
      .returning({ key: idempotencyKey.key });
    if (claimed.length === 0) {
      const [existing] = await db.select().from(idempotencyKey).where(where);
      if (!existing) return inFlight(c); // removed a moment ago by a failing twin
      if (existing.request_hash !== request_hash) throw gagal('kunci_idempotensi_dipakai', KEY_REUSED);
      if (existing.completed && existing.status_code !== null) {
        c.header('Idempotent-Replayed', 'true');
        return c.json(existing.response_body, existing.status_code as ContentfulStatusCode);
      }
      const pemilik = existing.pemilik;
      const ditinggalkan =
        pemilik === null
          ? Date.now() - existing.created_at.getTime() > STALE_IN_FLIGHT_MS
          : pemilik !== proses.idProses && !(await proses.prosesHidup()).has(pemilik);
      const taken = ditinggalkan
        ? await db
            .update(idempotencyKey)
            .set({ created_at: new Date(), pemilik: proses.idProses })
            .where(
              and(
                where,
                eq(idempotencyKey.completed, false),
                pemilik === null ? isNull(idempotencyKey.pemilik) : eq(idempotencyKey.pemilik, pemilik),
              ),
            )
            .returning({ key: idempotencyKey.key })
        : [];
      if (taken.length === 0) return inFlight(c);
    }

    c.set('idempotencyCommit', async (tx, status_code, response_body) => {
      await tx
        .update(idempotencyKey)
        .set({ status_code, response_body, completed: true })
        .where(and(where, eq(idempotencyKey.completed, false)));
    });

    let stored = false;
    try {
      await next();
      const res = c.res;
      const isJson = (res.headers.get('content-type') ?? '').includes('application/json');
      if (res.status < 500 && isJson) {
        const body: unknown = await res.clone().json();
        // A record the handler completed in its own transaction already holds the answer.
        await db
          .update(idempotencyKey)
          .set({ status_code: res.status, response_body: body, completed: true })
          .where(and(where, eq(idempotencyKey.completed, false)));
        stored = true;
      }
    } finally {
      // A 5xx (or a crash) must stay retryable with the same key.
      if (!stored) await db.delete(idempotencyKey).where(and(where, eq(idempotencyKey.completed, false)));
    }
  };
}

/** Drops records past the retention period (≥ 7 days are kept). */
export async function purgeIdempotencyKeys(db: Db, now = Date.now()): Promise<void> {
  await db.delete(idempotencyKey).where(lt(idempotencyKey.created_at, new Date(now - RETENTION_MS)));
}
