import type { ArenaDatabase, OutboxDependency, OutboxEntry, StoredFormField } from '../db';
import { legacyChain } from '../db';

/** The replay line of an entry (entries queued before chains existed share one line per account). */
export const chainOf = (e: OutboxEntry): string => e.chain || legacyChain(e.ownerId);

/** The account's entries by chain, each chain in seq order, the chains in the order their first write was made. */
export function groupChains(entries: readonly OutboxEntry[]): OutboxEntry[][] {
  const chains = new Map<string, OutboxEntry[]>();
  for (const e of [...entries].sort((a, b) => a.seq - b.seq)) {
    const key = chainOf(e);
    const list = chains.get(key);
    if (list) list.push(e);
    else chains.set(key, [e]);
  }
  return [...chains.values()];
}

export type Readiness = { kind: 'ready'; entry: OutboxEntry } | { kind: 'wait' } | { kind: 'reject'; message: string };

function withField(entry: OutboxEntry, field: string, value: unknown): Pick<OutboxEntry, 'body' | 'files'> {
  if (entry.files) {
    const files: StoredFormField[] = entry.files.map((f) => (f.name === field && 'value' in f ? { name: field, value: String(value) } : f));
    return { files };
  }
  const body = entry.body && typeof entry.body === 'object' ? (entry.body as Record<string, unknown>) : {};
  return { body: { ...body, [field]: value } };
}

/** The field `from` of the server's answer to the parent, kept under its entity key. */
async function answerOf(db: ArenaDatabase, dep: OutboxDependency): Promise<unknown> {
  const value = (await db.records.get(dep.key))?.value;
  if (!value || typeof value !== 'object') return undefined;
  return dep.from ? (value as Record<string, unknown>)[dep.from] : value;
}

/**
 * Whether an entry can go now: it waits while a write it depends on is still queued, is refused with it
 * when that write was refused (or dropped before it reached the server), and else goes with the ids the
 * server gave filled in. The filled-in body is stored, so a resend after a lost answer is the same request.
 */
export async function resolveDependencies(db: ArenaDatabase, entry: OutboxEntry): Promise<Readiness> {
  const deps = entry.dependsOn ?? [];
  if (deps.length === 0) return { kind: 'ready', entry };
  let filled: Pick<OutboxEntry, 'body' | 'files'> = { body: entry.body, files: entry.files };
  for (const dep of deps) {
    const parents = await db.outbox
      .where('entityKey')
      .equals(dep.key)
      .filter((e) => e.ownerId === entry.ownerId)
      .toArray();
    if (parents.some((p) => p.status !== 'rejected')) return { kind: 'wait' };
    const refused = parents.find((p) => p.status === 'rejected');
    if (refused) {
      return {
        kind: 'reject',
        message: `Tidak dikirim karena ${dep.label} ditolak server: ${refused.lastError ?? 'ditolak'}. Selesaikan itu dulu, lalu kirim ulang ini.`,
      };
    }
    if (!dep.field) continue;
    const answer = await answerOf(db, dep);
    if (answer === undefined || answer === null) {
      return { kind: 'reject', message: `Tidak dikirim karena ${dep.label} dibatalkan sebelum tersimpan di server.` };
    }
    filled = withField({ ...entry, ...filled }, dep.field, answer);
  }
  const ready: OutboxEntry = { ...entry, ...filled, dependsOn: undefined };
  await db.outbox.update(entry.id, { body: ready.body, files: ready.files, dependsOn: undefined });
  return { kind: 'ready', entry: ready };
}

const MAX_BACKOFF_MS = 5 * 60_000;

/** Backoff after the server refused to take a write for now (5xx, 408, 429, 401, Retry-After): 2, 4, 8 … s, at most 5 min. */
export function backoffMs(attempts: number, retryAfterMs?: number): number {
  const own = Math.min(MAX_BACKOFF_MS, 2 ** Math.min(attempts, 16) * 1000);
  return retryAfterMs === undefined ? own : Math.min(MAX_BACKOFF_MS, Math.max(retryAfterMs, 1000));
}
