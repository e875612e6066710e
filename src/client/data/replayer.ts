import * as v from 'valibot';
import { isRetryable, NETWORK_MESSAGE } from './api-error';
import { send, toApiError, type ApiResult } from './api';
import type { ArenaDatabase, OutboxEntry, StoredFormField } from './db';
import { recompute, storeServerValue } from './outbox';
import { backoffMs, groupChains, resolveDependencies } from './sync/chains';
import { announceDelivery, countDelivery } from './sync/deliveries';
import type { Registry } from './sync/resource';
import { registry as appRegistry } from './sync/resources';

/** Sends one outbox entry; tests pass a transport bound to a real server. */
export type Transport = (entry: OutboxEntry) => Promise<ApiResult>;

export interface ReplayOptions {
  db: ArenaDatabase;
  /** The signed-in account; null pauses replay (entries wait for their owner). */
  ownerId: () => number | null;
  transport?: Transport;
  now?: () => number;
  /** The offline resources whose writes it delivers (the app's, sync/resources.ts, unless a test brings its own). */
  registry?: Registry;
  /** Told true when a write starts going out and false when the pass has nothing more in flight. */
  onSending?: (sending: boolean) => void;
  /** A write got no answer from the server (network error, timeout, gateway error). */
  onUnreachable?: () => void;
  /** How many chains are sent at the same time. */
  parallel?: number;
}

export interface ReplayReport {
  delivered: string[];
  rejected: string[];
  /** Entries whose chain is held: the server could not be reached, or asked to wait (the entries stay queued). */
  held: string[];
  /** The first held entry, or null. */
  stalledAt: string | null;
  /** Some write got no answer at all (network error or timeout). */
  unreachable: boolean;
}

export { backoffMs };

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

/** Chains sent at the same time: enough that one slow upload does not hold the rest, few enough for venue wifi. */
export const PARALLEL_CHAINS = 2;

/**
 * Replays the outbox by chain (sync/chains.ts): within a chain in seq order, one write at a time; chains
 * go side by side. A network error, 5xx, 401, 408, 429 or any answer with Retry-After holds that chain
 * only (the entry stays queued; the server's answers set a backoff, a network error does not: the sync
 * loop probes the server instead); any other 4xx marks the entry rejected with the server's message and
 * the chain goes on; 2xx removes it and stores the server's answer as the record's new value. A write
 * that depends on another waits for it, is refused with it, and goes with the ids the server gave it.
 */
export function createReplayer(opts: ReplayOptions) {
  const transport = opts.transport ?? defaultTransport;
  const now = opts.now ?? Date.now;
  const { db } = opts;
  const registry = opts.registry ?? appRegistry;
  let running: Promise<ReplayReport> | null = null;
  let again = false;
  let inFlight = 0;

  async function sendEntry(entry: OutboxEntry): Promise<ApiResult> {
    inFlight += 1;
    if (inFlight === 1) opts.onSending?.(true);
    try {
      await db.outbox.update(entry.id, { status: 'sending' });
      return await transport(entry).catch(() => ({ status: 0, body: null }) as ApiResult);
    } finally {
      inFlight -= 1;
      if (inFlight === 0) opts.onSending?.(false);
    }
  }

  /**
   * The answer becomes the record of the entity key, then the entry's resource folds it into its cache, in
   * one transaction: a screen never sees the write gone from the queue before its answer is in the cache
   * (a bracket would flash 'not drawn' between the two). The delivery is counted before (a read on its
   * way now may predate it) and announced after (listeners, the queries the resource refreshes).
   */
  async function storeDelivered(entry: OutboxEntry, owner: number, result: ApiResult) {
    const parsed = v.safeParse(dataSchema, result.body);
    const data = parsed.success ? parsed.output.data : undefined;
    const resource = registry.match(entry.entityKey);
    if (resource) countDelivery(resource.name);
    await db.transaction('rw', [db.outbox, db.records, ...(resource?.tables(db) ?? [])], async () => {
      await db.outbox.delete(entry.id);
      if (data && typeof data === 'object') {
        await storeServerValue(db, entry.entityKey, owner, data);
        await resource?.fold({ db, entry, ownerId: owner, data });
      } else await recompute(db, entry.entityKey);
    });
    if (resource) announceDelivery(resource.name, resource.refreshes());
  }

  async function reject(entry: OutboxEntry, error: string, result: ApiResult | null) {
    const apiError = result ? toApiError(result) : null;
    await db.transaction('rw', db.outbox, db.records, async () => {
      await db.outbox.update(entry.id, {
        status: 'rejected',
        attempts: entry.attempts + (result ? 1 : 0),
        lastError: error,
        lastStatus: result?.status,
        lastKode: apiError?.kode,
        lastErrors: apiError?.errors,
        lastData: result && v.safeParse(dataSchema, result.body).success ? (result.body as { data?: unknown }).data : undefined,
      });
      await recompute(db, entry.entityKey);
    });
  }

  /** Sends one chain's entries in order until one is held (or waits for a write of another chain). */
  async function runChain(chain: OutboxEntry[], owner: number, force: boolean, skip: ReadonlySet<string>, report: ReplayReport) {
    for (const queued of chain) {
      if (skip.has(queued.id) || (!force && queued.nextAttemptAt > now())) {
        report.held.push(queued.id);
        return;
      }
      const readiness = await resolveDependencies(db, queued);
      if (readiness.kind === 'wait') {
        // A parent queued after it in this chain (a refused athlete corrected later) must not wait behind it.
        const keys = new Set((queued.dependsOn ?? []).map((d) => d.key));
        const parents = chain.filter((e) => e.seq > queued.seq && keys.has(e.entityKey));
        if (parents.length > 0) await runChain(parents, owner, force, skip, report);
        return;
      }
      if (readiness.kind === 'reject') {
        await reject(queued, readiness.message, null);
        report.rejected.push(queued.id);
        continue;
      }
      const entry = readiness.entry;
      const result = await sendEntry(entry);
      if (result.status >= 200 && result.status < 300) {
        await storeDelivered(entry, owner, result);
        report.delivered.push(entry.id);
        continue;
      }
      const answer = result.status === 0 ? null : toApiError(result);
      const error = answer ? answer.message : NETWORK_MESSAGE;
      if (isRetryable(result.status) || result.retryLater) {
        const attempts = entry.attempts + 1;
        const unreachable = result.status === 0 || result.status === 502 || result.status === 504;
        if (unreachable) {
          report.unreachable = true;
          opts.onUnreachable?.();
        }
        await db.outbox.update(entry.id, {
          status: 'pending',
          attempts,
          lastError: error,
          lastKode: answer?.kode,
          nextAttemptAt: unreachable ? 0 : now() + backoffMs(attempts, result.retryAfterMs),
        });
        report.held.push(entry.id);
        return;
      }
      await reject(entry, error, result);
      report.rejected.push(entry.id);
    }
  }

  async function pass(force: boolean, skip: ReadonlySet<string>): Promise<ReplayReport> {
    const report: ReplayReport = { delivered: [], rejected: [], held: [], stalledAt: null, unreachable: false };
    const owner = opts.ownerId();
    if (owner === null) return report;
    const queue = (await db.outbox.where('ownerId').equals(owner).toArray()).filter((e) => e.status !== 'rejected');
    const chains = groupChains(queue);
    const workers = Array.from({ length: Math.min(opts.parallel ?? PARALLEL_CHAINS, chains.length) }, async () => {
      for (let chain = chains.shift(); chain; chain = chains.shift()) await runChain(chain, owner, force, skip, report);
    });
    await Promise.all(workers);
    report.stalledAt = report.held[0] ?? null;
    return report;
  }

  /**
   * Runs passes until one changes nothing more (a write that waited for another in a different chain goes
   * in the pass after it); concurrent calls share it, and a call during a pass schedules one more.
   */
  async function run(force = true): Promise<ReplayReport> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      const total: ReplayReport = { delivered: [], rejected: [], held: [], stalledAt: null, unreachable: false };
      // A chain held once is not tried again in the same run.
      const held = new Set<string>();
      for (let moved = true; moved || again; ) {
        again = false;
        const next = await pass(force, held);
        moved = next.delivered.length + next.rejected.length > 0;
        total.delivered.push(...next.delivered);
        total.rejected.push(...next.rejected);
        for (const id of next.held) held.add(id);
        total.unreachable ||= next.unreachable;
      }
      total.held = [...held];
      total.stalledAt = total.held[0] ?? null;
      return total;
    })().finally(() => {
      running = null;
    });
    return running;
  }

  return { run };
}

export type Replayer = ReturnType<typeof createReplayer>;
