import * as v from 'valibot';
import {
  FOTO_KTP_RULE,
  SERTIFIKAT_SABUK_RULE,
  checkFile,
  fieldErrors,
  firstMessage,
  pelatihFilesSchema,
  pelatihProfileSchema,
  pelatihProfileUpdateSchema,
} from '../../../domain';
import { ApiError } from '../api-error';
import { useBusy } from '../use-busy';
import { getDb, type StoredFormField } from '../db';
import { enqueueWrite } from '../outbox';
import { currentUser } from '../session';
import { deliver } from '../sync/engine';
import { useCachedRecord, withPending } from '../use-cached-record';

export const PROFILE_KEY = 'pelatih:profile';
export const FILES_KEY = 'pelatih:files';

export function useProfile() {
  const isPelatih = currentUser()?.role === 'PELATIH';
  return withPending(useCachedRecord(isPelatih ? PROFILE_KEY : null, '/pelatih/profile', pelatihProfileSchema));
}

export function usePelatihFiles() {
  const isPelatih = currentUser()?.role === 'PELATIH';
  return useCachedRecord(isPelatih ? FILES_KEY : null, '/pelatih/files', pelatihFilesSchema);
}

/** The text update went through but the file upload was refused (spec 000 §7: the profile stays saved). */
export class UploadRejectedError extends ApiError {}

export interface SaveProfileInput {
  fields: Record<string, string | null | undefined>;
  foto_ktp?: File | null;
  sertifikat_sabuk?: File | null;
}

/**
 * Spec 000 §7: the text update first, then the upload when files were chosen — two outbox entries in
 * that order, so the profile is saved even if the upload is refused.
 */
export async function saveProfile(input: SaveProfileInput): Promise<{ queued: boolean }> {
  const user = currentUser();
  if (!user) throw new ApiError(401, 'Anda harus login terlebih dahulu');
  const parsed = v.safeParse(pelatihProfileUpdateSchema, input.fields);
  if (!parsed.success) throw new ApiError(400, firstMessage(parsed.issues), fieldErrors(parsed.issues));
  for (const [file, rule] of [[input.foto_ktp, FOTO_KTP_RULE], [input.sertifikat_sabuk, SERTIFIKAT_SABUK_RULE]] as const) {
    const problem = file ? checkFile(file, rule) : null;
    if (problem) throw new ApiError(400, problem);
  }
  const body = Object.fromEntries(Object.entries(parsed.output).filter(([, val]) => val !== undefined && val !== ''));
  const db = getDb();
  const profileEntry = await enqueueWrite(db, {
    method: 'PUT',
    path: '/pelatih/profile',
    body,
    ownerId: user.id_akun,
    label: 'Ubah profil pelatih',
    entityKey: PROFILE_KEY,
    patch: body,
  });
  const files: StoredFormField[] = [];
  if (input.foto_ktp) files.push({ name: 'foto_ktp', blob: input.foto_ktp, filename: input.foto_ktp.name });
  if (input.sertifikat_sabuk)
    files.push({ name: 'sertifikat_sabuk', blob: input.sertifikat_sabuk, filename: input.sertifikat_sabuk.name });
  const uploadEntry = files.length
    ? await enqueueWrite(db, {
        method: 'POST',
        path: '/pelatih/upload',
        files,
        ownerId: user.id_akun,
        label: 'Upload file pelatih',
        entityKey: FILES_KEY,
      })
    : null;
  const outcome = await deliver(profileEntry.id);
  if (typeof outcome === 'object') throw new ApiError(400, outcome.rejected);
  if (uploadEntry) {
    const uploaded = await deliver(uploadEntry.id);
    if (typeof uploaded === 'object') throw new UploadRejectedError(400, uploaded.rejected);
    if (uploaded === 'queued') return { queued: true };
  }
  return { queued: outcome === 'queued' };
}

export function useSaveProfile() {
  const [isSaving, save] = useBusy(saveProfile);
  return { isSaving, save };
}
