import * as v from 'valibot';
import webpush from 'web-push';
import { dekripsi, enkripsi } from '../crypto/kunci';
import type { DbOrTx } from '../db/types';
import { pushLangganan } from '../db/schema';
import { bacaSetting, tulisSetting, tulisSettingSekali } from '../mail/setting-store';

/** Setting key of the server's Web Push identity (owner: src/server/notifikasi). */
export const VAPID_KEY = 'vapid';

export interface Vapid {
  publicKey: string;
  privateKey: string;
}

const tersimpanSchema = v.object({ publicKey: v.string(), privateKey_enc: v.string() });

/**
 * The server's VAPID key pair: made once on first use and kept in `setting` (the private key encrypted with
 * the server's secret key). Browsers subscribe against the public key, so it must never change by itself;
 * two first calls at once both read the row that won.
 */
export async function ambilVapid(db: DbOrTx): Promise<Vapid> {
  const ada = await baca(db);
  if (ada) return ada;
  const baru = webpush.generateVAPIDKeys();
  await tulisSettingSekali(db, VAPID_KEY, { publicKey: baru.publicKey, privateKey_enc: enkripsi(baru.privateKey) });
  const tersimpan = await baca(db);
  if (!tersimpan) throw new Error('Kunci VAPID tidak dapat disimpan');
  return tersimpan;
}

async function baca(db: DbOrTx): Promise<Vapid | null> {
  const row = await bacaSetting(db, VAPID_KEY);
  const parsed = v.safeParse(tersimpanSchema, row?.value);
  if (!parsed.success) return null;
  try {
    return { publicKey: parsed.output.publicKey, privateKey: dekripsi(parsed.output.privateKey_enc) };
  } catch {
    // Made under another secret key (e.g. a backup restored elsewhere): a new pair, and the subscriptions bound
    // to the old public key go (the opt-in card subscribes again when it sees the key changed).
    const baru = webpush.generateVAPIDKeys();
    await tulisSetting(db, VAPID_KEY, { publicKey: baru.publicKey, privateKey_enc: enkripsi(baru.privateKey) });
    await db.delete(pushLangganan);
    return baru;
  }
}

/** The VAPID 'sub' claim: a contact for the push services (VAPID_SUBJECT, else a mailto: of the sender). */
export function subjekVapid(pengirim: string): string {
  const env = process.env.VAPID_SUBJECT?.trim();
  if (env && /^(mailto:|https:)/.test(env)) return env;
  return `mailto:${pengirim || 'admin@arenatkd.id'}`;
}
