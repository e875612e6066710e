import type { Context } from 'hono';
import { ATLET_DOKUMEN, checkTotalSize, hapusDokumenSchema, type AtletDokumen } from '../../domain/schemas/atlet-files';
import type { FileRule } from '../../domain/schemas/files';
import { ApiError, gagalUmum } from '../http/api-error';
import { bodyFile } from '../http/body';
import type { AppEnv } from '../http/env';
import { parseInput } from '../http/validate';
import { simpanFotoKartu } from '../uploads/foto-kartu';
import { checkUpload, removeUpload, storeUpload, type CheckedFile } from '../uploads/store';

export type Dokumen<T> = Partial<Record<AtletDokumen, T>>;

export const folderOf = (kind: AtletDokumen) => `atlet/${kind}` as const;

/** The document files of a multipart body (an empty file counts as absent). */
export function dokumenBody(c: Context<AppEnv>): Dokumen<File> {
  const files: Dokumen<File> = {};
  for (const kind of ATLET_DOKUMEN) {
    const f = bodyFile(c, kind);
    if (f) files[kind] = f;
  }
  return files;
}

/**
 * The documents of a request, checked by sniffed content against `rules` before anything is written (the
 * route's parsing). With `totalCheck` (add) the 8MB total is checked first, so four files just over 2MB each
 * get the total message.
 */
export async function checkDokumen(
  files: Dokumen<File>,
  rules: Record<AtletDokumen, FileRule>,
  totalCheck: boolean,
): Promise<Dokumen<CheckedFile>> {
  if (totalCheck) {
    const tooBig = checkTotalSize(Object.values(files).map((f) => f.size));
    if (tooBig) throw gagalUmum('terlalu_besar', tooBig);
  }
  const checked: Dokumen<CheckedFile> = {};
  for (const [kind, file] of Object.entries(files) as [AtletDokumen, File][]) {
    try {
      checked[kind] = await checkUpload(file, rules[kind]);
    } catch (e) {
      if (e instanceof ApiError) throw new ApiError(e.status, e.message, { [kind]: e.message }, e.kode);
      throw e;
    }
  }
  return checked;
}

/** Kinds whose `hapus_<kind>` text field asks to remove the stored document ('1' or 'true'). */
export function hapusRequested(fields: Record<string, unknown>): Set<AtletDokumen> {
  const flags = parseInput(hapusDokumenSchema, fields);
  return new Set(ATLET_DOKUMEN.filter((kind) => ['1', 'true'].includes(flags[`hapus_${kind}`] ?? '')));
}

export async function storeDokumen(dataDir: string, checked: Dokumen<CheckedFile>): Promise<Dokumen<string>> {
  const stored: Dokumen<string> = {};
  try {
    for (const [kind, file] of Object.entries(checked) as [AtletDokumen, CheckedFile][]) {
      stored[kind] = await storeUpload(dataDir, folderOf(kind), file);
      // Its card-size copy for the venue hub; without one the photo itself serves.
      if (kind === 'pas_foto') await simpanFotoKartu(dataDir, stored[kind], file.bytes).catch(() => false);
    }
  } catch (e) {
    await removeDokumen(dataDir, stored);
    throw e;
  }
  return stored;
}

export async function removeDokumen(dataDir: string, names: Dokumen<string | null>): Promise<void> {
  for (const [kind, name] of Object.entries(names) as [AtletDokumen, string | null][]) {
    await removeUpload(dataDir, folderOf(kind), name);
  }
}
