/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { JADWAL_RINGAN_NAVIGATION, NAVIGATION_DENYLIST, isNeverCachedPath, isPublicImagePath, isReferenceDataPath } from './routes';
import './push'; // push + notificationclick: the server's notifications

declare let self: ServiceWorkerGlobalScope;

// Shell + every JS/CSS chunk emitted by the build (list injected by vite-plugin-pwa).
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Private files and every /api call that is not reference data always go to the
// network: the app's own Dexie layer and outbox own offline data, not the SW.
registerRoute(({ url, sameOrigin }) => sameOrigin && isNeverCachedPath(url.pathname), new NetworkOnly());

registerRoute(
  ({ url, request, sameOrigin }) => sameOrigin && request.method === 'GET' && isReferenceDataPath(url.pathname),
  new StaleWhileRevalidate({
    cacheName: 'arena-referensi',
    plugins: [new CacheableResponsePlugin({ statuses: [200] })],
  }),
);

registerRoute(
  ({ url, request, sameOrigin }) => sameOrigin && request.method === 'GET' && isPublicImagePath(url.pathname),
  new CacheFirst({
    cacheName: 'arena-gambar',
    plugins: [
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      new ExpirationPlugin({
        maxEntries: 120,
        maxAgeSeconds: 30 * 24 * 60 * 60,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

// /event/jadwal is a page of its own (no React): its precached HTML, before the app's shell below.
registerRoute(new NavigationRoute(createHandlerBoundToURL('jadwal.html'), { allowlist: [JADWAL_RINGAN_NAVIGATION] }));

// SPA navigations get the precached shell; /api/, /uploads/ and file URLs never do.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: NAVIGATION_DENYLIST,
  }),
);

// A new version waits until the user presses 'Muat ulang' (a reload mid-scoring loses work).
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data;
  if (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'SKIP_WAITING') {
    void self.skipWaiting();
  }
});

clientsClaim();
