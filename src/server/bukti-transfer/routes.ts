import { Hono, type Context } from 'hono';
import { and, eq } from 'drizzle-orm';
import { BUKTI_MSG, BUKTI_TRANSFER_RULE, buktiTransferQuerySchema, buktiTransferUploadSchema } from '../../domain/schemas/bukti-transfer';
import { buktiAdminQuerySchema, verifikasiSchema } from '../../domain/schemas/bukti-verifikasi';
import { buktiTransfer } from '../db/schema';
import { izinkanPeran, pastikanBoleh } from '../http/akses';
import { currentAuth, requireAuth } from '../http/auth-middleware';
import { bodyFields, bodyFile } from '../http/body';
import type { Db } from '../db/types';
import type { AppDeps, AppEnv } from '../http/env';
import { ok } from '../http/respond';
import { jawabTulis } from '../http/tulis';
import { parseId, parseInput } from '../http/validate';
import { checkUpload } from '../uploads/store';
import { listBuktiAdmin } from './admin-list';
import { listBukti } from './query';
import { STATUS_TOLAK, penolakBukti } from './tolak';
import { hapusBukti, unggahBukti } from './tulis';
import { verifikasiBukti } from './verifikasi';

/**
 * GET /bukti-transfer/ (ADMIN): the review queue, newest first — one competition (?id_kompetisi=), a
 * search by dojang or coach name, a review status; paged (page, limit ≤ 1000, default one page of
 * 1000), each proof with the dojang's invoice for its competition; meta counts the statuses.
 */
function listAll(db: Db) {
  return async (c: Context<AppEnv>) => {
    const { data, meta } = await listBuktiAdmin(db, parseInput(buktiAdminQuerySchema, c.req.query()));
    return c.json({ success: true, data, meta });
  };
}

/**
 * Mounts the routes on /bukti-transfer of `api`, plus the spec's GET /bukti-transfer/ with its trailing
 * slash (a sub-router's '/' only answers without it).
 */
export function mountBuktiTransfer(api: Hono<AppEnv>, deps: AppDeps): void {
  api.route('/bukti-transfer', buktiTransferRoutes(deps));
  api.get('/bukti-transfer/', izinkanPeran('bukti.verifikasi'), listAll(deps.db));
}

/**
 * Payment proofs: a coach uploads and deletes the own
 * dojang's proofs per competition; ADMIN reads all; the competition's ADMIN_KOMPETISI reads its own.
 * The file is sniffed, capped at 5MB, stored under a random name and served privately (uploads/routes).
 */
export function buktiTransferRoutes(deps: AppDeps) {
  const { db } = deps;
  const r = new Hono<AppEnv>();
  r.use('*', requireAuth);

  r.post('/', async (c) => {
    const { user } = currentAuth(c);
    pastikanBoleh(user, 'bukti.unggah');
    const input = parseInput(buktiTransferUploadSchema, bodyFields(c));
    const file = bodyFile(c, 'bukti_transfer');
    if (!file) throw penolakBukti('validasi', BUKTI_MSG.fileWajib, { bukti_transfer: BUKTI_MSG.fileWajib });
    const berkas = await checkUpload(file, BUKTI_TRANSFER_RULE);
    return jawabTulis(c, deps, STATUS_TOLAK, 201, (tx) => unggahBukti(deps, user, { id_kompetisi: input.id_kompetisi, berkas }, tx));
  });

  r.get('/dojang/:id_dojang', async (c) => {
    const id_dojang = parseId(c.req.param('id_dojang'));
    const { id_kompetisi } = parseInput(buktiTransferQuerySchema, c.req.query());
    // A competition's admin not naming one reads its own.
    const cakupan = pastikanBoleh(currentAuth(c).user, 'bukti.baca', { id_dojang, id_kompetisi });
    const kompetisiScope = id_kompetisi ?? cakupan.id_kompetisi;
    return ok(
      c,
      await listBukti(
        db,
        and(
          eq(buktiTransfer.id_dojang, id_dojang),
          kompetisiScope === undefined ? undefined : eq(buktiTransfer.id_kompetisi, kompetisiScope),
        ),
      ),
    );
  });

  r.get('/', izinkanPeran('bukti.verifikasi'), listAll(db));

  // The review is the ADMIN's: proofs are listed only on the ADMIN's screen, and an
  // accepted payment locks entries across the dojang, which the competition's own admin does not decide.
  r.patch('/:id/verifikasi', izinkanPeran('bukti.verifikasi'), async (c) => {
    const input = { ...parseInput(verifikasiSchema, bodyFields(c)), id: parseId(c.req.param('id')) };
    const { user } = currentAuth(c);
    return jawabTulis(c, deps, STATUS_TOLAK, 200, (tx) => verifikasiBukti(deps, user, input, tx));
  });

  r.delete('/:id', async (c) => {
    const id = parseId(c.req.param('id'));
    const { user } = currentAuth(c);
    return jawabTulis(c, deps, STATUS_TOLAK, 200, (tx) => hapusBukti(deps, user, { id }, tx));
  });
  return r;
}
