import nodemailer from 'nodemailer';
import type { Mailer, MailMessage } from './mailer';

export interface RecordedMail extends MailMessage {
  from: string;
}

/**
 * The real nodemailer path with its JSON transport: every message is built by nodemailer and kept in memory
 * (used by tests, and handy for local experiments).
 */
export function recordingMailer(from = 'Arena TKD <no-reply@arenatkd.test>'): Mailer & { sent: RecordedMail[] } {
  const transport = nodemailer.createTransport({ jsonTransport: true });
  const sent: RecordedMail[] = [];
  return {
    sent,
    keterangan: 'perekam email (pengujian)',
    async send(msg) {
      const info = await transport.sendMail({ from, ...msg });
      const parsed = JSON.parse(info.message as unknown as string) as {
        from: { address: string };
        to: { address: string }[];
        subject: string;
        text: string;
      };
      sent.push({ from: parsed.from.address, to: parsed.to[0]?.address ?? '', subject: parsed.subject, text: parsed.text });
    },
  };
}
