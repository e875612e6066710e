import * as v from 'valibot';
import { fieldErrors, firstMessage } from '../../../domain/schemas/common';

/** One message per field of a form, for the fields that have one. */
export type FieldErrorsOf<K extends string> = Partial<Record<K, string>>;

/** A submit check: the parsed input, or the message under each field plus the one toast of this tap. */
export type Checked<T, K extends string> = { ok: true; output: T } | { ok: false; errors: FieldErrorsOf<K>; toast: string };

/** Keeps the known fields of a `{ field: message }` map, in screen order. */
export function pickFields<K extends string>(fields: readonly K[], errors: Readonly<Record<string, string>> | undefined): FieldErrorsOf<K> {
  const out: FieldErrorsOf<K> = {};
  for (const field of fields) {
    const message = errors?.[field];
    if (message) out[field] = message;
  }
  return out;
}

/** The first field (screen order) that has a message. */
export function firstField<K extends string>(fields: readonly K[], errors: FieldErrorsOf<K>): K | undefined {
  return fields.find((f) => errors[f]);
}

/** Checks a form's values with its domain schema: the output, or each field's message and the first as the toast. */
export function checkForm<T, K extends string>(
  schema: v.GenericSchema<unknown, T>,
  fields: readonly K[],
  values: unknown,
  toast?: (issues: readonly v.BaseIssue<unknown>[]) => string,
): Checked<T, K> {
  const parsed = v.safeParse(schema, values);
  if (parsed.success) return { ok: true, output: parsed.output };
  return {
    ok: false,
    errors: pickFields(fields, fieldErrors(parsed.issues)),
    toast: toast?.(parsed.issues) ?? firstMessage(parsed.issues),
  };
}
