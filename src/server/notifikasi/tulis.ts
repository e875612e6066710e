import { and, eq, or } from 'drizzle-orm';
import {
  NOTIF_MSG,
  type EmailSetting,
  type EmailSettingInput,
  type NotifikasiSetting,
  type NotifikasiSettingResponse,
  type PushLanggananInput,
} from '../../domain/schemas/notifikasi';
import { tolak } from '../../domain/tolak';
import { logActivity } from '../activity/log';
import { pushLangganan } from '../db/schema';
import type { DbOrTx } from '../db/types';
import { bacaSmtp, ringkasPerubahan, simpanSmtp, smtpUntukBrowser } from '../mail/smtp-setting';
import { berhasil, type Aktor, type Deps, type HasilTulis } from '../tulis/types';
import { endpointDiizinkan } from './push';
import { PESAN_ENDPOINT_AKUN_LAIN, PESAN_ENDPOINT_ASING } from './push-endpoint';
import { bacaNotifikasi, ringkasNotifikasi, simpanNotifikasi } from './setting';
import type { KodeTolakNotifikasi } from './tolak';

/** The notification writes, as (deps, aktor, input, tx): the ADMIN's Email and Notifikasi tabs, a device's push subscription. */

type Hasil<T> = Promise<HasilTulis<T, KodeTolakNotifikasi>>;

/**
 * PUT /admin/settings/email. `cadangan` names the server's own delivery the answer shows when no SMTP host
 * is set. Another host without a new password is refused (simpanSmtp): the stored one is never sent elsewhere.
 */
export async function simpanPengaturanEmail(
  _deps: Deps,
  aktor: Aktor,
  input: EmailSettingInput & { cadangan: string },
  tx: DbOrTx,
): Hasil<EmailSetting> {
  const { cadangan, ...isian } = input;
  const { nilai: lama } = await bacaSmtp(tx);
  const baru = await simpanSmtp(tx, isian, lama);
  await logActivity(tx, {
    action: 'UBAH_PENGATURAN_EMAIL',
    actor: aktor.email,
    id_akun: aktor.id_akun,
    details: ringkasPerubahan(lama, baru),
  });
  const { diperbarui_pada } = await bacaSmtp(tx);
  return berhasil(smtpUntukBrowser(baru, diperbarui_pada, cadangan), NOTIF_MSG.tersimpan);
}

/** PUT /admin/settings/notifikasi: the channel and event toggles. */
export async function simpanPengaturanNotifikasi(
  _deps: Deps,
  aktor: Aktor,
  input: NotifikasiSetting,
  tx: DbOrTx,
): Hasil<NotifikasiSettingResponse> {
  const lama = await bacaNotifikasi(tx);
  await simpanNotifikasi(tx, input);
  await logActivity(tx, {
    action: 'UBAH_PENGATURAN_NOTIFIKASI',
    actor: aktor.email,
    id_akun: aktor.id_akun,
    details: ringkasNotifikasi(lama, input),
  });
  return berhasil(await bacaNotifikasi(tx), NOTIF_MSG.notifTersimpan);
}

/**
 * POST /push/langganan: this device's subscription, only to a browser push service. An endpoint moves to this
 * account only when the browser proves it is the same subscription (its keys, the auth secret included);
 * someone who merely knows another account's endpoint cannot take it over ('konflik').
 */
export async function simpanLanggananPush(_deps: Deps, aktor: Aktor, input: PushLanggananInput, tx: DbOrTx): Hasil<{ endpoint: string }> {
  const { endpoint, keys } = input;
  if (!endpointDiizinkan(endpoint)) return tolak('validasi', PESAN_ENDPOINT_ASING, 'endpoint');
  const nilai = { id_akun: aktor.id_akun, p256dh: keys.p256dh, auth: keys.auth };
  const disimpan = await tx
    .insert(pushLangganan)
    .values({ endpoint, ...nilai })
    .onConflictDoUpdate({
      target: pushLangganan.endpoint,
      set: nilai,
      setWhere: or(eq(pushLangganan.id_akun, aktor.id_akun), and(eq(pushLangganan.p256dh, keys.p256dh), eq(pushLangganan.auth, keys.auth))),
    })
    .returning({ id: pushLangganan.id });
  if (disimpan.length === 0) return tolak('konflik', PESAN_ENDPOINT_AKUN_LAIN, 'endpoint');
  return berhasil({ endpoint }, NOTIF_MSG.langgananTersimpan);
}

/** DELETE /push/langganan: this account's subscription of that endpoint, if any. */
export async function hapusLanggananPush(
  _deps: Deps,
  aktor: Aktor,
  input: { endpoint: string },
  tx: DbOrTx,
): Hasil<{ endpoint: string; dihapus: boolean }> {
  const hapus = await tx
    .delete(pushLangganan)
    .where(and(eq(pushLangganan.endpoint, input.endpoint), eq(pushLangganan.id_akun, aktor.id_akun)))
    .returning({ id: pushLangganan.id });
  return berhasil({ endpoint: input.endpoint, dihapus: hapus.length > 0 }, NOTIF_MSG.langgananDihapus);
}
