import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { HasilPulihkan } from '../../domain/schemas/sistem';
import type { AppDeps } from '../http/env';
import { bacaArsip } from './baca-arsip';
import { satuSatu } from './satu-satu';
import { terapkanArsip, type Pelaku } from './terapkan';

/**
 * Restores from a backup file on disk: reads and checks it into a staging folder under DATA_DIR (same disk,
 * so the uploads can be swapped by renaming), applies it, clears the read cache. A bad archive changes nothing.
 */
export function pulihkanDariBerkas(deps: AppDeps, file: string, pelaku: Pelaku): Promise<HasilPulihkan> {
  return satuSatu(deps.dataDir, async () => {
    const staging = path.join(deps.dataDir, `.pulihkan-${randomBytes(6).toString('hex')}`);
    try {
      const arsip = await bacaArsip(deps.db, file, staging);
      const baris = await terapkanArsip(deps.db, deps.dataDir, arsip, pelaku);
      return { tabel: arsip.manifest.tabel.length, baris, berkas: arsip.berkas, dibuat_pada: arsip.manifest.dibuat_pada };
    } finally {
      // Sessions, settings and every cached answer changed under the cache.
      deps.readCache.invalidate();
      await rm(staging, { recursive: true, force: true });
    }
  });
}
