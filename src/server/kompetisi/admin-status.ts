import type { Context } from 'hono';
import { eq } from 'drizzle-orm';
import { STATUS_TAMPIL_LABEL } from '../../domain/kompetisi/status-tampil';
import { STATUS_KOMPETISI, type StatusKompetisi } from '../../domain/kompetisi/types';
import { kompetisiStatusSchema } from '../../domain/schemas/kompetisi-admin';
import { logActivity } from '../activity/log';
import { kompetisi } from '../db/schema';
import type { Db } from '../db/types';
import { pastikanBoleh } from '../http/akses';
import { currentAuth } from '../http/auth-middleware';
import { bodyFields } from '../http/body';
import type { AppEnv } from '../http/env';
import { completeIdempotency } from '../http/idempotency';
import { parseInput } from '../http/validate';
import { lockKompetisi } from '../peserta/load';
import { bacaKompetisi } from './admin-baca';

const label = (s: StatusKompetisi) => STATUS_TAMPIL_LABEL[s];

export const STATUS_KOMPETISI_MSG = {
  berhasil: (s: StatusKompetisi) => `Status kompetisi berhasil diubah menjadi ${label(s)}`,
  sama: (s: StatusKompetisi) => `Status kompetisi sudah ${label(s)}`,
  konflik: (s: StatusKompetisi) => `Status kompetisi sudah berubah menjadi ${label(s)}. Muat ulang data kompetisi.`,
  majuSaja: (dari: StatusKompetisi) =>
    `Status kompetisi hanya dapat maju satu langkah (Pendaftaran → Sedang Dimulai → Selesai); status saat ini ${label(dari)}`,
} as const;

export type HasilStatusKompetisi =
  | { kind: 'ok'; body: { success: true; message: string; data: Awaited<ReturnType<typeof bacaKompetisi>> } }
  | { kind: 'tolak'; message: string; data: { id_kompetisi: number; status: StatusKompetisi } };

/**
 * PATCH /kompetisi/{id}/status {status, status_sebelumnya?} (ADMIN; ADMIN_KOMPETISI its own): one step
 * forward, PENDAFTARAN → SEDANG_DIMULAI → SELESAI. Asking for the status it already has is a 200 with
 * nothing written (two devices wanted the same); a move made from a status it no longer has, a step
 * back or a skipped step are 409s carrying the current status.
 */
export async function ubahStatusKompetisi(db: Db, c: Context<AppEnv>, id_kompetisi: number): Promise<HasilStatusKompetisi> {
  const { user } = currentAuth(c);
  pastikanBoleh(user, 'kompetisi.ubahStatus', { id_kompetisi });
  const input = parseInput(kompetisiStatusSchema, bodyFields(c));
  return db.transaction(async (tx): Promise<HasilStatusKompetisi> => {
    const lama = await lockKompetisi(tx, id_kompetisi);
    const kini = lama.status;
    const tolak = (message: string) => ({ kind: 'tolak' as const, message, data: { id_kompetisi, status: kini } });
    if (input.status !== kini) {
      if (input.status_sebelumnya !== undefined && input.status_sebelumnya !== kini) return tolak(STATUS_KOMPETISI_MSG.konflik(kini));
      if (STATUS_KOMPETISI.indexOf(input.status) !== STATUS_KOMPETISI.indexOf(kini) + 1) return tolak(STATUS_KOMPETISI_MSG.majuSaja(kini));
      await tx.update(kompetisi).set({ status: input.status, updated_at: new Date() }).where(eq(kompetisi.id_kompetisi, id_kompetisi));
      await logActivity(tx, { action: 'UBAH_STATUS_KOMPETISI', actor: user.email, id_akun: user.id_akun,
        details: `Status ${lama.nama_event} diubah dari ${kini} ke ${input.status}` });
    }
    const message = input.status === kini ? STATUS_KOMPETISI_MSG.sama(kini) : STATUS_KOMPETISI_MSG.berhasil(input.status);
    const body = { success: true as const, message, data: await bacaKompetisi(tx, id_kompetisi) };
    await completeIdempotency(c, tx, 200, body);
    return { kind: 'ok', body };
  });
}
