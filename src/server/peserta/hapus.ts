import type { Context } from 'hono';
import { eq } from 'drizzle-orm';
import { logActivity } from '../activity/log';
import { tolakJikaDalamBagan } from '../bagan/peserta-terkunci';
import { pesertaKompetisi } from '../db/schema';
import { ApiError } from '../http/api-error';
import { currentAuth } from '../http/auth-middleware';
import type { AppDeps, AppEnv } from '../http/env';
import { completeIdempotency } from '../http/idempotency';
import { HAPUS_MSG, PESERTA_NOT_FOUND, cekAksesHapus } from './aturan';
import { namaKelas, namaPeserta } from '../../domain/kompetisi/label';
import type { PesertaHapus } from '../../domain/kompetisi/registrasi-hapus';
import { pesertaDibayar } from '../bukti-transfer/lunas';
import { findPeserta } from './list';
import { lockKompetisi } from './load';
import type { Jawaban } from './register';

/**
 * DELETE /kompetisi/{id}/participants/{pid} (spec 001 §4, §6, §8): the entry and its team members go;
 * the answer names the participant as the success toast does.
 */
export async function hapusPeserta({ db }: AppDeps, c: Context<AppEnv>, id_kompetisi: number, id_peserta: number) {
  const { user } = currentAuth(c);
  return db.transaction(async (tx) => {
    const kompetisi = await lockKompetisi(tx, id_kompetisi);
    const peserta = await findPeserta(tx, id_kompetisi, id_peserta);
    if (!peserta) throw new ApiError(404, PESERTA_NOT_FOUND);
    const anggota = peserta.anggota_tim.length > 0 ? peserta.anggota_tim.map((m) => m.atlet) : [peserta.atlet];
    // A paid entry (its dojang's transfer accepted) is locked for the coach: the domain's `dibayar`.
    const aturan: PesertaHapus = { status: peserta.status, id_dojang: anggota.map((a) => a.id_dojang), dibayar: await pesertaDibayar(tx, user, id_peserta) };
    cekAksesHapus(user, aturan, kompetisi);
    await tolakJikaDalamBagan(tx, id_peserta);
    await tx.delete(pesertaKompetisi).where(eq(pesertaKompetisi.id_peserta_kompetisi, id_peserta));
    const nama = namaPeserta(peserta);
    await logActivity(tx, { action: 'HAPUS_PESERTA', actor: user.email, id_akun: user.id_akun,
      details: `${nama} dihapus dari ${namaKelas(peserta.kelas_kejuaraan)} (${kompetisi.nama_event})` });
    const body: Jawaban<{ id_peserta_kompetisi: number; id_kelas_kejuaraan: number }> = {
      success: true, message: HAPUS_MSG.berhasil(nama),
      data: { id_peserta_kompetisi: id_peserta, id_kelas_kejuaraan: peserta.id_kelas_kejuaraan },
    };
    await completeIdempotency(c, tx, 200, body);
    return body;
  });
}
