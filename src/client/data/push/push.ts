import { pushCekSchema, pushKunciSchema } from '../../../domain/schemas/notifikasi';
import { request, requestData } from '../api';

/**
 * Web Push on this device: the browser's subscription (pushManager, against the server's VAPID key) and
 * its copy on the server (POST/DELETE /push/langganan). The service worker shows what arrives (sw/push.ts).
 */

export type StatusPush =
  /** No Push API in this browser (or an iPhone/iPad browser tab: there it needs the app on the Home Screen). */
  | 'tidak-didukung'
  /** The app's service worker is not running (development build, or the first visit is still installing it). */
  | 'belum-siap'
  /** The user or the browser refused notifications for this site. */
  | 'diblokir'
  | 'nonaktif'
  | 'aktif';

export const PUSH_MSG = {
  diblokir: 'Notifikasi diblokir oleh browser. Izinkan notifikasi untuk situs ini di pengaturan browser, lalu coba lagi.',
  ditolak: 'Izin notifikasi tidak diberikan.',
  belumSiap: 'Aplikasi belum siap menerima notifikasi di perangkat ini. Muat ulang halaman lalu coba lagi.',
  tidakDidukung: 'Browser ini tidak mendukung notifikasi push.',
  gagal: 'Gagal mengaktifkan notifikasi',
  gagalMatikan: 'Gagal mematikan notifikasi',
  layananPush: 'Layanan push browser tidak dapat dihubungi. Periksa koneksi internet, lalu coba lagi.',
} as const;

const BATAS_LANGGANAN_MS = 20_000;

export class PushError extends Error {}

const idempotent = () => ({ 'Idempotency-Key': crypto.randomUUID() });

export function pushDidukung(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** iOS/iPadOS only offers push to a web app added to the Home Screen (16.4+). */
export function iosTanpaInstal(): boolean {
  if (typeof navigator === 'undefined') return false;
  const ios = /iPad|iPhone|iPod/.test(navigator.userAgent) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);
  const standalone =
    window.matchMedia?.('(display-mode: standalone)').matches || (navigator as { standalone?: boolean }).standalone === true;
  return ios && !standalone;
}

/** The active service worker registration, waiting a moment for one that is installing; null when none. */
async function registrasi(): Promise<ServiceWorkerRegistration | null> {
  const reg = await navigator.serviceWorker.getRegistration();
  if (!reg) return null;
  if (reg.active) return reg;
  return Promise.race([navigator.serviceWorker.ready, new Promise<null>((r) => setTimeout(() => r(null), 5000))]);
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const b64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const bin = atob(b64);
  const out = new Uint8Array(new ArrayBuffer(bin.length));
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

const kunciPublik = async () => keyBytes((await requestData('/push/kunci-publik', pushKunciSchema)).kunci_publik);

/** What this device is now, without asking anything: 'aktif' only when the server has it for this account. */
export async function statusPush(): Promise<StatusPush> {
  if (!pushDidukung() || iosTanpaInstal()) return 'tidak-didukung';
  if (Notification.permission === 'denied') return 'diblokir';
  const reg = await registrasi();
  if (!reg) return 'belum-siap';
  const sub = await reg.pushManager.getSubscription();
  if (!sub || Notification.permission !== 'granted') return 'nonaktif';
  const cek = await requestData(`/push/langganan?endpoint=${encodeURIComponent(sub.endpoint)}`, pushCekSchema);
  return cek.aktif ? 'aktif' : 'nonaktif';
}

/**
 * Turns notifications on: asks permission (must follow a tap), subscribes afresh with the server's key (a
 * subscription left from another account, an older key or an expired endpoint is replaced) and saves it.
 */
export async function aktifkanPush(): Promise<void> {
  if (!pushDidukung() || iosTanpaInstal()) throw new PushError(PUSH_MSG.tidakDidukung);
  const izin = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  if (izin === 'denied') throw new PushError(PUSH_MSG.diblokir);
  if (izin !== 'granted') throw new PushError(PUSH_MSG.ditolak);
  const reg = await registrasi();
  if (!reg) throw new PushError(PUSH_MSG.belumSiap);
  const kunci = await kunciPublik();
  const lama = await reg.pushManager.getSubscription();
  if (lama) await lama.unsubscribe();
  // The browser asks its push service (FCM, Mozilla, Apple …): offline it may hang or fail with an English error.
  const sub = await Promise.race([
    reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: kunci }).catch((e: unknown) => {
      if (e instanceof DOMException && e.name === 'NotAllowedError') throw new PushError(PUSH_MSG.diblokir);
      throw new PushError(PUSH_MSG.layananPush);
    }),
    new Promise<never>((_, reject) => setTimeout(() => reject(new PushError(PUSH_MSG.layananPush)), BATAS_LANGGANAN_MS)),
  ]);
  const { endpoint, keys } = sub.toJSON();
  await request('/push/langganan', { method: 'POST', json: { endpoint, keys }, headers: idempotent() });
}

/** Turns notifications off on this device: the server forgets it first, then the browser unsubscribes. */
export async function matikanPush(): Promise<void> {
  const reg = pushDidukung() ? await registrasi() : null;
  const sub = await reg?.pushManager.getSubscription();
  if (!sub) return;
  await request('/push/langganan', { method: 'DELETE', json: { endpoint: sub.endpoint }, headers: idempotent() });
  await sub.unsubscribe();
}
