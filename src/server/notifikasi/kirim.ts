import type { Peristiwa, PushPesan } from '../../domain/schemas/notifikasi';
import type { AppDeps } from '../http/env';
import { mailerDariSetting } from '../mail/setting-mailer';
import { bacaSmtp } from '../mail/smtp-setting';
import { kirimPush } from './push';
import { bacaNotifikasi } from './setting';
import { ambilVapid, subjekVapid } from './vapid';

/** Someone who receives a notification: the account (its push subscriptions) and its email. */
export interface Penerima {
  id_akun: number;
  email: string;
  nama: string;
}

/** One notification for one person: the mail (subject, text) and the push (title, body, URL). */
export interface Kabar {
  subjek: string;
  teks: string;
  push: PushPesan;
}

type Log = AppDeps['log'];

const tertunda = new Set<Promise<void>>();

/**
 * Runs `kerja` in the background: the request that caused it has its answer already and never waits,
 * never fails because of it; a failure is logged. Called only after the transaction committed.
 */
export function diLatar(log: Log, apa: string, kerja: () => Promise<void>): void {
  const p: Promise<void> = Promise.resolve()
    .then(kerja)
    .catch((e) => log(`Notifikasi gagal: ${apa}`, e))
    .finally(() => tertunda.delete(p));
  tertunda.add(p);
}

/** Resolves when every background notification started so far (and any they started) has finished. */
export async function tungguNotifikasi(): Promise<void> {
  while (tertunda.size > 0) await Promise.allSettled([...tertunda]);
}

/**
 * Sends `buat(penerima)` to each recipient by the channels switched on for this event (Notifikasi tab):
 * mail through the app's mailer (saved SMTP, header and footer), Web Push to each of their subscriptions.
 */
export async function kirimKabar(
  { db, mailer, log }: Pick<AppDeps, 'db' | 'mailer' | 'log'>,
  peristiwa: Peristiwa,
  penerima: Penerima[],
  buat: (p: Penerima) => Kabar,
): Promise<void> {
  const setelan = await bacaNotifikasi(db);
  if (!setelan.peristiwa[peristiwa] || penerima.length === 0 || (!setelan.email && !setelan.push)) return;
  const surat = mailerDariSetting(db, mailer);
  // Push trouble (e.g. the keys cannot be read) never keeps the mail from going.
  const vapid = setelan.push
    ? await ambilVapid(db).catch((e: unknown) => {
        log(`Kunci VAPID tidak tersedia (${peristiwa})`, e);
        return null;
      })
    : null;
  const subjek = vapid ? subjekVapid((await bacaSmtp(db)).nilai.pengirim) : '';
  await Promise.all(
    penerima.map(async (p) => {
      const kabar = buat(p);
      const kerja: Promise<unknown>[] = [];
      if (setelan.email) {
        kerja.push(
          surat
            .send({ to: p.email, subject: kabar.subjek, text: kabar.teks })
            .catch((e) => log(`Email notifikasi ${peristiwa} ke ${p.email} gagal`, e)),
        );
      }
      if (vapid) kerja.push(kirimPush(db, p.id_akun, kabar.push, vapid, subjek, log));
      await Promise.all(kerja);
    }),
  );
}
