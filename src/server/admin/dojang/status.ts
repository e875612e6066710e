import type { Context } from 'hono';
import { eq } from 'drizzle-orm';
import {
  ADMIN_DOJANG_MSG, dojangStatusLabel, statusDojangSchema, type AdminDojangDetail, type DojangStatus,
} from '../../../domain/schemas/admin-dojang';
import { logActivity } from '../../activity/log';
import { dojang } from '../../db/schema';
import type { Db } from '../../db/types';
import { ApiError } from '../../http/api-error';
import { currentAuth } from '../../http/auth-middleware';
import { bodyFields } from '../../http/body';
import type { AppEnv } from '../../http/env';
import { completeIdempotency } from '../../http/idempotency';
import { parseInput } from '../../http/validate';
import { findAdminDojang } from './detail';

export type HasilStatusDojang =
  | { kind: 'ok'; body: { success: true; message: string; data: AdminDojangDetail } }
  | { kind: 'konflik'; body: { success: false; message: string; data: { id_dojang: number; status: DojangStatus } } };

/**
 * PATCH /api/admin/dojang/{id}/status (ADMIN): Menunggu, Tervalidasi or Ditolak, a rejection with the reason
 * the coach will read (catatan). Setting the status (and reason) it already has answers 200 with nothing
 * written; a change made from a status the dojang no longer has (status_sebelumnya: another admin moved it
 * on) is a 409 carrying the current one. The change, its activity row (from → to) and the idempotency
 * answer commit together.
 */
export async function ubahStatusDojang(db: Db, c: Context<AppEnv>, id_dojang: number): Promise<HasilStatusDojang> {
  const { user } = currentAuth(c);
  const input = parseInput(statusDojangSchema, bodyFields(c));
  return db.transaction(async (tx): Promise<HasilStatusDojang> => {
    const before = await findAdminDojang(tx, id_dojang, true);
    if (!before) throw new ApiError(404, ADMIN_DOJANG_MSG.tidakDitemukan);
    if (before.status !== input.status && input.status_sebelumnya !== undefined && input.status_sebelumnya !== before.status) {
      return { kind: 'konflik', body: { success: false, message: ADMIN_DOJANG_MSG.konflik(before.status), data: { id_dojang, status: before.status } } };
    }
    let data = before;
    // The reason goes with a rejection only; the coach reads it on the dojang page.
    const catatan = input.status === 'REJECTED' ? input.catatan : null;
    if (before.status !== input.status || before.catatan_validasi !== catatan) {
      await tx.update(dojang).set({ status: input.status, catatan_validasi: catatan, divalidasi_pada: new Date() })
        .where(eq(dojang.id_dojang, id_dojang));
      const dari = before.status === input.status ? 'alasan penolakan diubah' : `diubah dari ${dojangStatusLabel(before.status)} ke ${dojangStatusLabel(input.status)}`;
      await logActivity(tx, { action: 'UBAH_STATUS_DOJANG', actor: user.email, id_akun: user.id_akun,
        details: `Status dojang ${before.nama_dojang} ${dari}${catatan ? ` (alasan: ${catatan})` : ''}` });
      data = { ...before, status: input.status, catatan_validasi: catatan };
    }
    const body = { success: true as const, message: ADMIN_DOJANG_MSG.berhasil[input.status], data };
    await completeIdempotency(c, tx, 200, body);
    return { kind: 'ok', body };
  });
}
