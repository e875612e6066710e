import type { Context } from 'hono';
import { eq } from 'drizzle-orm';
import {
  GANTI_KELAS_MSG, cekAksesGantiKelas, cekGantiKelas, kelasTersedia, type GantiKelasKonteks,
} from '../../domain/kompetisi/registrasi-ganti-kelas';
import type { AtletKompetisi } from '../../domain/kompetisi/types';
import type { SessionUser } from '../../domain/roles';
import { gantiKelasSchema } from '../../domain/schemas/peserta';
import type { KelasKejuaraan, PesertaKompetisi } from '../../domain/schemas/peserta-response';
import { logActivity } from '../activity/log';
import { pesertaKompetisi } from '../db/schema';
import type { DbOrTx } from '../db/types';
import { ApiError } from '../http/api-error';
import { currentAuth } from '../http/auth-middleware';
import { bodyFields } from '../http/body';
import type { AppDeps, AppEnv } from '../http/env';
import { completeIdempotency } from '../http/idempotency';
import { parseInput } from '../http/validate';
import { pesertaDibayar } from '../bukti-transfer/lunas';
import { kelasKompetisi } from '../kelas/query';
import { PESERTA_NOT_FOUND, STATUS_MSG, tolakDengan } from './aturan';
import { namaKelas, namaPeserta } from '../../domain/kompetisi/label';
import { findPeserta } from './list';
import { atletByIds, entriKompetisi, lockKompetisi, type KompetisiDb } from './load';
import type { Jawaban } from './register';

interface Konteks extends GantiKelasKonteks {
  kelasKompetisi: KelasKejuaraan[];
}

/** What the domain's class-change rules read: the user, the entry and its members, every class and entry. */
async function konteks(db: DbOrTx, user: SessionUser, kompetisi: KompetisiDb, id_peserta: number): Promise<Konteks> {
  const entri = await entriKompetisi(db, kompetisi.id_kompetisi);
  const entry = entri.find((e) => e.id_peserta_kompetisi === id_peserta);
  if (!entry) throw new ApiError(404, PESERTA_NOT_FOUND);
  const found = await atletByIds(db, entry.anggota);
  const atlet = entry.anggota.flatMap((id) => found.filter((a) => a.id_atlet === id)) as AtletKompetisi[];
  return {
    pengguna: { role: user.role, id_dojang: user.pelatih?.id_dojang ?? null, id_kompetisi: user.admin_kompetisi?.id_kompetisi ?? null },
    peserta: {
      id_peserta_kompetisi: entry.id_peserta_kompetisi, id_kelas_kejuaraan: entry.id_kelas_kejuaraan, status: entry.status, atlet,
      dibayar: await pesertaDibayar(db, user, id_peserta),
    },
    kompetisi,
    kelasKompetisi: await kelasKompetisi(db, kompetisi.id_kompetisi),
    entri,
  };
}


/** GET .../participants/{pid}/available-classes: the classes the change would accept; 403 when no change is allowed. */
export async function kelasTersediaPeserta(db: DbOrTx, user: SessionUser, kompetisi: KompetisiDb, id_peserta: number): Promise<KelasKejuaraan[]> {
  const ctx = await konteks(db, user, kompetisi, id_peserta);
  const akses = cekAksesGantiKelas(ctx);
  if (!akses.ok) tolakDengan(akses.alasan);
  const ok = new Set(kelasTersedia(ctx).map((k) => k.id_kelas_kejuaraan));
  return ctx.kelasKompetisi.filter((k) => ok.has(k.id_kelas_kejuaraan));
}

export type HasilGantiKelas =
  | { kind: 'ok'; body: Jawaban<PesertaKompetisi> }
  | { kind: 'konflik'; data: { id_peserta_kompetisi: number; status: string; id_kelas_kejuaraan: number } };

/**
 * PUT .../participants/{pid}/class (spec 001 §5 "Edit class", §6): the domain's cekGantiKelas under
 * the competition's row lock. A change made from a class the entry no longer has (kelas_sebelumnya_id)
 * is a conflict, unless the entry already is in the class asked for.
 */
export async function gantiKelasPeserta(
  { db }: AppDeps, c: Context<AppEnv>, id_kompetisi: number, id_peserta: number,
): Promise<HasilGantiKelas> {
  const { user } = currentAuth(c);
  const input = parseInput(gantiKelasSchema, bodyFields(c));
  return db.transaction(async (tx): Promise<HasilGantiKelas> => {
    const kompetisi = await lockKompetisi(tx, id_kompetisi);
    const ctx = await konteks(tx, user, kompetisi, id_peserta);
    const akses = cekAksesGantiKelas(ctx);
    if (!akses.ok) tolakDengan(akses.alasan);
    const sekarang = ctx.peserta.id_kelas_kejuaraan;
    const respond = async (message: string) => {
      const data = await findPeserta(tx, kompetisi.id_kompetisi, id_peserta);
      if (!data) throw new ApiError(404, PESERTA_NOT_FOUND);
      const body: Jawaban<PesertaKompetisi> = { success: true, message, data };
      await completeIdempotency(c, tx, 200, body);
      return { kind: 'ok' as const, body };
    };
    if (input.kelas_sebelumnya_id !== undefined && input.kelas_sebelumnya_id !== sekarang) {
      if (input.id_kelas_kejuaraan === sekarang) return respond(GANTI_KELAS_MSG.berhasil);
      return { kind: 'konflik', data: { id_peserta_kompetisi: id_peserta, status: ctx.peserta.status, id_kelas_kejuaraan: sekarang } };
    }
    const hasil = cekGantiKelas(ctx, input.id_kelas_kejuaraan);
    if (!hasil.ok) tolakDengan(hasil.alasan);
    const baru = ctx.kelasKompetisi.find((k) => k.id_kelas_kejuaraan === input.id_kelas_kejuaraan);
    const lama = ctx.kelasKompetisi.find((k) => k.id_kelas_kejuaraan === sekarang);
    await tx.update(pesertaKompetisi).set({ id_kelas_kejuaraan: input.id_kelas_kejuaraan })
      .where(eq(pesertaKompetisi.id_peserta_kompetisi, id_peserta));
    const jawaban = await respond(GANTI_KELAS_MSG.berhasil);
    await logActivity(tx, { action: 'UBAH_KELAS_PESERTA', actor: user.email, id_akun: user.id_akun,
      details: `Kelas ${namaPeserta(jawaban.body.data)} diubah dari ${lama ? namaKelas(lama) : '-'} ke ${baru ? namaKelas(baru) : '-'}` });
    return jawaban;
  });
}

export const konflikKelas = (data: unknown) => ({ success: false as const, message: STATUS_MSG.kelasKonflik, data });
