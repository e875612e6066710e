import { eq } from 'drizzle-orm';
import { todayWib } from '../../domain/atlet/umur';
import { namaKelas, namaPeserta } from '../../domain/kompetisi/label';
import { cekHapusPeserta, type PesertaHapus } from '../../domain/kompetisi/registrasi-hapus';
import { tolak } from '../../domain/tolak';
import { logActivity } from '../activity/log';
import { tolakJikaDalamBagan } from '../bagan/peserta-terkunci';
import { pesertaDibayar } from '../bukti-transfer/lunas';
import { pesertaKompetisi } from '../db/schema';
import type { DbOrTx } from '../db/types';
import { KOMPETISI_NOT_FOUND, lockKompetisi } from '../kompetisi/baris';
import { berhasil, sekarang, type Aktor, type Deps, type HasilTulis } from '../tulis/types';
import { HAPUS_MSG, PESERTA_NOT_FOUND, penggunaKompetisi } from './dasar';
import { findPeserta } from './list';
import type { KodeTolakPeserta } from './tolak';

export interface PesertaDihapus {
  id_peserta_kompetisi: number;
  id_kelas_kejuaraan: number;
}

/**
 * DELETE /kompetisi/{id}/participants/{pid}: the entry and its team members go, by the
 * domain's cekHapusPeserta (a paid entry — its dojang's transfer accepted — is locked for the coach); the
 * answer names the participant as the success toast does. An entry a drawn bracket holds stays (409 from
 * src/server/bagan/peserta-terkunci.ts, thrown).
 */
export async function hapusPeserta(
  deps: Deps,
  aktor: Aktor,
  input: { id_kompetisi: number; id_peserta: number },
  tx: DbOrTx,
): Promise<HasilTulis<PesertaDihapus, KodeTolakPeserta>> {
  const { id_kompetisi, id_peserta } = input;
  const kompetisi = await lockKompetisi(tx, id_kompetisi);
  if (!kompetisi) return tolak('tidak_ditemukan', KOMPETISI_NOT_FOUND);
  const peserta = await findPeserta(tx, id_kompetisi, id_peserta);
  if (!peserta) return tolak('tidak_ditemukan', PESERTA_NOT_FOUND);
  const anggota = peserta.anggota_tim.length > 0 ? peserta.anggota_tim.map((m) => m.atlet) : [peserta.atlet];
  const aturan: PesertaHapus = {
    status: peserta.status,
    id_dojang: anggota.map((a) => a.id_dojang),
    dibayar: await pesertaDibayar(tx, aktor, id_peserta),
  };
  const boleh = cekHapusPeserta(penggunaKompetisi(aktor), aturan, kompetisi, todayWib(sekarang(deps)));
  if (!boleh.ok) return boleh;
  await tolakJikaDalamBagan(tx, id_peserta);
  await tx.delete(pesertaKompetisi).where(eq(pesertaKompetisi.id_peserta_kompetisi, id_peserta));
  const nama = namaPeserta(peserta);
  await logActivity(tx, {
    action: 'HAPUS_PESERTA',
    actor: aktor.email,
    id_akun: aktor.id_akun,
    details: `${nama} dihapus dari ${namaKelas(peserta.kelas_kejuaraan)} (${kompetisi.nama_event})`,
  });
  return berhasil({ id_peserta_kompetisi: id_peserta, id_kelas_kejuaraan: peserta.id_kelas_kejuaraan }, HAPUS_MSG.berhasil(nama));
}
