import { ApiError } from '../../data/api-error';
import {
  coachRegisterSchema,
  loginSchema,
  resetCodeRequestSchema,
  resetPasswordSchema,
  type CoachRegisterInput,
  type LoginInput,
  type ResetPasswordInput,
} from '../../../domain/schemas/auth';
import { dojangRegisterSchema, type DojangRegisterInput } from '../../../domain/schemas/dojang';
import { firstMessage } from '../../../domain/schemas/common';
import { checkForm as check, firstField, pickFields, type Checked, type FieldErrorsOf } from '../../ui/form/field-errors';

export { firstField, pickFields, type Checked, type FieldErrorsOf };

/**
 * The four guest forms: which message goes under which field, for a failed check on
 * submit and for a refusal from the server. Every text is the spec's (or the server's) own.
 */

export const LOGIN_FIELDS = ['email', 'password'] as const;
/** In the order they appear on screen, so the first error is the first field a person meets. */
export const COACH_FIELDS = ['nama_pelatih', 'email', 'no_telp', 'nik', 'id_dojang', 'password', 'confirmPassword'] as const;
export const DOJANG_FIELDS = ['logo', 'nama_dojang', 'email', 'no_telp', 'provinsi', 'kota', 'negara'] as const;
export const RESET_FIELDS = ['email', 'code', 'newPassword', 'confirmNewPassword'] as const;

export type LoginField = (typeof LOGIN_FIELDS)[number];
export type CoachField = (typeof COACH_FIELDS)[number];
export type DojangField = (typeof DOJANG_FIELDS)[number];
export type ResetField = (typeof RESET_FIELDS)[number];

export const COACH_REQUIRED = 'Semua field harus terisi terlebih dahulu';

export function checkLogin(values: Record<LoginField, string>): Checked<LoginInput, LoginField> {
  return check(loginSchema, LOGIN_FIELDS, values);
}

/** An empty field is reported first ('all fields required' before the format rules). */
export function checkCoachRegister(values: Record<CoachField, string>): Checked<CoachRegisterInput, CoachField> {
  const anyEmpty = COACH_FIELDS.some((f) => !values[f].trim());
  return check(coachRegisterSchema, COACH_FIELDS, values, (issues) => (anyEmpty ? COACH_REQUIRED : firstMessage(issues)));
}

export function checkDojangRegister(values: Record<Exclude<DojangField, 'logo'>, string>): Checked<DojangRegisterInput, DojangField> {
  return check(dojangRegisterSchema, DOJANG_FIELDS, values);
}

export function checkReset(values: Record<ResetField, string>): Checked<ResetPasswordInput, ResetField> {
  return check(resetPasswordSchema, RESET_FIELDS, values);
}

/** Step 1 of the reset (ask for the code): only the email is checked. */
export function checkResetCodeRequest(email: string): Checked<{ email: string }, 'email'> {
  return check(resetCodeRequestSchema, ['email'] as const, { email });
}

/** Refusals without an `errors` map that are about one field, by their code. */
const KODE_FIELDS: Readonly<Record<string, string>> = {
  email_terdaftar: 'email',
  dojang_sudah_punya_pelatih: 'id_dojang',
  kode_salah: 'code',
};

/** The same for an answer without a code (a server from before codes): by its message alone. */
const MESSAGE_FIELDS: Readonly<Record<string, string>> = {
  'Email sudah terdaftar': 'email',
  'Dojang ini sudah memiliki pelatih': 'id_dojang',
  'Dojang tidak ditemukan': 'id_dojang',
  'Kode verifikasi salah atau sudah kedaluwarsa': 'code',
};

/**
 * A refusal's messages placed under the fields they name: the answer's `errors` map first, else `shown`
 * (the text the form shows for the refusal, its toast) under the field its raw message is known to belong
 * to, or that `shownField` recognises in the shown text (e.g. a translated reset message).
 */
export function refusalFieldErrors<K extends string>(
  fields: readonly K[],
  err: unknown,
  shown: string,
  shownField?: (shown: string, err: unknown) => K | undefined,
): FieldErrorsOf<K> {
  const fromMap = err instanceof ApiError ? pickFields(fields, err.errors) : {};
  if (firstField(fields, fromMap)) return fromMap;
  const raw = err instanceof Error ? err.message : '';
  const kode = err instanceof ApiError ? err.kode : undefined;
  const named =
    kode !== undefined
      ? KODE_FIELDS[kode]
      : (MESSAGE_FIELDS[raw] ?? (raw.includes('Unique constraint failed') && raw.includes('id_dojang') ? 'id_dojang' : undefined));
  const field = fields.find((f) => f === named) ?? shownField?.(shown, err);
  return field ? ({ [field]: shown } as FieldErrorsOf<K>) : {};
}

/** Reset rows that are about one field. */
export function resetShownField(shown: string): ResetField | undefined {
  if (shown === 'Email tidak terdaftar dalam sistem') return 'email';
  if (shown === 'Konfirmasi password tidak cocok') return 'confirmNewPassword';
  return undefined;
}

/** 413 on the dojang form is the logo (the only file in it). */
export function dojangShownField(_shown: string, err: unknown): DojangField | undefined {
  return err instanceof ApiError && err.status === 413 ? 'logo' : undefined;
}
