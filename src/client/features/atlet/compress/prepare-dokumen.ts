import { checkFile, type FileRule } from '../../../../domain/schemas/files';
import type { AtletDokumen } from '../../../../domain/schemas/atlet-files';
import { ApiError } from '../../../data/api-error';
import { compressDokumen } from './compress-dokumen';
import { SNIFF_BYTES, sniffMime } from '../../../ui/form/sniff-mime';

export const FILE_TIDAK_DITEMUKAN = 'File tidak ditemukan';

/** The type a chosen file really has, judged by its first bytes against the rule; else the rule's message. */
export function dokumenType(head: Uint8Array, rule: FileRule): { type: string } | { error: string } {
  const type = sniffMime(head);
  return type && rule.mimes.includes(type) ? { type } : { error: rule.badType };
}

async function readHead(file: File): Promise<Uint8Array> {
  try {
    return new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  } catch {
    // The picker handed a file that is gone or unreadable (moved, revoked cloud file, permission lost).
    throw new ApiError(400, FILE_TIDAK_DITEMUKAN);
  }
}

/**
 * A document as soon as it is chosen: readable, of an allowed type, compressed when it
 * is an image, and then within the per-file limit. Throws ApiError(400, message) otherwise.
 */
export async function prepareDokumen(
  file: File,
  kind: AtletDokumen,
  rule: FileRule,
  onProgress?: (percent: number) => void,
): Promise<File> {
  const judged = dokumenType(await readHead(file), rule);
  if ('error' in judged) throw new ApiError(400, judged.error);
  const typed = judged.type === file.type ? file : new File([file], file.name, { type: judged.type, lastModified: file.lastModified });
  const result = await compressDokumen(typed, kind, onProgress);
  const problem = checkFile(result, rule);
  if (problem) throw new ApiError(400, problem);
  return result;
}
