import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { FILE_NAME_MAX, FILE_NAME_TOO_LONG, type FileRule } from '../../domain/schemas/files';
import { gagalUmum } from '../http/api-error';

/** Upload folders (relative to ${DATA_DIR}/uploads); nothing outside this list is written or served. */
export const UPLOAD_FOLDERS = [
  'dojang/logos',
  'pelatih/ktp',
  'pelatih/sertifikat',
  'pelatih/BuktiTf',
  'atlet/akte_kelahiran',
  'atlet/pas_foto',
  'atlet/sertifikat_belt',
  'atlet/ktp',
] as const;
export type UploadFolder = (typeof UPLOAD_FOLDERS)[number];

export const STORED_NAME = /^[A-Za-z0-9_-]+\.[a-z0-9]+$/;

export const MIME_BY_EXT: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

export interface CheckedFile {
  bytes: Uint8Array;
  ext: string;
}

/** Size, name and sniffed content (magic bytes) against a rule; the browser's name and type are not trusted. */
export async function checkUpload(file: File, rule: FileRule): Promise<CheckedFile> {
  if (file.name.length > FILE_NAME_MAX) throw gagalUmum('validasi', FILE_NAME_TOO_LONG);
  if (file.size > rule.maxBytes) throw gagalUmum('terlalu_besar', rule.tooBig);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const sniffed = await fileTypeFromBuffer(bytes);
  if (!sniffed || !rule.mimes.includes(sniffed.mime) || !MIME_BY_EXT[sniffed.ext]) throw gagalUmum('validasi', rule.badType);
  return { bytes, ext: sniffed.ext };
}

export function uploadPath(dataDir: string, folder: UploadFolder, name: string): string {
  if (!STORED_NAME.test(name)) throw new Error(`unsafe upload name ${name}`);
  return path.join(dataDir, 'uploads', folder, name);
}

/** Writes a checked file under a generated name and returns that name. */
export async function storeUpload(dataDir: string, folder: UploadFolder, file: CheckedFile): Promise<string> {
  const name = `${randomBytes(16).toString('hex')}.${file.ext}`;
  await mkdir(path.join(dataDir, 'uploads', folder), { recursive: true });
  await writeFile(uploadPath(dataDir, folder, name), file.bytes, { flag: 'wx' });
  return name;
}

/** Removes a stored file; a missing file or an odd legacy name is ignored. */
export async function removeUpload(dataDir: string, folder: UploadFolder, name: string | null | undefined): Promise<void> {
  if (!name || !STORED_NAME.test(name)) return;
  await rm(uploadPath(dataDir, folder, name), { force: true });
}

export const uploadUrl = (folder: UploadFolder, name: string | null | undefined) => (name ? `/uploads/${folder}/${name}` : null);
