import nodemailer from 'nodemailer';
import { dekripsi } from '../crypto/kunci';
import type { Db } from '../db/types';
import { opsiTls, type Mailer, type MailMessage } from './mailer';
import { SMTP_KOSONG, bacaSmtp, type SmtpTersimpan } from './smtp-setting';

/** Where a message went and what the mail server answered (e.g. '250 2.0.0 OK queued as …'). */
export interface HasilKirim {
  lewat: string;
  jawaban: string;
}

export interface MailerSetting extends Mailer {
  /** Sends like send() and tells how: the SMTP server's answer, or that the fallback mailer took it. */
  kirim(msg: MailMessage): Promise<HasilKirim>;
}

export function adalahMailerSetting(m: Mailer): m is MailerSetting {
  return typeof (m as Partial<MailerSetting>).kirim === 'function';
}

const NAMA_PENGIRIM = 'Arena TKD';
export const PASSWORD_RUSAK =
  'Password SMTP tersimpan tidak dapat dibuka (kunci rahasia server berubah). Simpan ulang password di tab Email.';

/** The message framed by the saved header and footer (blank parts left out). */
export function bingkai(text: string, header: string, footer: string): string {
  return [header.trim(), text, footer.trim()].filter(Boolean).join('\n\n');
}

function alamatPengirim(s: SmtpTersimpan): string {
  if (s.pengirim) return s.pengirim;
  if (s.username.includes('@')) return s.username;
  return `no-reply@${s.host}`;
}

function passwordDari(s: SmtpTersimpan): string {
  if (s.password_enc === null) return '';
  try {
    return dekripsi(s.password_enc);
  } catch {
    throw new Error(PASSWORD_RUSAK);
  }
}

/** One SMTP transport per send: the settings are read each time, so a change applies to the next mail. */
async function kirimSmtp(s: SmtpTersimpan, msg: MailMessage): Promise<HasilKirim> {
  const pass = s.username ? passwordDari(s) : '';
  const transport = nodemailer.createTransport({
    ...opsiTls(s.host, s.port, pass !== ''),
    auth: s.username ? { user: s.username, pass } : undefined,
    connectionTimeout: 15_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  try {
    const info = await transport.sendMail({ from: { name: NAMA_PENGIRIM, address: alamatPengirim(s) }, ...msg });
    return { lewat: `SMTP ${s.host}:${s.port}`, jawaban: String(info.response ?? '').trim() || 'Diterima server SMTP' };
  } finally {
    transport.close();
  }
}

/**
 * The app's mailer (deps.mailer): the SMTP saved on the Email tab when a host is set, otherwise `cadangan`
 * (SMTP_* environment variables, the console, or a test's recording mailer). Every message, the reset code
 * included, carries the saved header and footer. Reading the setting at send time means no restart is needed.
 */
export function mailerDariSetting(db: Db, cadangan: Mailer): MailerSetting {
  if (adalahMailerSetting(cadangan)) return cadangan; // already wrapped: never frame a message twice
  const baca = async (): Promise<SmtpTersimpan> => {
    try {
      return (await bacaSmtp(db)).nilai;
    } catch {
      return SMTP_KOSONG; // the settings cannot be read: mail still leaves the way it did before settings existed
    }
  };
  const kirim = async (msg: MailMessage): Promise<HasilKirim> => {
    const s = await baca();
    const dibingkai = { ...msg, text: bingkai(msg.text, s.header, s.footer) };
    if (s.host) return kirimSmtp(s, dibingkai);
    await cadangan.send(dibingkai);
    return { lewat: cadangan.keterangan ?? 'pengiriman bawaan server', jawaban: 'Diserahkan ke pengiriman bawaan server' };
  };
  return {
    keterangan: cadangan.keterangan,
    kirim,
    async send(msg) {
      await kirim(msg);
    },
  };
}
