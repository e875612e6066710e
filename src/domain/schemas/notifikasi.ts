import * as v from 'valibot';
import { EMAIL_MESSAGE, EMAIL_REGEX, noNul } from './common';

/** The refusal codes of notification settings beyond the common ones: the SMTP server refused the test mail (502). */
export type KodeNotifikasi = 'smtp_gagal';

/**
 * Settings "Email" and "Notifikasi" (mail default port 587) and the Web Push
 * subscriptions of a device. The SMTP password is write-only: the server answers only whether one is set.
 */

export const SMTP_PORT_DEFAULT = 587;
export const HEADER_FOOTER_MAX = 2000;

export const NOTIF_MSG = {
  host: 'Host SMTP tidak valid (contoh: smtp.gmail.com)',
  port: 'Port harus angka 1 sampai 65535',
  username: 'Username maksimal 254 karakter',
  password: 'Password maksimal 500 karakter',
  /** The host changed while a password is stored: it is never sent to another host without being typed again. */
  passwordHostBaru: 'Host SMTP berubah: masukkan lagi password SMTP untuk host baru (password tersimpan tidak dikirim ke host lain)',
  pengirim: 'Alamat pengirim harus berupa email yang valid',
  headerFooter: `Header dan footer maksimal ${HEADER_FOOTER_MAX} karakter`,
  tersimpan: 'Pengaturan email berhasil disimpan',
  notifTersimpan: 'Pengaturan notifikasi berhasil disimpan',
  tujuanUji: 'Alamat tujuan email uji tidak valid',
  ujiTerkirim: (ke: string) => `Email uji terkirim ke ${ke}`,
  ujiGagal: (alasan: string) => `Gagal mengirim email uji: ${alasan}`,
  endpoint: 'Alamat langganan push tidak valid',
  kunciPush: 'Kunci langganan push tidak valid',
  langgananTersimpan: 'Notifikasi diaktifkan di perangkat ini',
  langgananDihapus: 'Notifikasi dimatikan di perangkat ini',
  toggle: 'Nilai pengaturan harus ya atau tidak',
} as const;

const teks = (max: number, message: string) =>
  v.pipe(
    v.optional(v.nullable(v.string(message)), ''),
    v.transform((s) => (s ?? '').trim()),
    v.string(),
    v.maxLength(max, message),
    noNul,
  );

/** A host name or IP address, no scheme, no port: '' switches the saved SMTP off (the server's default is used). */
const HOST = /^(\[[0-9a-f:.]+\]|[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*)$/i;

/** PUT /admin/settings/email. `password` absent or '' keeps the stored one; `hapus_password` clears it. */
export const emailSettingSchema = v.object({
  host: v.pipe(
    teks(253, NOTIF_MSG.host),
    v.check((s) => s === '' || HOST.test(s), NOTIF_MSG.host),
  ),
  port: v.pipe(
    v.optional(v.nullable(v.union([v.number(), v.string()], NOTIF_MSG.port)), SMTP_PORT_DEFAULT),
    v.transform((p) => (typeof p === 'string' ? (p.trim() ? Number(p.trim()) : SMTP_PORT_DEFAULT) : (p ?? SMTP_PORT_DEFAULT))),
    v.number(NOTIF_MSG.port),
    v.integer(NOTIF_MSG.port),
    v.minValue(1, NOTIF_MSG.port),
    v.maxValue(65535, NOTIF_MSG.port),
  ),
  username: teks(254, NOTIF_MSG.username),
  password: v.pipe(
    v.optional(v.nullable(v.string(NOTIF_MSG.password))),
    v.transform((s) => s || undefined),
    v.optional(v.pipe(v.string(), v.maxLength(500, NOTIF_MSG.password), noNul)),
  ),
  hapus_password: v.optional(v.boolean(NOTIF_MSG.toggle), false),
  pengirim: v.pipe(
    teks(254, NOTIF_MSG.pengirim),
    v.toLowerCase(),
    v.check((s) => s === '' || EMAIL_REGEX.test(s), NOTIF_MSG.pengirim),
  ),
  header: teks(HEADER_FOOTER_MAX, NOTIF_MSG.headerFooter),
  footer: teks(HEADER_FOOTER_MAX, NOTIF_MSG.headerFooter),
});
export type EmailSettingInput = v.InferOutput<typeof emailSettingSchema>;

/** GET /admin/settings/email: never the password, only whether one is stored. */
export const emailSettingResponseSchema = v.object({
  host: v.string(),
  port: v.number(),
  username: v.string(),
  password_tersimpan: v.boolean(),
  pengirim: v.string(),
  header: v.string(),
  footer: v.string(),
  diperbarui_pada: v.nullable(v.string()),
  /** How mail leaves when no SMTP host is saved (SMTP_* environment variables, or the server console). */
  cadangan: v.string(),
});
export type EmailSetting = v.InferOutput<typeof emailSettingResponseSchema>;

/** POST /admin/settings/email/uji: to the given address, or the admin's own when empty. */
export const emailUjiSchema = v.object({
  ke: v.pipe(
    teks(254, NOTIF_MSG.tujuanUji),
    v.toLowerCase(),
    v.check((s) => s === '' || EMAIL_REGEX.test(s), EMAIL_MESSAGE),
  ),
});
export const emailUjiResponseSchema = v.object({ ke: v.string(), lewat: v.string(), jawaban: v.string() });
export type EmailUji = v.InferOutput<typeof emailUjiResponseSchema>;

/** The events that notify someone, each with who receives it. */
export const PERISTIWA = ['peserta_disetujui', 'peserta_ditolak', 'bukti_diterima', 'bukti_ditolak', 'dojang_baru'] as const;
export type Peristiwa = (typeof PERISTIWA)[number];

export const PERISTIWA_LABEL: Readonly<Record<Peristiwa, { judul: string; penerima: string }>> = {
  peserta_disetujui: { judul: 'Pendaftaran peserta disetujui', penerima: 'Pelatih dojang peserta' },
  peserta_ditolak: { judul: 'Pendaftaran peserta ditolak', penerima: 'Pelatih dojang peserta' },
  bukti_diterima: { judul: 'Bukti transfer diterima', penerima: 'Pelatih dojang' },
  bukti_ditolak: { judul: 'Bukti transfer ditolak', penerima: 'Pelatih dojang' },
  dojang_baru: { judul: 'Dojang baru mendaftar', penerima: 'Semua ADMIN aktif' },
};

const toggle = v.optional(v.boolean(NOTIF_MSG.toggle), true);

/** PUT/GET /admin/settings/notifikasi: per channel and per event; everything on by default. */
export const notifikasiSettingSchema = v.object({
  email: toggle,
  push: toggle,
  peristiwa: v.optional(
    v.object({
      peserta_disetujui: toggle,
      peserta_ditolak: toggle,
      bukti_diterima: toggle,
      bukti_ditolak: toggle,
      dojang_baru: toggle,
    }),
    {},
  ),
});
export type NotifikasiSetting = v.InferOutput<typeof notifikasiSettingSchema>;
export const notifikasiResponseSchema = v.object({
  ...notifikasiSettingSchema.entries,
  diperbarui_pada: v.nullable(v.string()),
});
export type NotifikasiSettingResponse = v.InferOutput<typeof notifikasiResponseSchema>;

/** The defaults, as the schema fills them in. */
export const NOTIFIKASI_DEFAULT: NotifikasiSetting = v.parse(notifikasiSettingSchema, {});

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;
const kunci = (min: number, max: number) =>
  v.pipe(
    v.string(NOTIF_MSG.kunciPush),
    v.trim(),
    v.minLength(min, NOTIF_MSG.kunciPush),
    v.maxLength(max, NOTIF_MSG.kunciPush),
    v.regex(BASE64URL, NOTIF_MSG.kunciPush),
  );
const endpoint = v.pipe(
  v.string(NOTIF_MSG.endpoint),
  v.trim(),
  v.maxLength(2000, NOTIF_MSG.endpoint),
  v.url(NOTIF_MSG.endpoint),
  v.check((s) => /^https?:\/\//i.test(s), NOTIF_MSG.endpoint),
);

/** POST /push/langganan: a browser's PushSubscription.toJSON() (p256dh: 65-byte P-256 key; auth: 16 bytes). */
export const pushLanggananSchema = v.object(
  {
    endpoint: v.optional(endpoint, ''),
    keys: v.object({ p256dh: kunci(80, 100), auth: kunci(16, 30) }, NOTIF_MSG.kunciPush),
  },
  NOTIF_MSG.kunciPush,
); // the message of a missing `keys`
export type PushLanggananInput = v.InferOutput<typeof pushLanggananSchema>;

/** DELETE /push/langganan. */
export const pushHapusSchema = v.object({ endpoint: v.optional(endpoint, '') });

export const pushKunciSchema = v.object({ kunci_publik: v.string() });
export const pushCekSchema = v.object({ endpoint: v.string(), aktif: v.boolean() });

/** What a push message carries (the service worker shows it). */
export interface PushPesan {
  judul: string;
  isi: string;
  /** Same-origin path opened when the notification is clicked. */
  url: string;
  tag?: string;
}
