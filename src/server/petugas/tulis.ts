import { and, eq, sql } from 'drizzle-orm';
import { alasanTolak } from '../../domain/akses';
import type { PetugasBaruInput, PetugasUbahInput, Petugas } from '../../domain/penimbangan';
import { tolak } from '../../domain/tolak';
import { logActivity } from '../activity/log';
import { revokeAllSessions } from '../auth/session';
import { isUniqueViolation } from '../db/errors';
import { akun, kompetisi, lapangan, penimbangan, petugasKompetisi } from '../db/schema';
import type { DbOrTx } from '../db/types';
import { berhasil, tolakTulis, type Aktor, type Deps, type HasilTulis } from '../tulis/types';
import { findPetugas } from './baca';
import { PETUGAS_MSG, type KodeTolakPetugas } from './tolak';

const emailTaken = () => tolakTulis('email_terdaftar', PETUGAS_MSG.emailTerdaftar, { field: 'email' });
const lapanganTidakSah = () => tolakTulis('lapangan_tidak_sah', PETUGAS_MSG.lapanganTidakSah, { field: 'id_lapangan' });
const jenisPetugas = (role: string) => (role === 'PETUGAS_LAPANGAN' ? 'Petugas lapangan' : 'Petugas penimbangan');

/** A court of this competition (court staff run one court of their own competition only). */
async function lapanganMilik(tx: DbOrTx, id_kompetisi: number, id_lapangan: number): Promise<string | null> {
  const [l] = await tx
    .select({ nama: lapangan.nama })
    .from(lapangan)
    .where(and(eq(lapangan.id_lapangan, id_lapangan), eq(lapangan.id_kompetisi, id_kompetisi)));
  return l?.nama ?? null;
}

/** The password arrives hashed (slow on purpose, outside the transaction). */
export type TambahPetugasInput = Omit<PetugasBaruInput, 'password'> & { password_hash: string; id_kompetisi: number };

/**
 * POST /kompetisi/{id}/petugas: a weigh-in staff account of this competition (the path's, never the body's),
 * ACTIVE, with a first password its holder replaces at the first login like every account someone else made.
 */
export async function tambahPetugas(
  _deps: Deps,
  aktor: Aktor,
  input: TambahPetugasInput,
  tx: DbOrTx,
): Promise<HasilTulis<Petugas, KodeTolakPetugas>> {
  const akses = alasanTolak(aktor, 'petugas.kelola', { id_kompetisi: input.id_kompetisi });
  if (akses) return akses;
  const [k] = await tx.select({ nama_event: kompetisi.nama_event }).from(kompetisi).where(eq(kompetisi.id_kompetisi, input.id_kompetisi));
  if (!k) return tolak('tidak_ditemukan', PETUGAS_MSG.kompetisiTidakDitemukan);
  const [taken] = await tx
    .select({ id: akun.id_akun })
    .from(akun)
    .where(eq(sql`lower(${akun.email})`, input.email));
  if (taken) return emailTaken();
  const id_lapangan = input.role === 'PETUGAS_LAPANGAN' ? input.id_lapangan : null;
  if (input.role !== 'PETUGAS_LAPANGAN' && input.id_lapangan !== null) {
    return tolakTulis('lapangan_tidak_sah', PETUGAS_MSG.lapanganBukanPetugasLapangan, { field: 'id_lapangan' });
  }
  if (id_lapangan !== null && (await lapanganMilik(tx, input.id_kompetisi, id_lapangan)) === null) return lapanganTidakSah();
  let id_petugas: number;
  try {
    const [a] = await tx
      .insert(akun)
      .values({ email: input.email, password_hash: input.password_hash, role: input.role, harus_ganti_password: true })
      .returning({ id_akun: akun.id_akun });
    const [p] = await tx
      .insert(petugasKompetisi)
      .values({ nama: input.nama, id_akun: a.id_akun, id_kompetisi: input.id_kompetisi, id_lapangan, dibuat_oleh: aktor.id_akun })
      .returning({ id_petugas: petugasKompetisi.id_petugas });
    id_petugas = p.id_petugas;
  } catch (e) {
    if (isUniqueViolation(e)) return emailTaken();
    throw e;
  }
  await logActivity(tx, {
    action: 'TAMBAH_PETUGAS',
    actor: aktor.email,
    id_akun: aktor.id_akun,
    details: `${jenisPetugas(input.role)} ${input.nama} (${input.email}) ditambahkan untuk ${k.nama_event}`,
  });
  const data = await findPetugas(tx, input.id_kompetisi, id_petugas);
  if (!data) throw new Error('petugas baru tidak terbaca');
  return berhasil(data, PETUGAS_MSG.ditambahkan);
}

export type UbahPetugasInput = Omit<PetugasUbahInput, 'password'> & { password_hash?: string; id_kompetisi: number; id_petugas: number };

/**
 * PUT /kompetisi/{id}/petugas/{id_petugas}: name, a new first password (the holder replaces it again; other
 * sessions end) or ACTIVE/INACTIVE (INACTIVE ends every session).
 */
export async function ubahPetugas(
  _deps: Deps,
  aktor: Aktor,
  input: UbahPetugasInput,
  tx: DbOrTx,
): Promise<HasilTulis<Petugas, KodeTolakPetugas>> {
  const akses = alasanTolak(aktor, 'petugas.kelola', { id_kompetisi: input.id_kompetisi });
  if (akses) return akses;
  const lama = await findPetugas(tx, input.id_kompetisi, input.id_petugas);
  if (!lama) return tolak('tidak_ditemukan', PETUGAS_MSG.tidakDitemukan);
  const berubah: string[] = [];
  if (input.nama !== undefined && input.nama !== lama.nama) {
    await tx.update(petugasKompetisi).set({ nama: input.nama }).where(eq(petugasKompetisi.id_petugas, lama.id_petugas));
    berubah.push(`nama ${lama.nama} → ${input.nama}`);
  }
  if (input.id_lapangan !== undefined && input.id_lapangan !== lama.id_lapangan) {
    if (lama.role !== 'PETUGAS_LAPANGAN') {
      return tolakTulis('lapangan_tidak_sah', PETUGAS_MSG.lapanganBukanPetugasLapangan, { field: 'id_lapangan' });
    }
    const nama = await lapanganMilik(tx, input.id_kompetisi, input.id_lapangan);
    if (nama === null) return lapanganTidakSah();
    await tx.update(petugasKompetisi).set({ id_lapangan: input.id_lapangan }).where(eq(petugasKompetisi.id_petugas, lama.id_petugas));
    berubah.push(`lapangan ${lama.nama_lapangan ?? '-'} → ${nama}`);
  }
  if (input.password_hash !== undefined) {
    await tx.update(akun).set({ password_hash: input.password_hash, harus_ganti_password: true }).where(eq(akun.id_akun, lama.id_akun));
    await revokeAllSessions(tx, lama.id_akun);
    berubah.push('password diganti');
  }
  if (input.status !== undefined && input.status !== lama.status) {
    await tx.update(akun).set({ status: input.status }).where(eq(akun.id_akun, lama.id_akun));
    if (input.status === 'INACTIVE') await revokeAllSessions(tx, lama.id_akun);
    berubah.push(`status ${lama.status} → ${input.status}`);
  }
  if (berubah.length > 0) {
    await logActivity(tx, {
      action: 'UBAH_PETUGAS',
      actor: aktor.email,
      id_akun: aktor.id_akun,
      details: `${jenisPetugas(lama.role)} ${lama.email}: ${berubah.join(', ')}`,
    });
  }
  const data = await findPetugas(tx, input.id_kompetisi, input.id_petugas);
  if (!data) return tolak('tidak_ditemukan', PETUGAS_MSG.tidakDitemukan);
  return berhasil(data, PETUGAS_MSG.diperbarui);
}

/** DELETE /kompetisi/{id}/petugas/{id_petugas}: the account goes, unless it already weighed (its attempts name it). */
export async function hapusPetugas(
  _deps: Deps,
  aktor: Aktor,
  input: { id_kompetisi: number; id_petugas: number },
  tx: DbOrTx,
): Promise<HasilTulis<{ id_petugas: number }, KodeTolakPetugas>> {
  const akses = alasanTolak(aktor, 'petugas.kelola', { id_kompetisi: input.id_kompetisi });
  if (akses) return akses;
  const lama = await findPetugas(tx, input.id_kompetisi, input.id_petugas);
  if (!lama) return tolak('tidak_ditemukan', PETUGAS_MSG.tidakDitemukan);
  const [dipakai] = await tx
    .select({ id: penimbangan.id_penimbangan })
    .from(penimbangan)
    .where(eq(penimbangan.id_akun, lama.id_akun))
    .limit(1);
  if (dipakai) return tolakTulis('masih_dipakai', PETUGAS_MSG.masihDipakai);
  await tx.delete(akun).where(eq(akun.id_akun, lama.id_akun));
  await logActivity(tx, {
    action: 'HAPUS_PETUGAS',
    actor: aktor.email,
    id_akun: aktor.id_akun,
    details: `${jenisPetugas(lama.role)} ${lama.nama} (${lama.email}) dihapus`,
  });
  return berhasil({ id_petugas: lama.id_petugas }, PETUGAS_MSG.dihapus);
}
