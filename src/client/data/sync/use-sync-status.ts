import { useLiveQuery } from 'dexie-react-hooks';
import { useSyncExternalStore } from 'react';
import { getDb, type OutboxStatus } from '../db';
import { dismissEntry, retryEntry } from '../outbox';
import { currentUser } from '../session';
import { syncNow } from './engine';

export interface OutboxEntryView {
  id: string;
  label: string;
  lastError: string | null;
  createdAt: number;
  status: OutboxStatus;
}

function subscribeOnline(cb: () => void) {
  window.addEventListener('online', cb);
  window.addEventListener('offline', cb);
  return () => {
    window.removeEventListener('online', cb);
    window.removeEventListener('offline', cb);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, () => navigator.onLine, () => true);
}

/** What the header indicator shows: online state, writes waiting, and writes the server refused. */
export function useSyncStatus() {
  const online = useOnline();
  const ownerId = currentUser()?.id_akun ?? null;
  const entries = useLiveQuery(
    async () => (ownerId === null ? [] : getDb().outbox.where('ownerId').equals(ownerId).sortBy('seq')),
    [ownerId],
    [],
  );
  const views: OutboxEntryView[] = entries.map((e) => ({
    id: e.id,
    label: e.label,
    lastError: e.lastError,
    createdAt: e.createdAt,
    status: e.status,
  }));
  return {
    online,
    pendingCount: views.filter((e) => e.status !== 'rejected').length,
    pending: views.filter((e) => e.status !== 'rejected'),
    rejected: views.filter((e) => e.status === 'rejected'),
    retry: async (id: string) => {
      await retryEntry(getDb(), id);
      void syncNow();
    },
    dismiss: (id: string) => dismissEntry(getDb(), id),
    syncNow: () => void syncNow(),
  };
}
