import * as v from 'valibot';
import { EMAIL_MESSAGE, EMAIL_REGEX, noNul, passwordLetterAndDigit } from './common';
import { PASSWORD_MSG } from './admin-user';

/**
 * The refusal codes of the account's security beyond the common ones (and login's): the current password or the
 * authenticator code wrong, the login challenge over (410), two-factor already on / not yet on, an address taken.
 */
export type KodeKeamanan =
  | 'password_salah'
  | 'kode_salah'
  | 'tantangan_kedaluwarsa'
  | 'dua_faktor_sudah_aktif'
  | 'dua_faktor_belum_aktif'
  | 'email_terdaftar';

/**
 * Settings tabs Profil and Keamanan: the ADMIN's name and email, a real
 * password change, and two-factor login with an authenticator app (TOTP) plus one-time recovery codes.
 */

export const KEAMANAN_MSG = {
  profilDisimpan: 'Profil berhasil diperbarui',
  profilGagal: 'Gagal memperbarui profil',
  profilMuatGagal: 'Gagal mengambil data profil',
  namaWajib: 'Nama wajib diisi',
  namaPanjang: 'Nama maksimal 200 karakter',
  emailWajib: 'Email wajib diisi',
  emailTerdaftar: 'Email sudah terdaftar',
  passwordUntukEmail: 'Masukkan password saat ini untuk mengganti email',
  passwordSaatIniWajib: 'Password saat ini wajib diisi',
  passwordSalah: 'Password saat ini salah',
  passwordBaruWajib: 'Password baru wajib diisi',
  passwordSama: 'Password baru tidak boleh sama dengan password saat ini',
  passwordDiganti: 'Password berhasil diganti. Sesi di perangkat lain telah diakhiri.',
  passwordGagal: 'Gagal mengganti password',
  kodeWajib: 'Kode autentikator wajib diisi',
  kodeFormat: 'Kode autentikator harus 6 digit angka',
  kodeSalah: 'Kode autentikator salah',
  kodeAtauPemulihan: 'Masukkan kode autentikator (6 digit) atau kode pemulihan',
  kodePemulihanWajib: 'Kode pemulihan wajib diisi',
  kodePemulihanFormat: 'Format kode pemulihan tidak valid',
  kodePemulihanSalah: 'Kode pemulihan salah atau sudah dipakai',
  tantanganTidakValid: 'Sesi verifikasi tidak valid. Silakan login ulang.',
  tantanganHabis: 'Sesi verifikasi telah berakhir. Silakan login ulang.',
  terlaluBanyakKode: 'Terlalu banyak kode salah. Silakan login ulang.',
  perlu2fa: 'Masukkan kode autentikator',
  sudahAktif: 'Autentikasi dua langkah sudah aktif',
  belumAktif: 'Autentikasi dua langkah belum aktif',
  belumDidaftarkan: 'Mulai pendaftaran autentikator terlebih dahulu',
  pendaftaranDimulai: 'Pindai kode QR dengan aplikasi autentikator',
  diaktifkan: 'Autentikasi dua langkah diaktifkan',
  dinonaktifkan: 'Autentikasi dua langkah dinonaktifkan',
  kodeBaru: 'Kode pemulihan baru telah dibuat',
  statusGagal: 'Gagal memuat status autentikasi dua langkah',
} as const;

/** TOTP as authenticator apps expect it (RFC 6238 defaults). */
export const TOTP_ISSUER = 'Arena TKD';
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD = 30;
export const JUMLAH_KODE_PEMULIHAN = 10;
/** A login challenge lives 5 minutes and survives at most 5 wrong codes. */
export const TANTANGAN_MENIT = 5;
export const TANTANGAN_MAKS_SALAH = 5;

/** Recovery codes: 10 characters without look-alikes (no 0/o, 1/l/i), shown as 'xxxxx-xxxxx'. */
export const KODE_PEMULIHAN_ALFABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const KODE_PEMULIHAN_REGEX = /^[a-z0-9]{10}$/;

/** Lower case, without spaces and hyphens: what a person typed, as it was generated. */
export const normalKodePemulihan = (s: string) => s.toLowerCase().replace(/[\s-]/g, '');
export const tampilKodePemulihan = (s: string) => `${s.slice(0, 5)}-${s.slice(5)}`;
/** '123 456' → '123456'. */
export const normalKodeTotp = (s: string) => s.replace(/\s/g, '');

const passwordSaatIni = v.pipe(
  v.optional(v.string(KEAMANAN_MSG.passwordSaatIniWajib), ''),
  v.nonEmpty(KEAMANAN_MSG.passwordSaatIniWajib),
  v.maxLength(200, PASSWORD_MSG.panjang),
);

const email = v.pipe(
  v.optional(v.string(KEAMANAN_MSG.emailWajib), ''),
  v.trim(),
  v.nonEmpty(KEAMANAN_MSG.emailWajib),
  v.toLowerCase(),
  v.maxLength(254, EMAIL_MESSAGE),
  v.regex(EMAIL_REGEX, EMAIL_MESSAGE),
);

/** PUT /api/admin/profil: the password is needed only when the email changes (the server decides). */
export const profilAdminInputSchema = v.object({
  nama_admin: v.pipe(
    v.optional(v.string(KEAMANAN_MSG.namaWajib), ''),
    v.trim(),
    v.nonEmpty(KEAMANAN_MSG.namaWajib),
    v.maxLength(200, KEAMANAN_MSG.namaPanjang),
    noNul,
  ),
  email,
  password_saat_ini: v.pipe(v.optional(v.string(), ''), v.maxLength(200, PASSWORD_MSG.panjang)),
});
export type ProfilAdminInput = v.InferOutput<typeof profilAdminInputSchema>;

export const profilAdminSchema = v.object({ nama_admin: v.string(), email: v.string() });
export type ProfilAdmin = v.InferOutput<typeof profilAdminSchema>;

/** PUT /api/auth/password: the project's password rules (coach registration). */
export const gantiPasswordSchema = v.pipe(
  v.object({
    password_saat_ini: passwordSaatIni,
    password_baru: v.pipe(
      v.optional(v.string(KEAMANAN_MSG.passwordBaruWajib), ''),
      v.nonEmpty(KEAMANAN_MSG.passwordBaruWajib),
      v.maxLength(200, PASSWORD_MSG.panjang),
      v.minLength(8, PASSWORD_MSG.minimal),
      v.check(passwordLetterAndDigit, PASSWORD_MSG.hurufAngka),
    ),
    konfirmasi_password: v.pipe(v.optional(v.string(PASSWORD_MSG.konfirmasiWajib), ''), v.nonEmpty(PASSWORD_MSG.konfirmasiWajib)),
  }),
  v.forward(
    v.partialCheck([['password_baru'], ['konfirmasi_password']], (i) => i.password_baru === i.konfirmasi_password, PASSWORD_MSG.tidakSama),
    ['konfirmasi_password'],
  ),
  v.forward(
    v.partialCheck([['password_saat_ini'], ['password_baru']], (i) => i.password_saat_ini !== i.password_baru, KEAMANAN_MSG.passwordSama),
    ['password_baru'],
  ),
);
export type GantiPasswordInput = v.InferOutput<typeof gantiPasswordSchema>;

const kodeTotp = v.pipe(
  v.optional(v.string(KEAMANAN_MSG.kodeWajib), ''),
  v.transform(normalKodeTotp),
  v.nonEmpty(KEAMANAN_MSG.kodeWajib),
  v.regex(/^\d{6}$/, KEAMANAN_MSG.kodeFormat),
);

const kodePemulihan = v.pipe(
  v.optional(v.string(KEAMANAN_MSG.kodePemulihanWajib), ''),
  v.transform(normalKodePemulihan),
  v.nonEmpty(KEAMANAN_MSG.kodePemulihanWajib),
  v.regex(KODE_PEMULIHAN_REGEX, KEAMANAN_MSG.kodePemulihanFormat),
);

/** A code from the app or a recovery code, in one field (disable 2FA when the phone is lost). */
const kodeApaSaja = v.pipe(
  v.optional(v.string(KEAMANAN_MSG.kodeAtauPemulihan), ''),
  v.transform((s) => (/^[\d\s]+$/.test(s) ? normalKodeTotp(s) : normalKodePemulihan(s))),
  v.nonEmpty(KEAMANAN_MSG.kodeAtauPemulihan),
  v.check((s) => /^\d{6}$/.test(s) || KODE_PEMULIHAN_REGEX.test(s), KEAMANAN_MSG.kodeAtauPemulihan),
);

export const isKodeTotp = (s: string) => /^\d{6}$/.test(s);

/** POST /api/auth/2fa/daftar and /api/auth/2fa/kode-pemulihan. */
export const passwordSajaSchema = v.object({ password: passwordSaatIni });
/** POST /api/auth/2fa/aktifkan. */
export const aktifkanDuaFaktorSchema = v.object({ kode: kodeTotp });
/** POST /api/auth/2fa/nonaktifkan. */
export const nonaktifkanDuaFaktorSchema = v.object({ password: passwordSaatIni, kode: kodeApaSaja });

const tantangan = v.pipe(
  v.optional(v.string(KEAMANAN_MSG.tantanganTidakValid), ''),
  v.nonEmpty(KEAMANAN_MSG.tantanganTidakValid),
  v.maxLength(200, KEAMANAN_MSG.tantanganTidakValid),
);

/** POST /api/auth/login/2fa: the challenge token with an app code … */
export const loginKodeSchema = v.object({ tantangan, kode: kodeTotp });
/** … or with a recovery code instead. */
export const loginPemulihanSchema = v.object({ tantangan, kode_pemulihan: kodePemulihan });
export type LoginDuaFaktorInput = v.InferOutput<typeof loginKodeSchema> | v.InferOutput<typeof loginPemulihanSchema>;

/** The schema for a second-step body: the recovery one when it carries `kode_pemulihan`. */
export function skemaLoginDuaFaktor(body: unknown): typeof loginKodeSchema | typeof loginPemulihanSchema {
  const pakaiPemulihan =
    typeof body === 'object' &&
    body !== null &&
    'kode_pemulihan' in body &&
    (body as { kode_pemulihan?: unknown }).kode_pemulihan !== undefined;
  return pakaiPemulihan ? loginPemulihanSchema : loginKodeSchema;
}

/** The login's answer when the password was right and a second factor is due. */
export const tantanganLoginSchema = v.object({
  perlu_2fa: v.literal(true),
  tantangan: v.string(),
  kedaluwarsa: v.string(),
});
export type TantanganLogin = v.InferOutput<typeof tantanganLoginSchema>;

/** GET /api/auth/2fa. */
export const statusDuaFaktorSchema = v.object({
  aktif: v.boolean(),
  diaktifkan_pada: v.nullable(v.string()),
  sisa_kode_pemulihan: v.number(),
});
export type StatusDuaFaktor = v.InferOutput<typeof statusDuaFaktorSchema>;

/** POST /api/auth/2fa/daftar: what the authenticator app needs (QR as an SVG data URL, the secret as text). */
export const pendaftaranDuaFaktorSchema = v.object({
  otpauth_url: v.string(),
  qr: v.pipe(v.string(), v.startsWith('data:image/svg+xml')),
  secret: v.string(),
  issuer: v.string(),
  label: v.string(),
});
export type PendaftaranDuaFaktor = v.InferOutput<typeof pendaftaranDuaFaktorSchema>;

/** POST /api/auth/2fa/aktifkan and /kode-pemulihan: the recovery codes, shown once. */
export const kodePemulihanSchema = v.object({ kode_pemulihan: v.array(v.string()) });
