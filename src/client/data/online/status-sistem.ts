import { useSyncExternalStore } from 'react';
import { statusSistemSchema, type StatusSistem } from '../../../domain/schemas/status-sistem';
import { requestData } from '../api';

/**
 * The public maintenance status, kept outside the query cache (a logout clears that cache; the banner must
 * outlive it). Asked at the first subscriber, every 60 s while the page is visible, when it becomes visible
 * or focused, when the network returns, and whenever segarkanStatus() is called (e.g. after a 503).
 */

export const POLL_STATUS_MS = 60_000;

let status: StatusSistem | null = null;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | null = null;
let inFlight: Promise<void> | null = null;

export function segarkanStatus(): Promise<void> {
  inFlight ??= requestData('/status', statusSistemSchema)
    .then((next) => {
      status = next;
      listeners.forEach((l) => l());
    })
    .catch(() => undefined) // offline or refused: keep what was known
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

const onVisible = () => {
  if (document.visibilityState === 'visible') void segarkanStatus();
};
const kick = () => void segarkanStatus();

function subscribe(cb: () => void) {
  listeners.add(cb);
  if (listeners.size === 1) {
    void segarkanStatus();
    timer = setInterval(() => {
      if (document.visibilityState === 'visible') void segarkanStatus();
    }, POLL_STATUS_MS);
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', kick);
    window.addEventListener('online', kick);
  }
  return () => {
    listeners.delete(cb);
    if (listeners.size === 0) {
      if (timer) clearInterval(timer);
      timer = null;
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', kick);
      window.removeEventListener('online', kick);
    }
  };
}

export function useStatusSistem(): StatusSistem | null {
  return useSyncExternalStore(
    subscribe,
    () => status,
    () => null,
  );
}
