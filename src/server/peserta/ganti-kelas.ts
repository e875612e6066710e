import { eq } from 'drizzle-orm';
import { todayWib } from '../../domain/atlet/umur';
import { namaKelas, namaPeserta } from '../../domain/kompetisi/label';
import {
  GANTI_KELAS_MSG,
  cekAksesGantiKelas,
  cekGantiKelas,
  kelasTersedia,
  type GantiKelasKonteks,
} from '../../domain/kompetisi/registrasi-ganti-kelas';
import type { AtletKompetisi } from '../../domain/kompetisi/types';
import type { SessionUser } from '../../domain/roles';
import type { GantiKelasInput } from '../../domain/schemas/peserta';
import type { KelasKejuaraan, PesertaKompetisi } from '../../domain/schemas/peserta-response';
import { tolak } from '../../domain/tolak';
import { logActivity } from '../activity/log';
import { pesertaKompetisi } from '../db/schema';
import type { DbOrTx } from '../db/types';
import { dariTolak } from '../http/api-error';
import { pesertaDibayar } from '../bukti-transfer/lunas';
import { kelasKompetisi } from '../kelas/query';
import { KOMPETISI_NOT_FOUND, lockKompetisi, type KompetisiDb } from '../kompetisi/baris';
import { berhasil, sekarang, tolakTulis, type Aktor, type Deps, type HasilTulis } from '../tulis/types';
import { PESERTA_NOT_FOUND, STATUS_MSG, penggunaKompetisi } from './dasar';
import { findPeserta } from './list';
import { atletByIds, entriKompetisi } from './load';
import { STATUS_TOLAK, type KodeTolakPeserta } from './tolak';

interface Konteks extends GantiKelasKonteks {
  kelasKompetisi: KelasKejuaraan[];
}

/** What the domain's class-change rules read: the user, the entry and its members, every class and entry (null: no such entry). */
async function konteks(db: DbOrTx, user: SessionUser, kompetisi: KompetisiDb, id_peserta: number, today?: string): Promise<Konteks | null> {
  const entri = await entriKompetisi(db, kompetisi.id_kompetisi);
  const entry = entri.find((e) => e.id_peserta_kompetisi === id_peserta);
  if (!entry) return null;
  const found = await atletByIds(db, entry.anggota);
  const atlet = entry.anggota.flatMap((id) => found.filter((a) => a.id_atlet === id)) as AtletKompetisi[];
  return {
    pengguna: penggunaKompetisi(user),
    peserta: {
      id_peserta_kompetisi: entry.id_peserta_kompetisi,
      id_kelas_kejuaraan: entry.id_kelas_kejuaraan,
      status: entry.status,
      atlet,
      dibayar: await pesertaDibayar(db, user, id_peserta),
    },
    kompetisi,
    kelasKompetisi: await kelasKompetisi(db, kompetisi.id_kompetisi),
    entri,
    ...(today ? { today } : {}),
  };
}

/** GET .../participants/{pid}/available-classes: the classes the change would accept; 403 when no change is allowed. */
export async function kelasTersediaPeserta(
  db: DbOrTx,
  user: SessionUser,
  kompetisi: KompetisiDb,
  id_peserta: number,
): Promise<KelasKejuaraan[]> {
  const ctx = await konteks(db, user, kompetisi, id_peserta);
  if (!ctx) throw dariTolak(STATUS_TOLAK, tolak('tidak_ditemukan', PESERTA_NOT_FOUND));
  const akses = cekAksesGantiKelas(ctx);
  if (!akses.ok) throw dariTolak(STATUS_TOLAK, akses);
  const ok = new Set(kelasTersedia(ctx).map((k) => k.id_kelas_kejuaraan));
  return ctx.kelasKompetisi.filter((k) => ok.has(k.id_kelas_kejuaraan));
}

export type GantiKelasTulisInput = GantiKelasInput & { id_kompetisi: number; id_peserta: number };

/**
 * PUT .../participants/{pid}/class: the domain's cekGantiKelas under
 * the competition's row lock. A change made from a class the entry no longer has (kelas_sebelumnya_id)
 * is refused 'konflik_versi' with the current class, unless the entry already is in the class asked for.
 */
export async function gantiKelasPeserta(
  deps: Deps,
  aktor: Aktor,
  input: GantiKelasTulisInput,
  tx: DbOrTx,
): Promise<HasilTulis<PesertaKompetisi, KodeTolakPeserta>> {
  const { id_kompetisi, id_peserta } = input;
  const kompetisi = await lockKompetisi(tx, id_kompetisi);
  if (!kompetisi) return tolak('tidak_ditemukan', KOMPETISI_NOT_FOUND);
  const ctx = await konteks(tx, aktor, kompetisi, id_peserta, todayWib(sekarang(deps)));
  if (!ctx) return tolak('tidak_ditemukan', PESERTA_NOT_FOUND);
  const akses = cekAksesGantiKelas(ctx);
  if (!akses.ok) return akses;
  const sekarangKelas = ctx.peserta.id_kelas_kejuaraan;
  const jawab = async () => {
    const data = await findPeserta(tx, id_kompetisi, id_peserta);
    return data ? berhasil(data, GANTI_KELAS_MSG.berhasil) : tolak('tidak_ditemukan', PESERTA_NOT_FOUND);
  };
  if (input.kelas_sebelumnya_id !== undefined && input.kelas_sebelumnya_id !== sekarangKelas) {
    if (input.id_kelas_kejuaraan === sekarangKelas) return jawab();
    return tolakTulis('konflik_versi', STATUS_MSG.kelasKonflik, {
      data: { id_peserta_kompetisi: id_peserta, status: ctx.peserta.status, id_kelas_kejuaraan: sekarangKelas },
    });
  }
  const hasil = cekGantiKelas(ctx, input.id_kelas_kejuaraan);
  if (!hasil.ok) return hasil;
  const baru = ctx.kelasKompetisi.find((k) => k.id_kelas_kejuaraan === input.id_kelas_kejuaraan);
  const lama = ctx.kelasKompetisi.find((k) => k.id_kelas_kejuaraan === sekarangKelas);
  await tx
    .update(pesertaKompetisi)
    .set({ id_kelas_kejuaraan: input.id_kelas_kejuaraan })
    .where(eq(pesertaKompetisi.id_peserta_kompetisi, id_peserta));
  const jawaban = await jawab();
  if (jawaban.ok) {
    await logActivity(tx, {
      action: 'UBAH_KELAS_PESERTA',
      actor: aktor.email,
      id_akun: aktor.id_akun,
      details: `Kelas ${namaPeserta(jawaban.data)} diubah dari ${lama ? namaKelas(lama) : '-'} ke ${baru ? namaKelas(baru) : '-'}`,
    });
  }
  return jawaban;
}
