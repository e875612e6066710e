import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { NAMA_CADANGAN, type JenisCadangan } from '../../domain/schemas/sistem';
import { STORED_NAME, UPLOAD_FOLDERS } from '../uploads/store';

/** DATA_DIR/backups: the kept backups (daily and manual). */
export const folderCadangan = (dataDir: string) => path.join(dataDir, 'backups');
export const folderUploads = (dataDir: string) => path.join(dataDir, 'uploads');

export interface BerkasUnggahan {
  /** uploads/<folder>/<name>, the name inside the archive. */
  rel: string;
  full: string;
  ukuran: number;
}

const isMissing = (e: unknown) => (e as NodeJS.ErrnoException).code === 'ENOENT';

/** Every stored upload (the known folders, stored-name pattern only), in a stable order. */
export async function daftarUnggahan(dataDir: string): Promise<BerkasUnggahan[]> {
  const out: BerkasUnggahan[] = [];
  for (const folder of UPLOAD_FOLDERS) {
    const dir = path.join(folderUploads(dataDir), folder);
    let names: string[];
    try {
      names = await readdir(dir);
    } catch (e) {
      if (isMissing(e)) continue;
      throw e;
    }
    for (const name of names.filter((n) => STORED_NAME.test(n)).sort()) {
      const full = path.join(dir, name);
      const s = await stat(full).catch((e: unknown) => (isMissing(e) ? null : Promise.reject(e)));
      if (s?.isFile()) out.push({ rel: `uploads/${folder}/${name}`, full, ukuran: s.size });
    }
  }
  return out;
}

const WIB_MS = 7 * 3600 * 1000;
const two = (n: number) => String(n).padStart(2, '0');

/** YYYYMMDD-HHmmss in WIB (UTC+7, no daylight saving). */
export function capWaktuWib(at: Date): string {
  const w = new Date(at.getTime() + WIB_MS);
  return (
    `${w.getUTCFullYear()}${two(w.getUTCMonth() + 1)}${two(w.getUTCDate())}-` +
    `${two(w.getUTCHours())}${two(w.getUTCMinutes())}${two(w.getUTCSeconds())}`
  );
}

/** The instant a backup name was stamped with. */
export function waktuDariNama(nama: string): Date | null {
  const m = /-(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})\.tar\.gz$/.exec(nama);
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m.map(Number) as [number, number, number, number, number, number, number];
  return new Date(Date.UTC(y, mo - 1, d, h, mi, s) - WIB_MS);
}

export const namaCadangan = (jenis: JenisCadangan, at: Date) => `arena-${jenis}-${capWaktuWib(at)}.tar.gz`;

export interface BerkasCadangan {
  nama: string;
  jenis: JenisCadangan;
  full: string;
  ukuran: number;
  waktu: Date;
}

/** Kept backups, newest first. */
export async function daftarBerkasCadangan(dataDir: string): Promise<BerkasCadangan[]> {
  let names: string[];
  try {
    names = await readdir(folderCadangan(dataDir));
  } catch (e) {
    if (isMissing(e)) return [];
    throw e;
  }
  const out: BerkasCadangan[] = [];
  for (const nama of names.filter((n) => NAMA_CADANGAN.test(n))) {
    const full = path.join(folderCadangan(dataDir), nama);
    const s = await stat(full).catch(() => null);
    const waktu = waktuDariNama(nama);
    if (!s?.isFile() || !waktu) continue;
    out.push({ nama, jenis: nama.startsWith('arena-harian-') ? 'harian' : 'manual', full, ukuran: s.size, waktu });
  }
  return out.sort((a, b) => b.waktu.getTime() - a.waktu.getTime() || b.nama.localeCompare(a.nama));
}

/**
 * At start: leftovers of a backup, export, upload or restore cut short by a stop (temp files, staging
 * folders). A staging folder is kept when DATA_DIR/uploads is missing: it may hold the only copy of the files.
 */
export async function bersihkanSisa(dataDir: string): Promise<void> {
  const uploadsAda = await stat(folderUploads(dataDir)).then(
    () => true,
    () => false,
  );
  const top = await readdir(dataDir).catch(() => [] as string[]);
  for (const n of top) {
    if (/^\.unggah-[0-9a-f]+\.tar\.gz$/.test(n) || (uploadsAda && /^\.pulihkan-[0-9a-f]+$/.test(n))) {
      await rm(path.join(dataDir, n), { recursive: true, force: true });
    }
  }
  const backups = await readdir(folderCadangan(dataDir)).catch(() => [] as string[]);
  for (const n of backups) {
    if (/^\..+\.tmp$/.test(n) || /^\.ekspor-[0-9a-f]+\.json$/.test(n)) await rm(path.join(folderCadangan(dataDir), n), { force: true });
  }
}
