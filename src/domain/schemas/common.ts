import * as v from 'valibot';

/** Longest text any single form field may carry; protects the server from huge payloads. */
export const MAX_TEXT = 500;
export const TEXT_TOO_LONG = 'Teks terlalu panjang (maksimal 500 karakter)';

export const EMAIL_MESSAGE = 'Format email tidak valid';
/** Email-shaped: something@something.tld, no spaces. */
export const EMAIL_REGEX = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Phone coach registration and athlete: +62, 62 or 0 followed by 9 to 13 digits. */
export const PHONE_ID_REGEX = /^(\+62|62|0)\d{9,13}$/;

export const NIK_REGEX = /^\d{16}$/;

/** Strips non-digits and caps at 16 (NIK inputs). */
export function cleanNik(input: string): string {
  return input.replace(/\D/g, '').slice(0, 16);
}

export const BAD_CHARACTER = 'Teks mengandung karakter yang tidak valid';
/** A NUL character cannot be stored in a PostgreSQL text column. */
export const noNul = v.check<string, string>((s) => !s.includes('\u0000'), BAD_CHARACTER);

/** A trimmed string with the shared length cap. */
export const trimmed = v.pipe(v.string(), v.trim(), v.maxLength(MAX_TEXT, TEXT_TOO_LONG), noNul);

/** A trimmed optional string: '' and missing both become undefined. */
export const optionalTrimmed = v.pipe(
  v.optional(v.nullable(trimmed)),
  v.transform((s) => (s ? s : undefined)),
);

export const passwordLetterAndDigit = (s: string) => /[A-Za-z]/.test(s) && /\d/.test(s);

/** First issue's message of a failed valibot parse. */
export function firstMessage(issues: readonly v.BaseIssue<unknown>[]): string {
  return indonesian(issues[0]?.message);
}

/** valibot's own English defaults (wrong type, unknown shape) never reach a user. */
function indonesian(message: string | undefined): string {
  return !message || message.startsWith('Invalid ') ? 'Data tidak valid' : message;
}

/** Flattened field errors: first message per top-level key. */
export function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path?.map((p) => String(p.key)).join('.') || '_';
    if (!(key in out)) out[key] = indonesian(issue.message);
  }
  return out;
}

/** A field the form must send: a missing key reads as '' so the schema's own "required" message shows. */
export function required<S extends v.GenericSchema<string, unknown>>(schema: S) {
  return v.optional(schema, '');
}
