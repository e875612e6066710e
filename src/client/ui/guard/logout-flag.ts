import { useSyncExternalStore } from 'react';

/**
 * True while an explicit logout runs: the page being left must not react to the vanished session
 * (no "login required" toast, no detour to /login) before the logout's own navigation happens.
 */
let leaving = false;
const listeners = new Set<() => void>();

export function setLoggingOut(value: boolean) {
  leaving = value;
  listeners.forEach((l) => l());
}

export function useLoggingOut(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => leaving,
    () => false,
  );
}
