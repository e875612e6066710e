import { Hono } from 'hono';
import { todayWib } from '../../domain/atlet/umur';
import { adminStatsQuerySchema, kompetisiStatistikQuerySchema } from '../../domain/schemas/statistik';
import { rentangStatistik } from '../../domain/statistik/rentang';
import { sekaliJalan } from '../bagan/sekali-jalan';
import { STATUS_UMUM, dariTolak } from '../http/api-error';
import { izinkanPeran, pastikanBoleh } from '../http/akses';
import { currentAuth } from '../http/auth-middleware';
import type { AppDeps, AppEnv } from '../http/env';
import { jsonAnswer, sendJsonAnswer, type JsonAnswer } from '../http/json-answer';
import { parseId, parseInput } from '../http/validate';
import { adminStats } from './admin-stats';
import { bersama } from './bersama';
import { kompetisiStatistik } from './kompetisi-stats';

/**
 * A statistics answer is counted again at least this often, even without writes through the API (every write
 * clears it at once; only a write from outside the API, e.g. a scheduled job, can be this late).
 */
const STATISTIK_CACHE_MS = 10_000;

/**
 * Statistics: GET /admin/stats (ADMIN) and GET /kompetisi/{id}/statistik (ADMIN any competition,
 * ADMIN_KOMPETISI its own). Mounted on the API root with full paths and per-route guards, so nothing here runs
 * before another resource's routes. Answers are private and never stored by the browser; where the app's read
 * cache is on (PGlite, this process the only writer) one count serves every reader until the next write, else
 * readers arriving during a count share it (bersama).
 */
export function mountStatistik(api: Hono<AppEnv>, deps: AppDeps): void {
  const r = new Hono<AppEnv>();
  const cached = (key: string, load: () => Promise<JsonAnswer>) =>
    deps.readCache.enabled
      ? deps.readCache.get(key, STATISTIK_CACHE_MS, () => sekaliJalan(deps.readCache, key, load))
      : bersama(deps.db, key, load);

  r.get('/admin/stats', izinkanPeran('statistik.admin'), async (c) => {
    const query = parseInput(adminStatsQuerySchema, c.req.query());
    const today = todayWib();
    const rentang = rentangStatistik(query, today);
    if (!rentang.ok) throw dariTolak(STATUS_UMUM, rentang);
    const answer = await cached(`statistik:admin:${today}:${rentang.dari}:${rentang.sampai}`, async () =>
      jsonAnswer({ success: true, data: await adminStats(deps.db, rentang, today) }),
    );
    c.header('Cache-Control', 'private, no-store');
    return sendJsonAnswer(c, answer);
  });

  r.get('/kompetisi/:id/statistik', izinkanPeran('statistik.kompetisi'), async (c) => {
    const id = parseId(c.req.param('id'));
    pastikanBoleh(currentAuth(c).user, 'statistik.kompetisi', { id_kompetisi: id });
    const { top } = parseInput(kompetisiStatistikQuerySchema, c.req.query());
    const answer = await cached(`statistik:kompetisi:${id}:${top}`, async () =>
      jsonAnswer({ success: true, data: await kompetisiStatistik(deps.db, id, top) }),
    );
    c.header('Cache-Control', 'private, no-store');
    return sendJsonAnswer(c, answer);
  });

  api.route('/', r);
}
