import { announceSwUpdate } from './sw-update-store';

const UPDATE_CHECK_MS = 60 * 60 * 1000;
let started = false;

/**
 * Registers /sw.js in production builds only, after the page's load event. The browser's own API is
 * enough for "a new version waits" (no library on the first load). Never reloads by itself.
 */
export function registerServiceWorker(): void {
  if (started || !import.meta.env.PROD || typeof window === 'undefined' || !('serviceWorker' in navigator)) return;
  started = true;
  const start = (): void => void register();
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

/** A new version is installed and waits: the prompt offers it; the page reloads once it has taken over. */
function offer(worker: ServiceWorker): void {
  announceSwUpdate(() => {
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
    worker.postMessage({ type: 'SKIP_WAITING' });
  });
}

async function register(): Promise<void> {
  // Registration can fail (blocked by policy, private mode, storage full): the app still works online.
  const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  if (!registration) return;
  // Without a controller this is the first install, which takes over by itself (clientsClaim): nothing to offer.
  if (registration.waiting && navigator.serviceWorker.controller) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed' && navigator.serviceWorker.controller) offer(worker);
    });
  });
  window.setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
}
