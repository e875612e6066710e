import { ApiError, serverMessage } from '../../../data/api-error';
import { UploadRejectedError } from '../../../data/profil';
import { FOTO_KTP_RULE, SERTIFIKAT_SABUK_RULE, checkFile } from '../../../../domain/schemas/files';
import { PELATIH_MSG, pelatihProfileUpdateSchema } from '../../../../domain/schemas/pelatih';
import { checkForm, firstField, pickFields, type FieldErrorsOf } from '../../../ui/form/field-errors';
import { valuesToFields, type ProfileValues } from './useProfileForm';

/** The settings form's fields in screen order, the two uploads last. */
export const PROFILE_FIELDS = [
  'nik',
  'nama_pelatih',
  'no_telp',
  'tanggal_lahir',
  'jenis_kelamin',
  'provinsi',
  'kota',
  'alamat',
  'foto_ktp',
  'sertifikat_sabuk',
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
export type ProfileFiles = { foto_ktp: File | null; sertifikat_sabuk: File | null };

export type ProfileCheck = { ok: true; fields: Record<string, string> } | { ok: false; errors: FieldErrorsOf<ProfileField>; toast: string };

/** Before anything is sent: the text as the server checks it (trimmed, empties left out) and the chosen files. */
export function checkProfile(values: ProfileValues, files: ProfileFiles): ProfileCheck {
  const fields = valuesToFields(values);
  const text = checkForm(pelatihProfileUpdateSchema, PROFILE_FIELDS, fields);
  const errors: FieldErrorsOf<ProfileField> = text.ok ? {} : { ...text.errors };
  const ktp = files.foto_ktp && checkFile(files.foto_ktp, FOTO_KTP_RULE);
  const sabuk = files.sertifikat_sabuk && checkFile(files.sertifikat_sabuk, SERTIFIKAT_SABUK_RULE);
  if (ktp) errors.foto_ktp = ktp;
  if (sabuk) errors.sertifikat_sabuk = sabuk;
  const first = firstField(PROFILE_FIELDS, errors);
  if (!first) return { ok: true, fields };
  return { ok: false, errors, toast: errors[first] ?? (text.ok ? '' : text.toast) };
}

/** Text refusals that arrive as a message only: the field each one is about. */
const MESSAGE_FIELDS: Readonly<Record<string, ProfileField>> = {
  [PELATIH_MSG.nikFormat]: 'nik',
  [PELATIH_MSG.telpFormat]: 'no_telp',
  [PELATIH_MSG.tanggalTidakValid]: 'tanggal_lahir',
  [PELATIH_MSG.masaDepan]: 'tanggal_lahir',
  'Jenis kelamin tidak valid': 'jenis_kelamin',
  [FOTO_KTP_RULE.badType]: 'foto_ktp',
  [SERTIFIKAT_SABUK_RULE.badType]: 'sertifikat_sabuk',
};
const FILE_FIELDS = ['foto_ktp', 'sertifikat_sabuk'] as const;

export interface ProfileRefusal {
  errors: FieldErrorsOf<ProfileField>;
  /** The submit's one toast. */
  toast: string;
  /** Shown in the form when no field is named. */
  banner: string | null;
  /** The text was saved but the upload refused: stay in edit mode with the chosen files. */
  uploadOnly: boolean;
}

/** A refused save: the toast, and the message under the field it names. */
export function profileRefusal(err: unknown, chosen: ProfileFiles): ProfileRefusal {
  const uploadOnly = err instanceof UploadRejectedError;
  let toast: string;
  if (uploadOnly) toast = serverMessage(err) || (err.status === 413 ? 'File terlalu besar. Maksimal 5MB.' : 'Upload file gagal');
  else if (err instanceof ApiError) toast = serverMessage(err) || 'Gagal memperbarui profil';
  else toast = 'Pastikan semua data sudah sesuai';
  const errors = uploadOnly ? uploadErrors(err, toast, chosen) : textErrors(err, toast);
  return { errors, toast, banner: firstField(PROFILE_FIELDS, errors) ? null : toast, uploadOnly };
}

function textErrors(err: unknown, toast: string): FieldErrorsOf<ProfileField> {
  if (!(err instanceof ApiError)) return {};
  const fromMap = pickFields(PROFILE_FIELDS, err.errors);
  if (firstField(PROFILE_FIELDS, fromMap)) return fromMap;
  const field = MESSAGE_FIELDS[err.message];
  return field ? { [field]: toast } : {};
}

function uploadErrors(err: ApiError, toast: string, chosen: ProfileFiles): FieldErrorsOf<ProfileField> {
  const fromMap = pickFields(FILE_FIELDS, err.errors);
  if (firstField(FILE_FIELDS, fromMap)) return fromMap;
  const named = MESSAGE_FIELDS[err.message];
  if (named === 'foto_ktp' || named === 'sertifikat_sabuk') return { [named]: toast };
  // A message that fits either upload (size, name, 413) belongs to the one chosen, if only one was.
  const picked = FILE_FIELDS.filter((f) => chosen[f]);
  return picked.length === 1 ? { [picked[0]]: toast } : {};
}

/** The success of one submit, in one toast: the profile, and the files when some were uploaded. */
export function profileSavedLines(hadFiles: boolean): string[] {
  return hadFiles ? ['Profil berhasil diperbarui', 'File berhasil diupload'] : ['Profil berhasil diperbarui'];
}
