import type { Context } from 'hono';
import { eq } from 'drizzle-orm';
import { cekKuota } from '../../domain/kompetisi/registrasi';
import { statusPesertaSchema } from '../../domain/schemas/peserta';
import type { PesertaKompetisi } from '../../domain/schemas/peserta-response';
import { logActivity } from '../activity/log';
import { admin, adminKompetisi, akun, pesertaKompetisi } from '../db/schema';
import type { DbOrTx } from '../db/types';
import { ApiError, MSG } from '../http/api-error';
import { currentAuth } from '../http/auth-middleware';
import { bodyFields } from '../http/body';
import type { AppDeps, AppEnv } from '../http/env';
import { completeIdempotency } from '../http/idempotency';
import { parseInput } from '../http/validate';
import { PESERTA_NOT_FOUND, STATUS_MSG, isAdminOf, tolakDengan } from './aturan';
import { namaPeserta } from '../../domain/kompetisi/label';
import { findPeserta } from './list';
import { kabarStatusPeserta } from '../notifikasi/peristiwa';
import { entriKompetisi, lockKompetisi } from './load';
import type { Jawaban } from './register';

/** What a stale status change is told: the current status, who set it and when (null: never set by anyone). */
export interface KonflikStatus {
  id_peserta_kompetisi: number;
  status: string;
  id_kelas_kejuaraan: number;
  diubah_oleh: string | null;
  diubah_pada: string | null;
  alasan_ditolak: string | null;
}

async function alasanTersimpan(tx: DbOrTx, id_peserta: number): Promise<string | null> {
  const [row] = await tx.select({ alasan: pesertaKompetisi.alasan_ditolak }).from(pesertaKompetisi)
    .where(eq(pesertaKompetisi.id_peserta_kompetisi, id_peserta));
  return row?.alasan ?? null;
}

export type HasilStatus = { kind: 'ok'; body: Jawaban<PesertaKompetisi> } | { kind: 'konflik'; data: KonflikStatus };

async function pengubahTerakhir(tx: DbOrTx, id_peserta: number): Promise<Pick<KonflikStatus, 'diubah_oleh' | 'diubah_pada' | 'alasan_ditolak'>> {
  const [row] = await tx
    .select({
      email: akun.email, nama_admin: admin.nama_admin, nama_panitia: adminKompetisi.nama, pada: pesertaKompetisi.status_diubah_pada,
      alasan: pesertaKompetisi.alasan_ditolak,
    })
    .from(pesertaKompetisi)
    .leftJoin(akun, eq(akun.id_akun, pesertaKompetisi.status_diubah_oleh))
    .leftJoin(admin, eq(admin.id_akun, akun.id_akun))
    .leftJoin(adminKompetisi, eq(adminKompetisi.id_akun, akun.id_akun))
    .where(eq(pesertaKompetisi.id_peserta_kompetisi, id_peserta));
  return {
    diubah_oleh: row?.nama_admin ?? row?.nama_panitia ?? row?.email ?? null,
    diubah_pada: row?.pada ? row.pada.toISOString() : null,
    alasan_ditolak: row?.alasan ?? null,
  };
}

/**
 * PUT .../participants/{pid}/status (spec 001 §4, §6): ADMIN any competition, ADMIN_KOMPETISI its own.
 * Setting the status it already has answers 200 with nothing written (a rejection with another reason
 * replaces the reason); a write made from a status the entry no longer has (status_sebelumnya) is a 409
 * carrying the current one. A rejection stores its reason, an approval clears it. Taking a REJECTED
 * entry back in needs a free place when the competition has a quota.
 */
export async function ubahStatusPeserta(deps: AppDeps, c: Context<AppEnv>, id_kompetisi: number, id_peserta: number): Promise<HasilStatus> {
  const { db } = deps;
  const { user } = currentAuth(c);
  if (!isAdminOf(user, id_kompetisi)) throw new ApiError(403, MSG.forbidden);
  const input = parseInput(statusPesertaSchema, bodyFields(c));
  let berubah = false;
  const hasil = await db.transaction(async (tx): Promise<HasilStatus> => {
    const kompetisi = await lockKompetisi(tx, id_kompetisi);
    const entri = await entriKompetisi(tx, id_kompetisi);
    const entry = entri.find((e) => e.id_peserta_kompetisi === id_peserta);
    if (!entry) throw new ApiError(404, PESERTA_NOT_FOUND);
    const respond = async () => {
      const data = await findPeserta(tx, id_kompetisi, id_peserta);
      if (!data) throw new ApiError(404, PESERTA_NOT_FOUND);
      const body: Jawaban<PesertaKompetisi> = { success: true, message: STATUS_MSG.berhasil[input.status], data };
      await completeIdempotency(c, tx, 200, body);
      return { kind: 'ok' as const, body };
    };
    if (entry.status === input.status && (input.status === 'APPROVED' || await alasanTersimpan(tx, id_peserta) === input.alasan_ditolak)) {
      return respond();
    }
    if (input.status_sebelumnya !== undefined && input.status_sebelumnya !== entry.status) {
      return {
        kind: 'konflik',
        data: {
          id_peserta_kompetisi: id_peserta, status: entry.status, id_kelas_kejuaraan: entry.id_kelas_kejuaraan,
          ...(await pengubahTerakhir(tx, id_peserta)),
        },
      };
    }
    if (entry.status === 'REJECTED' && input.status !== 'REJECTED') {
      const kuota = cekKuota(kompetisi, entri);
      if (!kuota.ok) tolakDengan(kuota.alasan);
    }
    await tx.update(pesertaKompetisi)
      .set({ status: input.status, alasan_ditolak: input.alasan_ditolak, status_diubah_oleh: user.id_akun, status_diubah_pada: new Date() })
      .where(eq(pesertaKompetisi.id_peserta_kompetisi, id_peserta));
    berubah = true;
    const jawaban = await respond();
    await logActivity(tx, { action: 'UBAH_STATUS_PESERTA', actor: user.email, id_akun: user.id_akun,
      details: `Status ${namaPeserta(jawaban.body.data)} diubah dari ${entry.status} ke ${input.status} (${kompetisi.nama_event})`
        + (input.alasan_ditolak ? `: ${input.alasan_ditolak}` : '') });
    return jawaban;
  });
  // After the commit: the coach hears of it by mail and push (in the background).
  if (berubah) kabarStatusPeserta(deps, c, id_kompetisi, id_peserta, input.status);
  return hasil;
}

export const konflikStatus = (data: KonflikStatus) => ({ success: false as const, message: STATUS_MSG.konflik(data.status, data.diubah_oleh), data });
