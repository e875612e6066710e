import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { STORED_NAME, UPLOAD_FOLDERS, folderPribadi, uploadPath, type UploadFolder } from '../uploads/store';

export interface BerkasPribadi {
  folder: UploadFolder;
  nama: string;
  full: string;
}

/** Every stored file of the private upload folders (stored-name pattern only). */
export async function daftarBerkasPribadi(dataDir: string): Promise<BerkasPribadi[]> {
  const out: BerkasPribadi[] = [];
  for (const folder of UPLOAD_FOLDERS.filter(folderPribadi)) {
    const names = await readdir(path.join(dataDir, 'uploads', folder)).catch((e: NodeJS.ErrnoException) =>
      e.code === 'ENOENT' ? [] : Promise.reject(e),
    );
    for (const nama of names.filter((n) => STORED_NAME.test(n)).sort()) out.push({ folder, nama, full: uploadPath(dataDir, folder, nama) });
  }
  return out;
}

/**
 * Replaces a stored file's bytes atomically (a temp file renamed over it), so a crash leaves the old or the new
 * file, never half of one. A file removed meanwhile (its athlete's document replaced) is not brought back.
 */
export async function gantiIsi(full: string, isi: Uint8Array): Promise<boolean> {
  const tmp = `${full}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(tmp, isi);
  if (!existsSync(full)) {
    await rm(tmp, { force: true });
    return false;
  }
  await rename(tmp, full);
  return true;
}
