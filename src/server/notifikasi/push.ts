import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { PushPesan } from '../../domain/schemas/notifikasi';
import { pushLangganan } from '../db/schema';
import type { DbOrTx } from '../db/types';
import { AlamatDitolak, nilaiEndpoint, postKeLayananPush } from './push-endpoint';
import type { Vapid } from './vapid';

const TTL_DETIK = 24 * 3600;
const BATAS_WAKTU_MS = 10_000;

/** Push services answer 404/410 for a subscription that no longer exists: it is deleted. */
const HILANG = new Set([404, 410]);

/** Whether an endpoint may be stored: a public push service (https, port 443) or an origin of PUSH_ENDPOINT_ALLOW. */
export function endpointDiizinkan(endpoint: string): boolean {
  return nilaiEndpoint(endpoint).boleh;
}

export interface HasilPush {
  terkirim: number;
  dihapus: number;
  gagal: number;
}

/**
 * Sends one message to every subscription of an account: the payload encrypted for each browser (RFC 8291,
 * aes128gcm) with a VAPID Authorization header (RFC 8292) by web-push, posted with fetch and a time limit.
 */
export async function kirimPush(
  db: DbOrTx,
  id_akun: number,
  pesan: PushPesan,
  vapid: Vapid,
  subjek: string,
  log: (msg: string, err?: unknown) => void,
): Promise<HasilPush> {
  const langganan = await db.select().from(pushLangganan).where(eq(pushLangganan.id_akun, id_akun));
  const hasil: HasilPush = { terkirim: 0, dihapus: 0, gagal: 0 };
  const payload = JSON.stringify(pesan);
  await Promise.all(
    langganan.map(async (s) => {
      try {
        const req = webpush.generateRequestDetails({ endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } }, payload, {
          vapidDetails: { subject: subjek, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
          TTL: TTL_DETIK,
          contentEncoding: 'aes128gcm',
          urgency: 'normal',
        });
        const headers = Object.fromEntries(
          Object.entries(req.headers)
            .filter(([k]) => k.toLowerCase() !== 'content-length')
            .map(([k, val]) => [k, String(val)]),
        );
        const status = await postKeLayananPush(req.endpoint, headers, req.body ?? undefined, BATAS_WAKTU_MS);
        if (status >= 200 && status < 300) hasil.terkirim++;
        else if (HILANG.has(status)) {
          await db.delete(pushLangganan).where(eq(pushLangganan.endpoint, s.endpoint));
          hasil.dihapus++;
        } else {
          hasil.gagal++;
          log(`Push ditolak layanan push (${status}) untuk akun ${id_akun}`);
        }
      } catch (e) {
        if (e instanceof AlamatDitolak) {
          // Stored before the rule, or its host now points inward: it can never be delivered, so it goes.
          await db
            .delete(pushLangganan)
            .where(eq(pushLangganan.endpoint, s.endpoint))
            .catch(() => undefined);
          hasil.dihapus++;
          log(`Langganan push akun ${id_akun} dihapus: ${e.message}`);
          return;
        }
        hasil.gagal++;
        log(`Push gagal dikirim untuk akun ${id_akun}`, e);
      }
    }),
  );
  return hasil;
}
