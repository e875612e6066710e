import { liveQuery } from 'dexie';
import { getDb, type OutboxEntry } from '../db';

/** Watches the whole outbox; loaded on demand so pages without a signed-in user never pull in Dexie. */
export function watchOutbox(onChange: (entries: OutboxEntry[]) => void): () => void {
  const sub = liveQuery(() => getDb().outbox.orderBy('seq').toArray()).subscribe({
    next: onChange,
    error: () => onChange([]),
  });
  return () => sub.unsubscribe();
}
