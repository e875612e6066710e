import nodemailer, { type Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(msg: MailMessage): Promise<void>;
  /** How this mailer delivers, for the admin's 'Kirim email uji' answer (e.g. 'konsol server'). */
  keterangan?: string;
}

/** A mailer over any nodemailer transport (SMTP in production, json/stream transport in tests). */
export function nodemailerMailer(transport: Transporter, from: string): Mailer {
  return {
    async send(msg) {
      await transport.sendMail({ from, ...msg });
    },
  };
}

/** Development without SMTP: the message (and so the reset code) is printed to the console. */
export const consoleMailer: Mailer = {
  keterangan: 'konsol server (SMTP belum disetel)',
  async send(msg) {
    console.log(`[mail] ke ${msg.to}: ${msg.subject}\n${msg.text}`);
  },
};

/** A mail relay on this machine: the password to it never crosses a network. */
const RELAY_LOKAL = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/**
 * How a transport to host:port secures itself: TLS from the start on 465; elsewhere STARTTLS whenever the
 * server offers it (nodemailer's default: ignoreTLS is never set), and REQUIRED when a password is sent — a
 * server that does not offer STARTTLS then gets no password in clear ('koneksi aman (TLS) ... gagal') —
 * except to a relay on this machine (localhost, 127.0.0.1, ::1).
 */
export function opsiTls(
  host: string,
  port: number,
  adaPassword: boolean,
): { host: string; port: number; secure: boolean; requireTLS: boolean } {
  const secure = port === 465;
  return { host, port, secure, requireTLS: !secure && adaPassword && !RELAY_LOKAL.has(host.trim().toLowerCase()) };
}

/**
 * SMTP from SMTP_HOST/SMTP_PORT/SMTP_USER/SMTP_PASS/SMTP_FROM, or the console mailer when unset. The app wraps it
 * (setting-mailer.ts): the SMTP saved on the Email settings tab replaces it when set.
 */
export function mailerFromEnv(env: NodeJS.ProcessEnv): Mailer {
  if (!env.SMTP_HOST) return consoleMailer;
  const port = Number(env.SMTP_PORT ?? 587);
  const transport = nodemailer.createTransport({
    ...opsiTls(env.SMTP_HOST, port, !!env.SMTP_USER && !!env.SMTP_PASS),
    auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASS ?? '' } : undefined,
  });
  const mailer = nodemailerMailer(transport, env.SMTP_FROM ?? env.SMTP_USER ?? 'no-reply@arenatkd.local');
  return { ...mailer, keterangan: `SMTP dari variabel lingkungan (${env.SMTP_HOST}:${port})` };
}
