// Tiny external store: is a new service-worker version waiting for the user's consent?
type Listener = () => void;

let updateWaiting = false;
let applyUpdate: (() => void) | null = null;
const listeners = new Set<Listener>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function subscribeSwUpdate(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isSwUpdateWaiting(): boolean {
  return updateWaiting;
}

/** Called by the registration when a new SW is installed and waiting. */
export function announceSwUpdate(apply: () => void): void {
  applyUpdate = apply;
  updateWaiting = true;
  emit();
}

/** 'Nanti': hide the prompt; it comes back on the next visit or the next new version. */
export function dismissSwUpdate(): void {
  updateWaiting = false;
  emit();
}

/** 'Muat ulang': activate the waiting SW; the page reloads once it takes control. */
export function applySwUpdate(): void {
  updateWaiting = false;
  emit();
  applyUpdate?.();
}
