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
  const asal = self.location.origin;
  const berhenti = pesan.berhenti_url ? urlTujuan(pesan.berhenti_url, asal) : null;
  event.waitUntil(
    (async () => {
      // An open page of the app shows it too (a banner), for a device that does not show notifications over it.
      if (pesan.getar) {
        for (const c of await self.clients.matchAll({ type: 'window', includeUncontrolled: true }))
          c.postMessage({ jenis: 'kabar-ikuti', judul: pesan.judul, isi: pesan.isi, tag: pesan.tag ?? '', berhenti });
      }
      await self.registration.showNotification(pesan.judul, {
        body: pesan.isi,
        icon: IKON,
        badge: IKON,
        tag: pesan.tag,
        data: { url: urlTujuan(pesan.url, asal), berhenti },
        lang: 'id',
        // 'Ikuti atlet': a buzz, and one tap to stop following (Chrome shows actions; elsewhere the page offers it).
        ...(pesan.getar ? { vibrate: [200, 100, 200], renotify: true } : {}),
        ...(berhenti ? { actions: [{ action: 'berhenti', title: 'Berhenti ikuti' }] } : {}),
      } as NotificationOptions);
    })(),
  );
});

// A tap opens the page the notification is about: an open window of the app is reused, otherwise a new one.
self.addEventListener('notificationclick', (event: NotificationEvent) => {
  event.notification.close();
  const data = event.notification.data as { url?: unknown; berhenti?: unknown } | null;
  const tujuan = event.action === 'berhenti' && typeof data?.berhenti === 'string' ? data.berhenti : data?.url;
  const url = urlTujuan(typeof tujuan === 'string' ? tujuan : '/', self.location.origin);
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
