import { useSyncExternalStore } from 'react';
import { currentUser } from '../session';
import type { OutboxEntryView } from './sync-list';
import { useKoneksi, useOnline } from './use-online';

export type { OutboxEntryView } from './sync-list';
export { useKoneksi, useOnline } from './use-online';

const EMPTY: OutboxEntryView[] = [];
let views: OutboxEntryView[] = EMPTY;
const listeners = new Set<() => void>();
let stopWatching: (() => void) | null = null;

// The list (Dexie and every resource's declaration) loads on demand: pages without a signed-in user never pull it in.
function subscribeOutbox(cb: () => void) {
  listeners.add(cb);
  if (listeners.size === 1) {
    let cancelled = false;
    void import('./sync-list').then(({ watchSyncList }) => {
      if (cancelled) return;
      stopWatching = watchSyncList((next) => {
        views = next;
        listeners.forEach((l) => l());
      });
    });
    stopWatching = () => {
      cancelled = true;
    };
  }
  return () => {
    listeners.delete(cb);
    if (listeners.size === 0) {
      stopWatching?.();
      stopWatching = null;
    }
  };
}

/**
 * What the header indicator shows: whether the server can be reached (useOnline: the last attempt got an
 * answer), whether writes are going out right now, when the server last answered, writes waiting, and
 * writes the server refused — a conflict (as its resource declares it) with its two choices.
 */
export function useSyncStatus() {
  const online = useOnline();
  const { terakhirTerhubung, mengirim } = useKoneksi();
  const all = useSyncExternalStore(
    subscribeOutbox,
    () => views,
    () => EMPTY,
  );
  const ownerId = currentUser()?.id_akun ?? null;
  const mine = all.filter((e) => e.ownerId === ownerId);
  return {
    online,
    mengirim,
    terakhirTerhubung,
    pendingCount: mine.filter((e) => e.status !== 'rejected').length,
    pending: mine.filter((e) => e.status !== 'rejected'),
    rejected: mine.filter((e) => e.status === 'rejected'),
    retry: async (id: string) => {
      const [{ getDb }, { retryEntry }, { syncNow }] = await Promise.all([import('../db'), import('../outbox'), import('./engine')]);
      await retryEntry(getDb(), id);
      void syncNow();
    },
    dismiss: async (id: string) => {
      const [{ getDb }, { dismissEntry }] = await Promise.all([import('../db'), import('../outbox')]);
      await dismissEntry(getDb(), id);
    },
    syncNow: () => void import('./engine').then((m) => m.syncNow()),
    /** A conflict: send mine again over the server's current value, or take the current one. */
    terapkanPunyaSaya: async (id: string) => (await import('./konflik')).terapkanPunyaSaya(id),
    pakaiYangTerbaru: async (id: string) => (await import('./konflik')).pakaiYangTerbaru(id),
  };
}
