import { ApiError } from '../../data/api-error';
import { EMAIL_MESSAGE } from '../../../domain/schemas/common';
import { dojangUpdateSchema, type DojangUpdateInput } from '../../../domain/schemas/dojang';
import { FILE_NAME_TOO_LONG, LOGO_RULE } from '../../../domain/schemas/files';
import { checkForm, firstField, pickFields, type Checked, type FieldErrorsOf } from '../../ui/form/field-errors';
import type { DojangValues } from './useDojangForm';

/** The dojang page's fields in screen order (the logo first), so the first message is the first field met. */
export const DOJANG_EDIT_FIELDS = [
  'logo',
  'nama_dojang',
  'email',
  'no_telp',
  'negara',
  'provinsi',
  'kota',
  'kecamatan',
  'kelurahan',
  'alamat',
] as const;
export type DojangEditField = (typeof DOJANG_EDIT_FIELDS)[number];

/** 'Dojang edit' as the server checks it: a name sent blank is refused, never kept silently. */
export function checkDojangEdit(values: DojangValues): Checked<DojangUpdateInput, DojangEditField> {
  return checkForm(dojangUpdateSchema, DOJANG_EDIT_FIELDS, values);
}

/** Refusals that arrive as a message only (the outbox keeps the server's message): the field each one is about. */
const MESSAGE_FIELDS: Readonly<Record<string, DojangEditField>> = {
  'Nama dojang harus diisi': 'nama_dojang',
  'Nama dojang minimal 3 karakter': 'nama_dojang',
  'Nama dojang maksimal 100 karakter': 'nama_dojang',
  [EMAIL_MESSAGE]: 'email',
  'Format nomor HP tidak valid (8-20 digit)': 'no_telp',
  [LOGO_RULE.tooBig]: 'logo',
  [LOGO_RULE.badType]: 'logo',
  [FILE_NAME_TOO_LONG]: 'logo',
  'Ukuran logo maksimal 5MB': 'logo',
};

/** A refused save's messages under the fields they name; `shown` is the text the page shows for it (its toast). */
export function dojangRefusalErrors(err: unknown, shown: string): FieldErrorsOf<DojangEditField> {
  const fromMap = err instanceof ApiError ? pickFields(DOJANG_EDIT_FIELDS, err.errors) : {};
  if (firstField(DOJANG_EDIT_FIELDS, fromMap)) return fromMap;
  if (err instanceof ApiError && err.status === 413) return { logo: shown };
  const field = MESSAGE_FIELDS[err instanceof Error ? err.message : ''];
  return field ? { [field]: shown } : {};
}
