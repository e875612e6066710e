import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { FILE_NAME_MAX, FILE_NAME_TOO_LONG, type FileRule } from '../../domain/schemas/files';
import { bacaLalu } from '../berkas-aman/baca';
import { dekripsiBerkas, enkripsiBerkas, terenkripsi } from '../berkas-aman/format';
import { IngatanFoto, byteIngatanFoto } from '../berkas-aman/ingatan-foto';
import { kunciBerkas } from '../berkas-aman/kunci-berkas';
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
  'atlet/pas_foto_kartu',
] as const;
export type UploadFolder = (typeof UPLOAD_FOLDERS)[number];

/**
 * Stored as they came: a dojang's logo is shown to everyone (event site, public brackets, the hall screen) and
 * served with a year's public cache; it is an organisation's mark, not a person's data. Every other folder holds
 * identity papers, photos of people or payment proofs: stored encrypted (src/server/berkas-aman/format.ts).
 */
export const FOLDER_PUBLIK: readonly UploadFolder[] = ['dojang/logos'];
export const folderPribadi = (folder: UploadFolder) => !FOLDER_PUBLIK.includes(folder);

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

/** The bytes as stored: encrypted with dataDir's server key in a private folder. */
const bentukSimpan = (dataDir: string, folder: UploadFolder, bytes: Uint8Array) =>
  folderPribadi(folder) ? enkripsiBerkas(bytes, kunciBerkas(dataDir)) : bytes;

/** Writes a checked file under a generated name and returns that name. */
export async function storeUpload(dataDir: string, folder: UploadFolder, file: CheckedFile): Promise<string> {
  const name = `${randomBytes(16).toString('hex')}.${file.ext}`;
  await mkdir(path.join(dataDir, 'uploads', folder), { recursive: true });
  await writeFile(uploadPath(dataDir, folder, name), bentukSimpan(dataDir, folder, file.bytes), { flag: 'wx' });
  return name;
}

/** Writes (or replaces, atomically) a file under a name another server chose (a hub's copy of the central server's files). */
export async function tulisUpload(dataDir: string, folder: UploadFolder, name: string, bytes: Uint8Array): Promise<void> {
  const full = uploadPath(dataDir, folder, name);
  await mkdir(path.dirname(full), { recursive: true });
  const tmp = `${full}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(tmp, bentukSimpan(dataDir, folder, bytes));
  await rename(tmp, full);
  ingatanFoto.lupakan(full);
}

/** Athletes' photos: the only private files kept decrypted in memory between views (berkas-aman/ingatan-foto.ts). */
const FOLDER_FOTO: readonly UploadFolder[] = ['atlet/pas_foto', 'atlet/pas_foto_kartu'];
export const ingatanFoto = new IngatanFoto(byteIngatanFoto());

/** The content and whether it was decrypted. */
const bacaTersimpan = (dataDir: string, full: string) =>
  bacaLalu(full, (stored) =>
    terenkripsi(stored) ? { isi: dekripsiBerkas(stored, kunciBerkas(dataDir)), simpan: true } : { isi: Buffer.from(stored), simpan: false },
  );

/**
 * A stored file's content, the one way every reader gets it (serving, the hub's copy, exports): decrypted with
 * dataDir's server key; a plain file from before encryption is returned as it is. Throws ENOENT when missing
 * and KunciTidakCocok when another key wrapped it (a backup restored from a server with another key).
 */
export function bacaUpload(dataDir: string, folder: UploadFolder, name: string): Promise<Buffer> {
  const full = uploadPath(dataDir, folder, name);
  if (!FOLDER_FOTO.includes(folder)) return bacaTersimpan(dataDir, full).then((b) => b.isi);
  return ingatanFoto.ambil(full, () => bacaTersimpan(dataDir, full));
}

/** Removes a stored file; a missing file or an odd legacy name is ignored. */
export async function removeUpload(dataDir: string, folder: UploadFolder, name: string | null | undefined): Promise<void> {
  if (!name || !STORED_NAME.test(name)) return;
  // A pas foto's card-size copy (uploads/foto-kartu.ts) goes with it.
  for (const f of folder === 'atlet/pas_foto' ? [folder, 'atlet/pas_foto_kartu' as const] : [folder]) {
    const full = uploadPath(dataDir, f, name);
    await rm(full, { force: true });
    ingatanFoto.lupakan(full);
  }
}

export const uploadUrl = (folder: UploadFolder, name: string | null | undefined) => (name ? `/uploads/${folder}/${name}` : null);
