import * as v from 'valibot';
import { EMAIL_MESSAGE, EMAIL_REGEX, required, NIK_REGEX, PHONE_ID_REGEX, passwordLetterAndDigit, trimmed } from './common';

/**
 * The refusal codes of logging in and registering beyond the common ones: wrong email, password or login code,
 * an INACTIVE account, a wrong reset code, an address or a dojang already taken, a first password still to change.
 */
export type KodeAuth =
  | 'login_gagal'
  | 'akun_nonaktif'
  | 'kode_salah'
  | 'email_terdaftar'
  | 'dojang_sudah_punya_pelatih'
  | 'harus_ganti_password'
  | 'password_awal_sudah_diganti';

/** Login. */
export const loginSchema = v.object({
  email: required(
    v.pipe(
      v.string('Email dan password harus diisi'),
      v.trim(),
      v.nonEmpty('Email dan password harus diisi'),
      v.maxLength(254, EMAIL_MESSAGE),
      v.includes('@', EMAIL_MESSAGE),
    ),
  ),
  password: required(
    v.pipe(
      v.string('Email dan password harus diisi'),
      v.nonEmpty('Email dan password harus diisi'),
      v.maxLength(200, 'Password terlalu panjang'),
    ),
  ),
});
export type LoginInput = v.InferOutput<typeof loginSchema>;

const REQUIRED_ALL = 'Semua field harus terisi terlebih dahulu';
const requiredText = required(v.pipe(v.string(REQUIRED_ALL), v.trim(), v.nonEmpty(REQUIRED_ALL), v.maxLength(200, 'Teks terlalu panjang')));

/** Coach registration; keys and rules run in the form's order (email, NIK, phone, password) so the first message matches it. */
export const coachRegisterSchema = v.pipe(
  v.object({
    email: v.pipe(requiredText, v.toLowerCase(), v.regex(EMAIL_REGEX, EMAIL_MESSAGE)),
    nik: v.pipe(requiredText, v.regex(NIK_REGEX, 'NIK harus berupa 16 digit angka')),
    no_telp: v.pipe(requiredText, v.regex(PHONE_ID_REGEX, 'Format nomor telepon tidak valid')),
    password: required(
      v.pipe(
        v.string(REQUIRED_ALL),
        v.nonEmpty(REQUIRED_ALL),
        v.maxLength(200, 'Password terlalu panjang'),
        v.minLength(8, 'Password minimal 8 karakter'),
        v.check(passwordLetterAndDigit, 'Password harus mengandung minimal 1 huruf dan 1 angka'),
      ),
    ),
    confirmPassword: required(v.pipe(v.string(REQUIRED_ALL), v.nonEmpty(REQUIRED_ALL))),
    nama_pelatih: requiredText,
    id_dojang: v.pipe(
      v.optional(v.union([v.number(), v.string()], REQUIRED_ALL), ''),
      v.check((x) => String(x).trim() !== '', REQUIRED_ALL),
      v.transform((x) => (typeof x === 'number' ? x : /^\d+$/.test(x.trim()) ? Number(x) : NaN)),
      v.integer('Dojang tidak valid'),
      v.minValue(1, 'Dojang tidak valid'),
      v.maxValue(2_147_483_647, 'Dojang tidak valid'),
    ),
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      (i) => i.password === i.confirmPassword,
      'Password dan konfirmasi password tidak sama',
    ),
    ['confirmPassword'],
  ),
);
export type CoachRegisterInput = v.InferOutput<typeof coachRegisterSchema>;

const RESET_REQUIRED = 'Semua field harus diisi';

/** Step 1 of the reset: ask for a one-time code by email. */
export const resetCodeRequestSchema = v.object({
  email: v.pipe(
    v.string(RESET_REQUIRED),
    v.trim(),
    v.nonEmpty(RESET_REQUIRED),
    v.toLowerCase(),
    v.maxLength(254, EMAIL_MESSAGE),
    v.regex(EMAIL_REGEX, EMAIL_MESSAGE),
  ),
});

/** Password reset, plus the emailed 6-digit code that proves the account is yours. */
export const resetPasswordSchema = v.pipe(
  v.object({
    email: required(
      v.pipe(
        v.string(RESET_REQUIRED),
        v.trim(),
        v.nonEmpty(RESET_REQUIRED),
        v.toLowerCase(),
        v.maxLength(254, EMAIL_MESSAGE),
        v.regex(EMAIL_REGEX, EMAIL_MESSAGE),
      ),
    ),
    code: required(
      v.pipe(
        v.string('Kode verifikasi wajib diisi'),
        v.trim(),
        v.nonEmpty('Kode verifikasi wajib diisi'),
        v.regex(/^\d{6}$/, 'Kode verifikasi harus 6 digit angka'),
      ),
    ),
    newPassword: required(
      v.pipe(
        v.string(RESET_REQUIRED),
        v.nonEmpty(RESET_REQUIRED),
        v.maxLength(200, 'Password terlalu panjang'),
        v.minLength(8, 'Password baru minimal 8 karakter'),
      ),
    ),
    confirmNewPassword: required(v.pipe(v.string(RESET_REQUIRED), v.nonEmpty(RESET_REQUIRED))),
  }),
  v.forward(
    v.partialCheck(
      [['newPassword'], ['confirmNewPassword']],
      (i) => i.newPassword === i.confirmNewPassword,
      'Konfirmasi password baru tidak cocok',
    ),
    ['confirmNewPassword'],
  ),
  // Lists the letter-and-digit rule after the confirmation.
  v.forward(
    v.partialCheck(
      [['newPassword']],
      (i) => passwordLetterAndDigit(i.newPassword),
      'Password baru harus mengandung minimal satu huruf dan satu angka',
    ),
    ['newPassword'],
  ),
);
export type ResetPasswordInput = v.InferOutput<typeof resetPasswordSchema>;

export { trimmed };
