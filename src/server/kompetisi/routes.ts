import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/env';
import { sendJsonAnswer } from '../http/json-answer';
import { publicRevalidate } from '../http/revalidate';
import { parseId } from '../http/validate';
import { mountKompetisiAdmin } from './admin-routes';
import { kompetisiDojangRoutes } from './dojang-peserta';
import { jawabanDaftar, jawabanDetail } from './publik';

/**
 * Public competition list and detail (README, API): every column, including the committee contact
 * (kontak_*) and the transfer account (bank_*) the event site publishes, and kuota; the detail also carries
 * its kelas_kejuaraan. Built once for every visitor, sent with an ETag (304) and gzip.
 */
export function kompetisiRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();

  r.get('/', publicRevalidate, async (c) => sendJsonAnswer(c, await jawabanDaftar(deps)));
  r.get('/:id', publicRevalidate, async (c) => sendJsonAnswer(c, await jawabanDetail(deps, parseId(c.req.param('id')))));
  mountKompetisiAdmin(r, deps);
  r.route('/', kompetisiDojangRoutes(deps.db));
  return r;
}
