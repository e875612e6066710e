import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { SISTEM_MSG, type HasilPulihkan } from '../../domain/schemas/sistem';
import { ANY_CHANGE } from '../feed/feed';
import type { AppDeps } from '../http/env';
import { catatSistem } from './aktivitas';
import { bacaArsip, PemulihanDibatalkan } from './baca-arsip';
import { terapkanArsip, type Pelaku } from './terapkan';
import { gagalSistem } from './tolak';

/** A restore whose request went away: logged, nothing changed; the answer (400) reaches no one. */
export async function batal(deps: AppDeps, pelaku: Pelaku): Promise<never> {
  await catatSistem(
    deps.db,
    pelaku,
    'PULIHKAN_DIBATALKAN',
    'Pemulihan dibatalkan: permintaan terputus sebelum selesai; data tidak diubah',
  ).catch(() => undefined);
  throw gagalSistem('pemulihan_dibatalkan', SISTEM_MSG.dibatalkan);
}

/**
 * Restores from a backup file on disk: reads and checks it into a staging folder under DATA_DIR (same disk,
 * so the uploads can be swapped by renaming), applies it, clears the read cache. A bad archive changes nothing;
 * neither does one whose request is gone (`signal`) before the data is committed. The caller holds the
 * restore lock (selamaPemulihan).
 */
export async function pulihkanDariBerkas(deps: AppDeps, file: string, pelaku: Pelaku, signal?: AbortSignal): Promise<HasilPulihkan> {
  const staging = path.join(deps.dataDir, `.pulihkan-${randomBytes(6).toString('hex')}`);
  try {
    const arsip = await bacaArsip(deps.db, file, staging, signal);
    const baris = await terapkanArsip(deps, arsip, pelaku, signal);
    return { tabel: arsip.manifest.tabel.length, baris, berkas: arsip.berkas, dibuat_pada: arsip.manifest.dibuat_pada };
  } catch (e) {
    if (!(e instanceof PemulihanDibatalkan)) throw e;
    return await batal(deps, pelaku);
  } finally {
    // Sessions, settings and every cached answer changed under the cache, in every server process (the
    // uploaded restore is not under the API's publishWrites).
    await deps.feed.publish(ANY_CHANGE);
    await rm(staging, { recursive: true, force: true });
  }
}
