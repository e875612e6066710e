import { useSyncExternalStore } from 'react';
import type { OutboxEntry, OutboxStatus } from '../db';
import { currentUser } from '../session';
import { konflikStatusOf } from '../kompetisi/status-konflik';
import { konflikHasilOf } from '../bagan/konflik';
import { koneksi, subscribeKoneksi, type Koneksi } from './koneksi';

export interface OutboxEntryView {
  id: string;
  label: string;
  lastError: string | null;
  createdAt: number;
  status: OutboxStatus;
  /** Where the refused write can be corrected and sent again. */
  fixPath?: string;
  /** A status change or a match result that met another organiser's change (to choose which stands). */
  konflik: boolean;
}

const EMPTY: OutboxEntry[] = [];
let entries: OutboxEntry[] = EMPTY;
const listeners = new Set<() => void>();
let stopWatching: (() => void) | null = null;

function subscribeOutbox(cb: () => void) {
  listeners.add(cb);
  if (listeners.size === 1) {
    let cancelled = false;
    void import('./outbox-live').then(({ watchOutbox }) => {
      if (cancelled) return;
      stopWatching = watchOutbox((next) => {
        entries = next;
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

const SERVER_KONEKSI: Koneksi = { terhubung: null, terakhirTerhubung: null, mengirim: false };

/** What real requests found out about reaching the server (not what the browser guesses). */
export function useKoneksi(): Koneksi {
  return useSyncExternalStore(subscribeKoneksi, koneksi, () => SERVER_KONEKSI);
}

/**
 * What the header indicator shows: whether the server can be reached (the last attempt got an answer;
 * before any attempt, what the browser says), whether writes are going out right now, when the server
 * last answered, writes waiting, and writes the server refused.
 */
export function useSyncStatus() {
  const browserOnline = useOnline();
  const { terhubung, terakhirTerhubung, mengirim } = useKoneksi();
  const online = browserOnline && terhubung !== false;
  const all = useSyncExternalStore(subscribeOutbox, () => entries, () => EMPTY);
  const ownerId = currentUser()?.id_akun ?? null;
  const views: OutboxEntryView[] = all
    .filter((e) => e.ownerId === ownerId)
    .map((e) => ({
      id: e.id, label: e.label, lastError: e.lastError, createdAt: e.createdAt, status: e.status, fixPath: e.fixPath,
      konflik: konflikStatusOf(e) !== null || konflikHasilOf(e) !== null,
    }));
  const isHasil = (id: string) => {
    const e = all.find((x) => x.id === id);
    return e ? konflikHasilOf(e) !== null : false;
  };
  return {
    online,
    mengirim,
    terakhirTerhubung,
    pendingCount: views.filter((e) => e.status !== 'rejected').length,
    pending: views.filter((e) => e.status !== 'rejected'),
    rejected: views.filter((e) => e.status === 'rejected'),
    retry: async (id: string) => {
      const [{ getDb }, { retryEntry }, { syncNow }] = await Promise.all([
        import('../db'),
        import('../outbox'),
        import('./engine'),
      ]);
      await retryEntry(getDb(), id);
      void syncNow();
    },
    dismiss: async (id: string) => {
      const [{ getDb }, { dismissEntry }] = await Promise.all([import('../db'), import('../outbox')]);
      await dismissEntry(getDb(), id);
    },
    syncNow: () => void import('./engine').then((m) => m.syncNow()),
    /** A conflict: send mine again over the current status, or take the current one. */
    terapkanPunyaSaya: async (id: string) => (isHasil(id)
      ? (await import('../bagan/hasil-write')).terapkanHasilSaya(id)
      : (await import('../kompetisi/status-write')).terapkanPunyaSaya(id)),
    pakaiYangTerbaru: async (id: string) => (isHasil(id)
      ? (await import('../bagan/hasil-write')).pakaiHasilTerbaru(id)
      : (await import('../kompetisi/status-write')).pakaiYangTerbaru(id)),
  };
}
