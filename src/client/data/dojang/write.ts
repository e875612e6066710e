import * as v from 'valibot';
import { LOGO_RULE, checkFile, dojangUpdateSchema, fieldErrors, firstMessage } from '../../../domain';
import { ApiError } from '../api-error';
import { useBusy } from '../use-busy';
import { getDb, type StoredFormField } from '../db';
import { enqueueWrite } from '../outbox';
import { currentUser } from '../session';
import { deliver } from '../sync/engine';
import { dojangKey, jenisDojang } from '../profil/resource';

export interface SaveDojangInput {
  id_dojang: number;
  fields: Record<string, string | null | undefined>;
  logo?: File | null;
}

/** Saves the dojang edit through the outbox. */
export async function saveDojang(input: SaveDojangInput): Promise<{ queued: boolean }> {
  const user = currentUser();
  if (!user) throw new ApiError(401, 'Anda harus login dulu');
  const parsed = v.safeParse(dojangUpdateSchema, input.fields);
  if (!parsed.success) throw new ApiError(400, firstMessage(parsed.issues), fieldErrors(parsed.issues));
  if (input.logo) {
    const problem = checkFile(input.logo, LOGO_RULE);
    if (problem) throw new ApiError(400, problem);
  }
  const patch = Object.fromEntries(Object.entries(parsed.output).filter(([, val]) => val !== undefined));
  const files: StoredFormField[] = Object.entries(patch).map(([name, value]) => ({ name, value: String(value) }));
  if (input.logo) files.push({ name: 'logo', blob: input.logo, filename: input.logo.name });
  const entry = await enqueueWrite(getDb(), {
    method: 'PUT',
    path: `/dojang/${input.id_dojang}`,
    kind: jenisDojang.kind('ubah'),
    files,
    ownerId: user.id_akun,
    label: 'Ubah data dojang',
    entityKey: dojangKey(input.id_dojang),
    patch,
  });
  const outcome = await deliver(entry.id);
  if (typeof outcome === 'object') throw new ApiError(400, outcome.rejected, undefined, outcome.kode);
  return { queued: outcome === 'queued' };
}

export function useSaveDojang() {
  const [isSaving, save] = useBusy(saveDojang);
  return { isSaving, save };
}
