/// <reference lib="webworker" />
import { bacaPesan, urlTujuan } from './push-pesan';

declare let self: ServiceWorkerGlobalScope;

const IKON = '/icons/icon-192.png';

// A Web Push from the server (src/server/notifikasi): shown as a notification, even with the app closed.
self.addEventListener('push', (event: PushEvent) => {
  let raw: string | null = null;
  try {
    raw = event.data?.text() ?? null;
  } catch {
    raw = null;
  }
  const pesan = bacaPesan(raw);
  event.waitUntil(
    self.registration.showNotification(pesan.judul, {
      body: pesan.isi,
      icon: IKON,
      badge: IKON,
      tag: pesan.tag,
      data: { url: urlTujuan(pesan.url, self.location.origin) },
      lang: 'id',
    }),
  );
});

// A tap opens the page the notification is about: an open window of the app is reused, otherwise a new one.
self.addEventListener('notificationclick', (event: NotificationEvent) => {
  event.notification.close();
  const data = event.notification.data as { url?: unknown } | null;
  const url = urlTujuan(typeof data?.url === 'string' ? data.url : '/', self.location.origin);
  event.waitUntil(
    (async () => {
      const jendela = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const ada = jendela.find((c) => new URL(c.url).origin === self.location.origin);
      if (ada) {
        await ada.focus();
        if (ada.url !== url) await ada.navigate(url).catch(() => self.clients.openWindow(url));
        return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});
