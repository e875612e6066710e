import { getDb, type ArenaDatabase } from '../db';
import { recompute, retryEntry } from '../outbox';
import { syncNow } from './engine';
import { registry } from './resources';

/**
 * The two answers to a conflict (a write refused because another device changed the record first), for
 * every resource that declares one: from the row and from the sync list alike.
 */

/** 'Terapkan punya saya': my write again, now made from the value the server holds (a new Idempotency-Key). */
export async function terapkanPunyaSaya(outboxId: string, db: ArenaDatabase = getDb()): Promise<void> {
  const entry = await db.outbox.get(outboxId);
  const konflik = entry ? registry.match(entry.entityKey)?.conflict(entry) : null;
  if (!entry || !konflik) return;
  const body = entry.body && typeof entry.body === 'object' ? (entry.body as Record<string, unknown>) : {};
  await db.outbox.update(outboxId, { body: konflik.rebase(body) });
  await retryEntry(db, outboxId);
  await syncNow();
}

/**
 * 'Pakai yang terbaru': my write is dropped and the record shows what the server holds: the conflict's
 * value laid into the cache in the same transaction, then (where the resource says how) read again.
 */
export async function pakaiYangTerbaru(outboxId: string, db: ArenaDatabase = getDb()): Promise<void> {
  const entry = await db.outbox.get(outboxId);
  const resource = entry ? registry.match(entry.entityKey) : null;
  if (!entry) return;
  await db.transaction('rw', [db.outbox, db.records, ...(resource?.tables(db) ?? [])], async () => {
    const now = await db.outbox.get(outboxId);
    if (!now) return;
    await resource?.conflict(now)?.accept(db, now);
    await db.outbox.delete(outboxId);
    await recompute(db, now.entityKey);
  });
  await resource?.reread(db).catch(() => undefined);
}
