import * as v from 'valibot';
import { NOTIF_MSG, SMTP_PORT_DEFAULT, type EmailSetting, type EmailSettingInput } from '../../domain/schemas/notifikasi';
import { enkripsi } from '../crypto/kunci';
import type { DbOrTx } from '../db/types';
import { bacaSetting, tulisSetting } from './setting-store';
import { gagalNotifikasi } from '../notifikasi/tolak';

/** Setting key of the Email tab (owner: src/server/mail). */
export const SMTP_KEY = 'smtp';

/** As stored: the password only encrypted (crypto/kunci.ts), never in clear. */
const tersimpanSchema = v.object({
  host: v.fallback(v.string(), ''),
  port: v.fallback(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(65535)), SMTP_PORT_DEFAULT),
  username: v.fallback(v.string(), ''),
  password_enc: v.fallback(v.nullable(v.string()), null),
  pengirim: v.fallback(v.string(), ''),
  header: v.fallback(v.string(), ''),
  footer: v.fallback(v.string(), ''),
});
export type SmtpTersimpan = v.InferOutput<typeof tersimpanSchema>;

export const SMTP_KOSONG: SmtpTersimpan = v.parse(tersimpanSchema, {});

/** The saved SMTP settings (defaults when none: no host, port 587); a damaged row reads as its valid parts. */
export async function bacaSmtp(db: DbOrTx): Promise<{ nilai: SmtpTersimpan; diperbarui_pada: Date | null }> {
  const row = await bacaSetting(db, SMTP_KEY);
  const raw = row?.value && typeof row.value === 'object' ? row.value : {};
  return { nilai: v.parse(tersimpanSchema, raw), diperbarui_pada: row?.updated_at ?? null };
}

/** What GET answers: everything but the password, which is only said to be set or not. */
export function smtpUntukBrowser(nilai: SmtpTersimpan, diperbarui_pada: Date | null, cadangan: string): EmailSetting {
  const { password_enc, ...rest } = nilai;
  return { ...rest, password_tersimpan: password_enc !== null, diperbarui_pada: diperbarui_pada?.toISOString() ?? null, cadangan };
}

const samaHost = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Saves the input: a new password is encrypted; none given keeps the stored one — for the same host only
 * (another host without a new password → 400 under `password`, the stored one is never sent elsewhere);
 * hapus_password, or no host at all, clears it.
 */
export async function simpanSmtp(db: DbOrTx, input: EmailSettingInput, lama: SmtpTersimpan): Promise<SmtpTersimpan> {
  if (
    input.host &&
    lama.password_enc !== null &&
    input.password === undefined &&
    !input.hapus_password &&
    !samaHost(input.host, lama.host)
  ) {
    throw gagalNotifikasi('validasi', NOTIF_MSG.passwordHostBaru, { password: NOTIF_MSG.passwordHostBaru });
  }
  const password_enc =
    input.hapus_password || !input.host ? null : input.password !== undefined ? enkripsi(input.password) : lama.password_enc;
  const nilai: SmtpTersimpan = {
    host: input.host,
    port: input.port,
    username: input.username,
    password_enc,
    pengirim: input.pengirim,
    header: input.header,
    footer: input.footer,
  };
  await tulisSetting(db, SMTP_KEY, nilai);
  return nilai;
}

/** The activity-log line of a save: each changed field 'from → to' (the password only as 'diganti'/'dihapus'). */
export function ringkasPerubahan(lama: SmtpTersimpan, baru: SmtpTersimpan): string {
  const bagian: string[] = [];
  for (const k of ['host', 'port', 'username', 'pengirim'] as const) {
    if (lama[k] !== baru[k]) bagian.push(`${k}: ${lama[k] || '(kosong)'} → ${baru[k] || '(kosong)'}`);
  }
  if (lama.password_enc !== baru.password_enc) bagian.push(baru.password_enc ? 'password diganti' : 'password dihapus');
  if (lama.header !== baru.header) bagian.push('header diubah');
  if (lama.footer !== baru.footer) bagian.push('footer diubah');
  return bagian.length ? `Pengaturan email diubah: ${bagian.join(', ')}` : 'Pengaturan email disimpan tanpa perubahan';
}
