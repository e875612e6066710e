import { Hono, type Context } from 'hono';
import { and, eq } from 'drizzle-orm';
import { BUKTI_MSG, BUKTI_TRANSFER_RULE, buktiTransferQuerySchema, buktiTransferUploadSchema } from '../../domain/schemas/bukti-transfer';
import { VERIFIKASI_MSG, buktiAdminQuerySchema, type BuktiDiverifikasi } from '../../domain/schemas/bukti-verifikasi';
import { logActivity } from '../activity/log';
import { buktiTransfer, dojang } from '../db/schema';
import { izinkanPeran, pastikanBoleh } from '../http/akses';
import { ApiError } from '../http/api-error';
import { currentAuth, currentPelatih, requireAuth } from '../http/auth-middleware';
import { bodyFields, bodyFile } from '../http/body';
import type { Db } from '../db/types';
import type { AppDeps, AppEnv } from '../http/env';
import { completeIdempotency } from '../http/idempotency';
import { ok } from '../http/respond';
import { parseId, parseInput } from '../http/validate';
import { getKompetisi } from '../peserta/load';
import type { Jawaban } from '../peserta/register';
import { checkUpload, removeUpload, storeUpload } from '../uploads/store';
import { listBuktiAdmin } from './admin-list';
import { BUKTI_FOLDER, findBukti, listBukti } from './query';
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
 * Payment proofs (spec 001 §5 "Payment proof", §6, §7, §8): a coach uploads and deletes the own
 * dojang's proofs per competition; ADMIN reads all; the competition's ADMIN_KOMPETISI reads its own.
 * The file is sniffed, capped at 5MB, stored under a random name and served privately (uploads/routes).
 */
export function buktiTransferRoutes(deps: AppDeps) {
  const { db, dataDir, log } = deps;
  const r = new Hono<AppEnv>();
  r.use('*', requireAuth);

  r.post('/', async (c) => {
    const { user } = currentAuth(c);
    pastikanBoleh(user, 'bukti.unggah');
    const { id_pelatih, id_dojang } = currentPelatih(c);
    const input = parseInput(buktiTransferUploadSchema, bodyFields(c));
    const file = bodyFile(c, 'bukti_transfer');
    if (!file) throw new ApiError(400, BUKTI_MSG.fileWajib, { bukti_transfer: BUKTI_MSG.fileWajib });
    const checked = await checkUpload(file, BUKTI_TRANSFER_RULE);
    const kompetisi = await getKompetisi(db, input.id_kompetisi);
    const [own] = await db.select({ nama_dojang: dojang.nama_dojang }).from(dojang).where(eq(dojang.id_dojang, id_dojang));
    if (!own) throw new ApiError(404, BUKTI_MSG.dojangTidakDitemukan);

    const name = await storeUpload(dataDir, BUKTI_FOLDER, checked);
    try {
      const body = await db.transaction(async (tx) => {
        const [row] = await tx.insert(buktiTransfer)
          .values({ bukti_transfer_path: name, id_dojang, id_pelatih, id_kompetisi: kompetisi.id_kompetisi })
          .returning({ id: buktiTransfer.id_bukti_transfer });
        const data = await findBukti(tx, row.id);
        if (!data) throw new Error('bukti transfer baru tidak terbaca');
        await logActivity(tx, { action: 'UPLOAD_BUKTI_TRANSFER', actor: user.email, id_akun: user.id_akun,
          details: `Bukti transfer ${own.nama_dojang} untuk ${kompetisi.nama_event} diupload` });
        const answer: Jawaban<BuktiDiverifikasi> = { success: true, message: BUKTI_MSG.uploadBerhasil, data };
        await completeIdempotency(c, tx, 201, answer);
        return answer;
      });
      return c.json(body, 201);
    } catch (e) {
      await removeUpload(dataDir, BUKTI_FOLDER, name).catch((err) => log('Gagal menghapus file bukti transfer', err));
      throw e;
    }
  });

  r.get('/dojang/:id_dojang', async (c) => {
    const id_dojang = parseId(c.req.param('id_dojang'));
    const { id_kompetisi } = parseInput(buktiTransferQuerySchema, c.req.query());
    // A competition's admin not naming one reads its own.
    const cakupan = pastikanBoleh(currentAuth(c).user, 'bukti.baca', { id_dojang, id_kompetisi });
    const kompetisiScope = id_kompetisi ?? cakupan.id_kompetisi;
    return ok(c, await listBukti(db, and(
      eq(buktiTransfer.id_dojang, id_dojang),
      kompetisiScope === undefined ? undefined : eq(buktiTransfer.id_kompetisi, kompetisiScope),
    )));
  });

  r.get('/', izinkanPeran('bukti.verifikasi'), listAll(db));

  // The review is the ADMIN's: proofs are listed only on the ADMIN's screen (spec 001 §2, §7), and an
  // accepted payment locks entries across the dojang, which the competition's own admin does not decide.
  r.patch('/:id/verifikasi', izinkanPeran('bukti.verifikasi'), async (c) => {
    const hasil = await verifikasiBukti(deps, c, parseId(c.req.param('id')));
    return hasil.kind === 'ok' ? c.json(hasil.body) : c.json(hasil.body, 409);
  });

  r.delete('/:id', async (c) => {
    const id = parseId(c.req.param('id'));
    const { user } = currentAuth(c);
    const body = await db.transaction(async (tx) => {
      const [row] = await tx.select().from(buktiTransfer).where(eq(buktiTransfer.id_bukti_transfer, id)).for('update');
      if (!row) throw new ApiError(404, BUKTI_MSG.tidakDitemukan);
      pastikanBoleh(user, 'bukti.hapus', { id_dojang: row.id_dojang });
      if (row.status_verifikasi === 'DITERIMA') throw new ApiError(403, VERIFIKASI_MSG.hapusDiterima);
      await tx.delete(buktiTransfer).where(eq(buktiTransfer.id_bukti_transfer, id));
      await logActivity(tx, { action: 'HAPUS_BUKTI_TRANSFER', actor: user.email, id_akun: user.id_akun,
        details: `Bukti transfer ${row.bukti_transfer_path} dihapus` });
      const answer: Jawaban<{ id_bukti_transfer: number }> = { success: true, message: BUKTI_MSG.hapusBerhasil, data: { id_bukti_transfer: id } };
      await completeIdempotency(c, tx, 200, answer);
      return { answer, file: row.bukti_transfer_path };
    });
    await removeUpload(dataDir, BUKTI_FOLDER, body.file).catch((err) => log('Gagal menghapus file bukti transfer', err));
    return c.json(body.answer);
  });
  return r;
}
