import { desc, eq } from 'drizzle-orm';
import { kompetisi } from '../db/schema';
import { gagalUmum } from '../http/api-error';
import type { AppDeps } from '../http/env';
import { jsonAnswer, type JsonAnswer } from '../http/json-answer';
import { kelasKompetisi } from '../kelas/query';
import { KOMPETISI_NOT_FOUND, select, toKompetisi } from './baris';

/** Built again at least this often where the read cache keeps it (every write through the API clears it at once). */
const KOMPETISI_CACHE_MS = 60_000;

/**
 * GET /kompetisi: every competition, the featured one first, then the newest — the event site's first call and
 * the same for every visitor, so one build serves them all (ReadCache.shared).
 */
export function jawabanDaftar(deps: AppDeps): Promise<JsonAnswer> {
  return deps.readCache.shared('kompetisi:daftar', KOMPETISI_CACHE_MS, async () => {
    const rows = await select(deps.db).orderBy(desc(kompetisi.is_featured), desc(kompetisi.tanggal_mulai), desc(kompetisi.id_kompetisi));
    return jsonAnswer({ success: true, data: rows.map(toKompetisi) });
  });
}

/** GET /kompetisi/{id}: the competition with its kelas_kejuaraan list (two queries, whatever the number of classes). */
export function jawabanDetail(deps: AppDeps, id_kompetisi: number): Promise<JsonAnswer> {
  return deps.readCache.shared(`kompetisi:${id_kompetisi}`, KOMPETISI_CACHE_MS, async () => {
    const [[row], kelas_kejuaraan] = await Promise.all([
      select(deps.db).where(eq(kompetisi.id_kompetisi, id_kompetisi)),
      kelasKompetisi(deps.db, id_kompetisi),
    ]);
    if (!row) throw gagalUmum('tidak_ditemukan', KOMPETISI_NOT_FOUND);
    return jsonAnswer({ success: true, data: { ...toKompetisi(row), kelas_kejuaraan } });
  });
}
