import { Hono } from 'hono';
import { NOTIF_MSG, emailSettingSchema, emailUjiSchema, notifikasiSettingSchema, type EmailUji } from '../../domain/schemas/notifikasi';
import { logActivity } from '../activity/log';
import { izinkanPeran } from '../http/akses';
import { currentAuth } from '../http/auth-middleware';
import { bodyFields } from '../http/body';
import type { AppDeps, AppEnv } from '../http/env';
import { ok } from '../http/respond';
import { jawabTulis } from '../http/tulis';
import { parseInput } from '../http/validate';
import { mailerDariSetting } from '../mail/setting-mailer';
import { bacaSmtp, smtpUntukBrowser } from '../mail/smtp-setting';
import { bacaNotifikasi } from './setting';
import { STATUS_TOLAK, gagalNotifikasi } from './tolak';
import { simpanPengaturanEmail, simpanPengaturanNotifikasi } from './tulis';

const PESAN_UJI =
  'Ini email uji dari Arena TKD.\n\n' +
  'Jika Anda menerima email ini, pengaturan server email (SMTP) sudah benar dan notifikasi email akan terkirim.';

/** nodemailer's error codes, said in Indonesian before the server's own words. */
const SEBAB: Record<string, string> = {
  EAUTH: 'username atau password SMTP ditolak server',
  ECONNECTION: 'server SMTP tidak dapat dihubungi',
  ESOCKET: 'server SMTP tidak dapat dihubungi',
  ETIMEDOUT: 'server SMTP tidak menjawab (waktu habis)',
  EDNS: 'nama host SMTP tidak ditemukan',
  ETLS: 'koneksi aman (TLS) ke server SMTP gagal',
  EENVELOPE: 'alamat pengirim atau tujuan ditolak server',
  EMESSAGE: 'isi email ditolak server',
};

/** Why a send failed, as the admin reads it: the cause in Indonesian, then the SMTP server's own answer. */
function alasanGagal(e: unknown): string {
  if (!(e instanceof Error)) return String(e);
  const { response, code } = e as Error & { response?: string; code?: string };
  const teks = [e.message, response && !e.message.includes(response) ? response : null].filter(Boolean).join(' — ');
  const sebab = code ? SEBAB[code] : undefined;
  return sebab ? `${sebab}. Jawaban server: ${teks}${code ? ` (${code})` : ''}` : teks;
}

/**
 * /admin/settings/email and /admin/settings/notifikasi (ADMIN): the Email and Notifikasi tabs of spec 001
 * "Settings". Values are saved in `setting` and read at send time, so a change applies to the next mail.
 */
export function settingsRoutes(deps: AppDeps) {
  const { db } = deps;
  const mailer = mailerDariSetting(db, deps.mailer);
  const cadangan = mailer.keterangan ?? 'pengiriman bawaan server';
  const r = new Hono<AppEnv>();
  // Per route, not r.use('*'): other tabs' routes live under /admin/settings too.
  const admin = izinkanPeran('pengaturan.kelola');

  r.get('/email', admin, async (c) => {
    const { nilai, diperbarui_pada } = await bacaSmtp(db);
    return ok(c, smtpUntukBrowser(nilai, diperbarui_pada, cadangan));
  });

  r.put('/email', admin, async (c) => {
    const { user } = currentAuth(c);
    const input = parseInput(emailSettingSchema, bodyFields(c));
    return jawabTulis(c, deps, STATUS_TOLAK, 200, (tx) => simpanPengaturanEmail(deps, user, { ...input, cadangan }, tx));
  });

  r.post('/email/uji', admin, async (c) => {
    const { user } = currentAuth(c);
    const { ke: tujuan } = parseInput(emailUjiSchema, bodyFields(c));
    const ke = tujuan || user.email;
    let data: EmailUji;
    try {
      const hasil = await mailer.kirim({ to: ke, subject: 'Email uji Arena TKD', text: PESAN_UJI });
      data = { ke, ...hasil };
    } catch (e) {
      await logActivity(db, {
        action: 'KIRIM_EMAIL_UJI',
        actor: user.email,
        id_akun: user.id_akun,
        details: `Email uji ke ${ke} gagal: ${alasanGagal(e)}`,
      });
      throw gagalNotifikasi('smtp_gagal', NOTIF_MSG.ujiGagal(alasanGagal(e)));
    }
    await logActivity(db, {
      action: 'KIRIM_EMAIL_UJI',
      actor: user.email,
      id_akun: user.id_akun,
      details: `Email uji ke ${ke} lewat ${data.lewat}`,
    });
    return ok(c, data, `${NOTIF_MSG.ujiTerkirim(ke)}. Jawaban server: ${data.jawaban}`);
  });

  r.get('/notifikasi', admin, async (c) => ok(c, await bacaNotifikasi(db)));

  r.put('/notifikasi', admin, async (c) => {
    const { user } = currentAuth(c);
    const input = parseInput(notifikasiSettingSchema, bodyFields(c));
    return jawabTulis(c, deps, STATUS_TOLAK, 200, (tx) => simpanPengaturanNotifikasi(deps, user, input, tx));
  });
  return r;
}
