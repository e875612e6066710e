import { KOMPRESI } from '../../../domain/schemas/atlet-files';
import { checkFile, type FileRule } from '../../../domain/schemas/files';
import { compressImage } from '../image/compress-image';
import { SNIFF_BYTES, sniffMime } from './sniff-mime';

export type Judged = { ok: true; file: File } | { ok: false; message: string };

/** Files whose first bytes were read and found to be an image: only these get a preview. */
const confirmedImages = new WeakSet<Blob>();

/**
 * A chosen file judged in one step by what it is (its first bytes, not its name or the browser's guess),
 * its size and its name, against the rule of its field. An image over 500 KB (a phone camera's 9 MB photo)
 * is first compressed on the device as the athlete documents are (1200 px, quality stepped down), so the
 * size rule applies to what would be sent; a smaller image and a PDF are kept byte for byte. An accepted
 * file carries the type read from its content, so a renamed file cannot pass as another kind; the server
 * checks again. Throws ApiError when the image cannot be processed.
 */
export async function judgeFile(file: File, rule: FileRule, onProgress?: (percent: number) => void): Promise<Judged> {
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  const type = sniffMime(head) ?? '';
  const image = type.startsWith('image/') && rule.mimes.includes(type);
  const typed = type === file.type ? file : new File([file], file.name, { type, lastModified: file.lastModified });
  const judged =
    image && file.size > KOMPRESI.targetBytes && checkFile({ name: file.name, size: 0, type }, rule) === null
      ? await compressImage(typed, KOMPRESI.targetBytes, onProgress)
      : typed;
  const problem = checkFile({ name: file.name, size: judged.size, type: judged.type }, rule);
  if (problem) return { ok: false, message: problem };
  if (image) confirmedImages.add(judged);
  return { ok: true, file: judged };
}

/** The file was judged to be an image by its content (a renamed text file never is). */
export function isConfirmedImage(file: Blob | null | undefined): boolean {
  return !!file && confirmedImages.has(file);
}

/** 'foto-ktp-pelatih-yang-sangat-panjang.png' → 'foto-ktp-pelat…panjang.png': the start and the extension stay. */
export function shortFileName(name: string, max = 28): string {
  if (name.length <= max) return name;
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 && name.length - dot <= 6 ? name.slice(dot) : '';
  const stem = name.slice(0, name.length - ext.length);
  const keep = max - ext.length - 1;
  const head = Math.ceil(keep * 0.6);
  return `${stem.slice(0, head)}…${stem.slice(stem.length - (keep - head))}${ext}`;
}

/** 12 KB / 1.4 MB. */
export function formatFileSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
