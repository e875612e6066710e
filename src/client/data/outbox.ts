import type { ArenaDatabase, OutboxDependency, OutboxEntry, StoredFormField } from './db';

export interface NewWrite {
  method: OutboxEntry['method'];
  path: string;
  body?: unknown;
  files?: StoredFormField[];
  ownerId: number;
  label: string;
  /**
   * What it does, from its resource's kinds (sync/jenis.ts); views, conflicts and folds read it, never the path.
   */
  kind: string;
  entityKey: string;
  patch?: Record<string, unknown>;
  fixPath?: string;
  /** Replay line; by default the line of the first write it depends on that is still queued, else entityKey. */
  chain?: string;
  dependsOn?: OutboxDependency[];
}

export function newId(): string {
  return crypto.randomUUID();
}

/** Overlays a pending patch on a cached value (objects only; anything else is replaced). */
export function applyPatch(value: unknown, patch: Record<string, unknown> | undefined): unknown {
  if (!patch) return value;
  const base = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  return { ...base, ...patch };
}

/** Entries still on their way for one record (rejected ones no longer shape the record). */
export async function pendingFor(db: ArenaDatabase, entityKey: string): Promise<OutboxEntry[]> {
  const rows = await db.outbox.where('entityKey').equals(entityKey).toArray();
  return rows.filter((e) => e.status !== 'rejected').sort((a, b) => a.seq - b.seq);
}

/** Recomputes what the screens show for a record: the server's value plus the pending writes. Call inside a rw transaction. */
export async function recompute(db: ArenaDatabase, key: string, base?: { value: unknown; ownerId: number | null }) {
  const current = await db.records.get(key);
  const serverValue = base ? base.value : current?.base;
  const pending = await pendingFor(db, key);
  const value = pending.reduce((acc, e) => applyPatch(acc, e.patch), serverValue);
  if (value === undefined && !current) return;
  await db.records.put({
    key,
    ownerId: base ? base.ownerId : (current?.ownerId ?? null),
    base: serverValue,
    value,
    fetchedAt: base ? Date.now() : (current?.fetchedAt ?? 0),
  });
}

/** The line of the first queued write this one depends on: it then follows that write, in order. */
async function parentChain(db: ArenaDatabase, write: NewWrite): Promise<string | undefined> {
  for (const dep of write.dependsOn ?? []) {
    const parent = await db.outbox
      .where('entityKey')
      .equals(dep.key)
      .filter((e) => e.ownerId === write.ownerId)
      .first();
    if (parent) return parent.chain;
  }
  return undefined;
}

/**
 * The one way a write is made: the local record and the outbox entry in a single Dexie transaction,
 * so the screen shows the change at once and the server gets it later, exactly once.
 */
export async function enqueueWrite(db: ArenaDatabase, write: NewWrite): Promise<OutboxEntry> {
  return db.transaction('rw', db.outbox, db.records, async () => {
    const last = await db.outbox.orderBy('seq').last();
    const entry: OutboxEntry = {
      ...write,
      chain: write.chain ?? (await parentChain(db, write)) ?? write.entityKey,
      id: newId(),
      seq: (last?.seq ?? 0) + 1,
      attempts: 0,
      status: 'pending',
      lastError: null,
      createdAt: Date.now(),
      nextAttemptAt: 0,
    };
    await db.outbox.add(entry);
    await recompute(db, write.entityKey);
    return entry;
  });
}

/** Stores what the server said about a record, keeping pending writes on top so a refresh never hides them. */
export async function storeServerValue(db: ArenaDatabase, key: string, ownerId: number | null, value: unknown) {
  await db.transaction('rw', db.outbox, db.records, () => recompute(db, key, { value, ownerId }));
}

/**
 * Puts a refused write back in the queue, under a new id: the id is its Idempotency-Key, and the server
 * keeps answering an old key with the stored refusal. A refusal means nothing was applied, so a new key
 * cannot apply the write twice. Returns the entry's id from now on.
 */
export async function retryEntry(db: ArenaDatabase, id: string): Promise<string | null> {
  return db.transaction('rw', db.outbox, db.records, async () => {
    const entry = await db.outbox.get(id);
    if (!entry) return null;
    const next = entry.status === 'rejected' ? newId() : entry.id;
    await db.outbox.delete(id);
    await db.outbox.add({
      ...entry,
      id: next,
      status: 'pending',
      attempts: 0,
      nextAttemptAt: 0,
      lastError: null,
      lastStatus: undefined,
      lastKode: undefined,
      lastErrors: undefined,
      lastData: undefined,
      fixPath: entry.fixPath?.replace(id, next),
    });
    await recompute(db, entry.entityKey);
    return next;
  });
}

/** Drops a write the user gave up on; the record falls back to the server's value. */
export async function dismissEntry(db: ArenaDatabase, id: string): Promise<void> {
  await db.transaction('rw', db.outbox, db.records, async () => {
    const entry = await db.outbox.get(id);
    if (!entry) return;
    await db.outbox.delete(id);
    await recompute(db, entry.entityKey);
  });
}
