import { getDb, type ArenaDatabase } from '../db';
import { createReplayer, type Replayer, type ReplayReport } from '../replayer';
import { afterAtletDelivered } from '../atlet/store';
import { afterKompetisiDelivered } from '../kompetisi/delivered';
import { afterBaganDelivered } from '../bagan/delivered';
import { currentUser } from '../session';

const TIMER_MS = 5_000;

let replayer: { db: ArenaDatabase; run: Replayer['run'] } | null = null;
let started = false;

function getReplayer(): Replayer {
  const db = getDb();
  if (replayer?.db !== db) {
    replayer = { db, ...createReplayer({
      db,
      ownerId: () => currentUser()?.id_akun ?? null,
      afterDelivered: async (db, entry, owner, data) => {
        await afterAtletDelivered(db, entry, owner, data);
        await afterKompetisiDelivered(db, entry, owner, data);
        await afterBaganDelivered(db, entry, owner, data);
      },
    }) };
  }
  return replayer;
}

/** Replays now, ignoring backoff: used after a write, on `online`, on focus and at start. */
export function syncNow(): Promise<ReplayReport> {
  return getReplayer().run(true);
}

/**
 * Starts the replayer: at start, on `online`, when the tab becomes visible or focused,
 * and on a timer that respects each entry's backoff.
 */
export function startSync(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  const kick = () => void syncNow();
  window.addEventListener('online', kick);
  window.addEventListener('focus', kick);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') kick();
  });
  window.setInterval(() => {
    if (navigator.onLine) void getReplayer().run(false);
  }, TIMER_MS);
  kick();
}

/** After a write is queued: try to deliver it, and tell whether it reached the server. */
export async function deliver(entryId: string): Promise<'delivered' | 'queued' | { rejected: string }> {
  await syncNow();
  const entry = await getDb().outbox.get(entryId);
  if (!entry) return 'delivered';
  if (entry.status === 'rejected') return { rejected: entry.lastError ?? 'Ditolak server' };
  return 'queued';
}
