import * as v from 'valibot';
import { isRetryable } from './api-error';
import { send, toApiError, type ApiResult } from './api';
import type { ArenaDatabase, OutboxEntry, StoredFormField } from './db';
import { recompute, storeServerValue } from './outbox';

/** Sends one outbox entry; tests pass a transport bound to a real server. */
export type Transport = (entry: OutboxEntry) => Promise<ApiResult>;

export interface ReplayOptions {
  db: ArenaDatabase;
  /** The signed-in account; null pauses replay (entries wait for their owner). */
  ownerId: () => number | null;
  transport?: Transport;
  now?: () => number;
  /** Also keeps a delivered write's answer elsewhere (e.g. the athlete table), after the record store. */
  afterDelivered?: (db: ArenaDatabase, entry: OutboxEntry, ownerId: number, data: object) => Promise<void>;
}

export interface ReplayReport {
  delivered: string[];
  rejected: string[];
  /** The pass stopped here because the server could not be reached (the entry stays queued). */
  stalledAt: string | null;
}

const MAX_BACKOFF_MS = 5 * 60_000;

export function backoffMs(attempts: number): number {
  return Math.min(MAX_BACKOFF_MS, 2 ** Math.min(attempts, 16) * 1000);
}

export function toFormData(fields: StoredFormField[]): FormData {
  const form = new FormData();
  for (const f of fields) {
    if ('blob' in f) form.append(f.name, f.blob, f.filename);
    else form.append(f.name, f.value);
  }
  return form;
}

/** Venue wifi can hang instead of failing: give up on one attempt after this long and keep the entry queued. */
export const SEND_TIMEOUT_MS = 20_000;

/** Sends an entry over HTTP with its Idempotency-Key, abandoning the attempt after `timeoutMs`. */
export function httpTransport(timeoutMs = SEND_TIMEOUT_MS): Transport {
  return (entry) =>
    send(entry.path, {
      method: entry.method,
      json: entry.files ? undefined : entry.body,
      form: entry.files ? toFormData(entry.files) : undefined,
      headers: { 'Idempotency-Key': entry.id },
      signal: AbortSignal.timeout(timeoutMs),
    });
}

export const defaultTransport: Transport = httpTransport();

const dataSchema = v.looseObject({ data: v.optional(v.unknown()) });

/**
 * Replays the outbox in seq order, one entry at a time. Network errors, 5xx, 401, 408, 429 and any answer
 * with Retry-After (409 'still being processed') leave the
 * entry queued (with backoff) and stop the pass so order is kept; any other 4xx marks it rejected with
 * the server's message; 2xx removes it and stores the server's answer as the record's new value.
 */
export function createReplayer(opts: ReplayOptions) {
  const transport = opts.transport ?? defaultTransport;
  const now = opts.now ?? Date.now;
  let running: Promise<ReplayReport> | null = null;
  let again = false;

  async function pass(force: boolean): Promise<ReplayReport> {
    const report: ReplayReport = { delivered: [], rejected: [], stalledAt: null };
    const owner = opts.ownerId();
    if (owner === null) return report;
    const { db } = opts;
    const queue = (await db.outbox.orderBy('seq').toArray()).filter(
      (e) => e.ownerId === owner && e.status !== 'rejected',
    );
    for (const entry of queue) {
      if (!force && entry.nextAttemptAt > now()) {
        report.stalledAt = entry.id;
        break;
      }
      await db.outbox.update(entry.id, { status: 'sending' });
      const result = await transport(entry).catch(() => ({ status: 0, body: null }) as ApiResult);
      if (result.status >= 200 && result.status < 300) {
        const parsed = v.safeParse(dataSchema, result.body);
        const data = parsed.success ? parsed.output.data : undefined;
        // One transaction: a screen never sees the write gone from the queue before its answer is in the cache
        // (a bracket would flash 'not drawn' between the two).
        await db.transaction('rw', [db.outbox, db.records, db.atlet, db.files], async () => {
          await db.outbox.delete(entry.id);
          if (data && typeof data === 'object') {
            await storeServerValue(db, entry.entityKey, owner, data);
            await opts.afterDelivered?.(db, entry, owner, data);
          } else await recompute(db, entry.entityKey);
        });
        report.delivered.push(entry.id);
        continue;
      }
      const apiError = result.status === 0 ? null : toApiError(result);
      const error = apiError?.message ?? 'Koneksi bermasalah. Periksa internet Anda.';
      if (isRetryable(result.status) || result.retryLater) {
        const attempts = entry.attempts + 1;
        await db.outbox.update(entry.id, {
          status: 'pending',
          attempts,
          lastError: error,
          nextAttemptAt: now() + backoffMs(attempts),
        });
        report.stalledAt = entry.id;
        break;
      }
      await db.transaction('rw', db.outbox, db.records, async () => {
        await db.outbox.update(entry.id, {
          status: 'rejected',
          attempts: entry.attempts + 1,
          lastError: error,
          lastStatus: result.status,
          lastErrors: apiError?.errors,
          lastData: v.safeParse(dataSchema, result.body).success ? (result.body as { data?: unknown }).data : undefined,
        });
        await recompute(db, entry.entityKey);
      });
      report.rejected.push(entry.id);
    }
    return report;
  }

  /** Runs a pass; concurrent calls share it, and a call during a pass schedules one more. */
  async function run(force = true): Promise<ReplayReport> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let report = await pass(force);
      while (again) {
        again = false;
        const next = await pass(force);
        report = {
          delivered: [...report.delivered, ...next.delivered],
          rejected: [...report.rejected, ...next.rejected],
          stalledAt: next.stalledAt,
        };
      }
      return report;
    })().finally(() => {
      running = null;
    });
    return running;
  }

  return { run };
}

export type Replayer = ReturnType<typeof createReplayer>;
