import * as v from 'valibot';
import { ATLET_FIELDS, atletCreateSchema, type AtletField } from '../../../../domain/schemas/atlet';
import { fieldErrors } from '../../../../domain/schemas/common';

/** The text fields POST /atlet (id_dojang and the coach id are stamped by the server). */
export type AtletFormValues = Record<AtletField, string>;
export type AtletFormErrors = Partial<Record<AtletField, string>>;

export const EMPTY_ATLET_FORM: AtletFormValues = {
  ...(Object.fromEntries(ATLET_FIELDS.map((f) => [f, ''])) as AtletFormValues),
  kewarganegaraan: 'WNI',
};

const isFormField = (key: string): key is AtletField => (ATLET_FIELDS as readonly string[]).includes(key);

/** Field errors of a failed check keyed by form field; anything else is dropped. */
export function formErrorsFrom(errors: Record<string, string> | undefined): AtletFormErrors {
  const out: AtletFormErrors = {};
  for (const [key, message] of Object.entries(errors ?? {})) if (isFormField(key)) out[key] = message;
  return out;
}

/**
 * "Add athlete" on submit: the normalised fields to send ('41,5' kg → '41.5'), or the
 * message under each field.
 */
export function validateAtletForm(
  values: AtletFormValues,
): { ok: true; fields: Record<string, string> } | { ok: false; errors: AtletFormErrors } {
  const parsed = v.safeParse(atletCreateSchema, values);
  if (!parsed.success) return { ok: false, errors: formErrorsFrom(fieldErrors(parsed.issues)) };
  return { ok: true, fields: Object.fromEntries(Object.entries(parsed.output).map(([k, val]) => [k, String(val)])) };
}

/** A queued add's fields back into the form (correct and resend); unknown names are ignored. */
export function valuesFromQueued(fields: Record<string, string>): AtletFormValues {
  const out = { ...EMPTY_ATLET_FORM };
  for (const [key, value] of Object.entries(fields)) if (isFormField(key)) out[key] = key === 'tanggal_lahir' ? value.slice(0, 10) : value;
  return out;
}

/** KK/KTP is required from 17 on, by the exact age on the entered birth date (the domain's rule). */
export { ktpWajib } from '../../../../domain/atlet/ktp';
