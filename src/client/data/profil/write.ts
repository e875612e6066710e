import * as v from 'valibot';
import { FOTO_KTP_RULE, SERTIFIKAT_SABUK_RULE, checkFile, fieldErrors, firstMessage, pelatihProfileUpdateSchema } from '../../../domain';
import { ApiError } from '../api-error';
import { useBusy } from '../use-busy';
import { getDb, type StoredFormField } from '../db';
import { dismissEntry, enqueueWrite } from '../outbox';
import { currentUser } from '../session';
import { deliver } from '../sync/engine';
import { FILES_KEY, jenisPelatih, PROFILE_KEY } from './resource';

/** The text update went through but the file upload was refused (the profile stays saved). */
export class UploadRejectedError extends ApiError {}

export interface SaveProfileInput {
  fields: Record<string, string | null | undefined>;
  foto_ktp?: File | null;
  sertifikat_sabuk?: File | null;
}

/**
 * The text update first, then the upload when files were chosen. The upload is queued only
 * behind a text update that was not refused: a refused text update stops the save. A refusal met at once
 * is answered here (status and field errors kept) and leaves no entry behind in the sync list, since the
 * form shows it in place; an upload refused after the text was saved is an UploadRejectedError.
 */
export async function saveProfile(input: SaveProfileInput): Promise<{ queued: boolean }> {
  const user = currentUser();
  if (!user) throw new ApiError(401, 'Anda harus login terlebih dahulu');
  const parsed = v.safeParse(pelatihProfileUpdateSchema, input.fields);
  if (!parsed.success) throw new ApiError(400, firstMessage(parsed.issues), fieldErrors(parsed.issues));
  for (const [name, file, rule] of [
    ['foto_ktp', input.foto_ktp, FOTO_KTP_RULE],
    ['sertifikat_sabuk', input.sertifikat_sabuk, SERTIFIKAT_SABUK_RULE],
  ] as const) {
    const problem = file ? checkFile(file, rule) : null;
    if (problem) throw new ApiError(400, problem, { [name]: problem });
  }
  const body = Object.fromEntries(Object.entries(parsed.output).filter(([, val]) => val !== undefined && val !== ''));
  const db = getDb();
  const profileEntry = await enqueueWrite(db, {
    method: 'PUT',
    path: '/pelatih/profile',
    kind: jenisPelatih.kind('profil'),
    body,
    ownerId: user.id_akun,
    label: 'Ubah profil pelatih',
    entityKey: PROFILE_KEY,
    patch: body,
  });
  const outcome = await deliver(profileEntry.id);
  if (typeof outcome === 'object') throw await refusal(profileEntry.id, outcome.rejected, ApiError);
  const files: StoredFormField[] = [];
  if (input.foto_ktp) files.push({ name: 'foto_ktp', blob: input.foto_ktp, filename: input.foto_ktp.name });
  if (input.sertifikat_sabuk) files.push({ name: 'sertifikat_sabuk', blob: input.sertifikat_sabuk, filename: input.sertifikat_sabuk.name });
  if (files.length) {
    const uploadEntry = await enqueueWrite(db, {
      method: 'POST',
      path: '/pelatih/upload',
      kind: jenisPelatih.kind('unggah'),
      files,
      ownerId: user.id_akun,
      label: 'Upload file pelatih',
      entityKey: FILES_KEY,
      // Sent after the profile text, in its line.
      chain: PROFILE_KEY,
    });
    // Offline, the upload waits in the queue behind the text update.
    if (outcome === 'queued') return { queued: true };
    const uploaded = await deliver(uploadEntry.id);
    if (typeof uploaded === 'object') throw await refusal(uploadEntry.id, uploaded.rejected, UploadRejectedError);
    if (uploaded === 'queued') return { queued: true };
  }
  return { queued: outcome === 'queued' };
}

/** A write refused at once: its status and field errors as an error of `kind`, and the entry dropped. */
async function refusal(entryId: string, message: string, kind: typeof ApiError): Promise<ApiError> {
  const db = getDb();
  const entry = await db.outbox.get(entryId);
  await dismissEntry(db, entryId);
  return new kind(entry?.lastStatus ?? 400, message, entry?.lastErrors, entry?.lastKode);
}

export function useSaveProfile() {
  const [isSaving, save] = useBusy(saveProfile);
  return { isSaving, save };
}
