import type { Context } from 'hono';
import { eq, sql } from 'drizzle-orm';
import { BUKTI_MSG } from '../../domain/schemas/bukti-transfer';
import {
  BUKTI_STATUS_LABEL, VERIFIKASI_MSG, verifikasiSchema, type BuktiAdmin, type VerifikasiKonflik,
} from '../../domain/schemas/bukti-verifikasi';
import { logActivity } from '../activity/log';
import { buktiTransfer } from '../db/schema';
import { ApiError } from '../http/api-error';
import { currentAuth } from '../http/auth-middleware';
import { bodyFields } from '../http/body';
import type { AppDeps, AppEnv } from '../http/env';
import { completeIdempotency } from '../http/idempotency';
import { parseInput } from '../http/validate';
import { lockKompetisi } from '../peserta/load';
import type { Jawaban } from '../peserta/register';
import { findBuktiAdmin } from './admin-list';
import { kabarVerifikasiBukti } from '../notifikasi/peristiwa';

export type HasilVerifikasi =
  | { kind: 'ok'; body: Jawaban<BuktiAdmin> }
  | { kind: 'konflik'; body: { success: false; message: string; data: VerifikasiKonflik } };

/**
 * PATCH /bukti-transfer/{id}/verifikasi (ADMIN; the route checks the role): sets the review status and
 * the note the coach reads. Under the competition's row lock, so it is ordered with the entry writes
 * whose lock it decides (a DITERIMA proof locks the dojang's entries made until now for its coach).
 * The same status and note again: 200 with nothing written. Made from a status the proof no longer has
 * (status_sebelumnya): 409 with the proof as it is, unless it already is what was asked.
 */
export async function verifikasiBukti(deps: AppDeps, c: Context<AppEnv>, id: number): Promise<HasilVerifikasi> {
  const { db } = deps;
  const { user } = currentAuth(c);
  const input = parseInput(verifikasiSchema, bodyFields(c));
  const [found] = await db.select({ id_kompetisi: buktiTransfer.id_kompetisi }).from(buktiTransfer)
    .where(eq(buktiTransfer.id_bukti_transfer, id));
  if (!found) throw new ApiError(404, BUKTI_MSG.tidakDitemukan);
  let berubah = false;
  const hasil = await db.transaction(async (tx): Promise<HasilVerifikasi> => {
    const kompetisi = await lockKompetisi(tx, found.id_kompetisi);
    const [row] = await tx.select().from(buktiTransfer).where(eq(buktiTransfer.id_bukti_transfer, id)).for('update');
    if (!row) throw new ApiError(404, BUKTI_MSG.tidakDitemukan);
    const respond = async (): Promise<HasilVerifikasi> => {
      const data = await findBuktiAdmin(tx, id);
      if (!data) throw new ApiError(404, BUKTI_MSG.tidakDitemukan);
      const body: Jawaban<BuktiAdmin> = { success: true, message: VERIFIKASI_MSG.berhasil[input.status], data };
      await completeIdempotency(c, tx, 200, body);
      return { kind: 'ok', body };
    };
    const catatan = input.catatan ?? null;
    if (row.status_verifikasi === input.status && (row.catatan_verifikasi ?? null) === catatan) return respond();
    if (input.status_sebelumnya !== undefined && input.status_sebelumnya !== row.status_verifikasi) {
      if (row.status_verifikasi === input.status) return respond();
      const now = await findBuktiAdmin(tx, id);
      const data: VerifikasiKonflik = {
        id_bukti_transfer: id, status_verifikasi: row.status_verifikasi, catatan_verifikasi: row.catatan_verifikasi,
        diverifikasi_pada: now?.diverifikasi_pada ?? null, diverifikasi_oleh: now?.diverifikasi_oleh ?? null,
      };
      return { kind: 'konflik', body: { success: false, message: VERIFIKASI_MSG.konflik(row.status_verifikasi, data.diverifikasi_oleh), data } };
    }
    const menunggu = input.status === 'MENUNGGU';
    await tx.update(buktiTransfer).set({
      status_verifikasi: input.status,
      catatan_verifikasi: catatan,
      diverifikasi_oleh: menunggu ? null : user.id_akun,
      diverifikasi_pada: menunggu ? null : sql`now()`,
    }).where(eq(buktiTransfer.id_bukti_transfer, id));
    berubah = row.status_verifikasi !== input.status;
    const jawaban = await respond();
    const { tb_dojang } = jawaban.kind === 'ok' ? jawaban.body.data : { tb_dojang: { nama_dojang: String(row.id_dojang) } };
    await logActivity(tx, { action: 'VERIFIKASI_BUKTI_TRANSFER', actor: user.email, id_akun: user.id_akun,
      details: `Bukti transfer ${tb_dojang.nama_dojang} (${kompetisi.nama_event}) diubah dari ${BUKTI_STATUS_LABEL[row.status_verifikasi]} `
        + `ke ${BUKTI_STATUS_LABEL[input.status]}${catatan ? `: ${catatan}` : ''}` });
    return jawaban;
  });
  // After the commit: the coach hears of it by mail and push (in the background).
  if (berubah) kabarVerifikasiBukti(deps, c, id, input.status);
  return hasil;
}
