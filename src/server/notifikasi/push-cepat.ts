import webpush from 'web-push';
import { AlamatDitolak, postKeLayananPush } from './push-endpoint';
import type { Vapid } from './vapid';

/** A browser's push subscription as stored. */
export interface LanggananPush {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What came of one push: delivered, gone (404/410, or an endpoint no longer allowed: delete it), or failed (may retry). */
export type NasibPush = 'terkirim' | 'hilang' | 'gagal';

const BATAS_WAKTU_MS = 10_000;
/** A VAPID header is signed for 12 h by web-push; it is reused for an hour per push service. */
const UMUR_HEADER_MS = 3_600_000;

/**
 * Sends many pushes of one moment (an alert to thousands of followers): the same RFC 8291 aes128gcm encryption per
 * browser as kirimPush, but the VAPID Authorization header (an ES256 signature, most of a push's CPU) is signed once
 * per push service origin and reused, and at most `serentak` posts are in flight.
 */
export function pengirimPush(vapid: Vapid, subjek: string, ttlDetik: number, serentak = 64) {
  const header = new Map<string, { nilai: string; sampai: number }>();
  const authorization = (endpoint: string): string => {
    const u = new URL(endpoint);
    const aud = `${u.protocol}//${u.host}`;
    const ada = header.get(aud);
    if (ada && ada.sampai > Date.now()) return ada.nilai;
    const h = webpush.getVapidHeaders(aud, subjek, vapid.publicKey, vapid.privateKey, 'aes128gcm');
    header.set(aud, { nilai: String(h.Authorization), sampai: Date.now() + UMUR_HEADER_MS });
    return String(h.Authorization);
  };

  async function satu(s: LanggananPush, payload: string): Promise<NasibPush> {
    try {
      const enc = webpush.encrypt(s.p256dh, s.auth, payload, 'aes128gcm');
      const status = await postKeLayananPush(
        s.endpoint,
        {
          TTL: String(ttlDetik),
          Urgency: 'high',
          'Content-Type': 'application/octet-stream',
          'Content-Encoding': 'aes128gcm',
          Authorization: authorization(s.endpoint),
        },
        enc.cipherText,
        BATAS_WAKTU_MS,
      );
      if (status >= 200 && status < 300) return 'terkirim';
      return status === 404 || status === 410 ? 'hilang' : 'gagal';
    } catch (e) {
      return e instanceof AlamatDitolak ? 'hilang' : 'gagal';
    }
  }

  /** Sends every item, `serentak` at a time; answers each item's fate in order. */
  return async function kirimSemua<T extends { langganan: LanggananPush; payload: string }>(items: readonly T[]): Promise<NasibPush[]> {
    const hasil: NasibPush[] = new Array(items.length);
    let i = 0;
    const pekerja = async () => {
      while (i < items.length) {
        const k = i++;
        hasil[k] = await satu(items[k].langganan, items[k].payload);
      }
    };
    await Promise.all(Array.from({ length: Math.min(serentak, items.length) }, pekerja));
    return hasil;
  };
}
