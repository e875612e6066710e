import { announceSwUpdate } from './sw-update-store';

const UPDATE_CHECK_MS = 60 * 60 * 1000;
let started = false;

/**
 * Registers /sw.js in production builds only. workbox-window is loaded after the
 * page's load event so it stays out of the first-paint JS. Never reloads by itself.
 */
export function registerServiceWorker(): void {
  if (started || !import.meta.env.PROD || typeof window === 'undefined' || !('serviceWorker' in navigator)) return;
  started = true;
  const start = (): void => void register();
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

async function register(): Promise<void> {
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox('/sw.js', { scope: '/' });

  wb.addEventListener('waiting', () => {
    announceSwUpdate(() => {
      // Reload only after the user asked for it and the new SW controls the page.
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    });
  });

  // Registration can fail (blocked by policy, private mode, storage full): the app still works online.
  const registration = await wb.register().catch(() => undefined);
  if (registration) {
    window.setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
  }
}
