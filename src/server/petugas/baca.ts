import { and, asc, eq } from 'drizzle-orm';
import type { Petugas } from '../../domain/penimbangan';
import { akun, lapangan, petugasKompetisi } from '../db/schema';
import type { DbOrTx } from '../db/types';

const kolom = {
  id_petugas: petugasKompetisi.id_petugas,
  id_akun: petugasKompetisi.id_akun,
  nama: petugasKompetisi.nama,
  email: akun.email,
  status: akun.status,
  role: akun.role,
  id_lapangan: petugasKompetisi.id_lapangan,
  nama_lapangan: lapangan.nama,
  created_at: petugasKompetisi.created_at,
};

const bentuk = (r: { created_at: Date } & Omit<Petugas, 'created_at'>): Petugas => ({ ...r, created_at: r.created_at.toISOString() });

/** The competition's staff accounts, by name. */
export async function daftarPetugas(db: DbOrTx, id_kompetisi: number): Promise<Petugas[]> {
  const rows = await db
    .select(kolom)
    .from(petugasKompetisi)
    .innerJoin(akun, eq(akun.id_akun, petugasKompetisi.id_akun))
    .leftJoin(lapangan, eq(lapangan.id_lapangan, petugasKompetisi.id_lapangan))
    .where(eq(petugasKompetisi.id_kompetisi, id_kompetisi))
    .orderBy(asc(petugasKompetisi.nama), asc(petugasKompetisi.id_petugas));
  return rows.map(bentuk);
}

/** One staff account of the competition (another competition's is not found). */
export async function findPetugas(db: DbOrTx, id_kompetisi: number, id_petugas: number): Promise<Petugas | null> {
  const [r] = await db
    .select(kolom)
    .from(petugasKompetisi)
    .innerJoin(akun, eq(akun.id_akun, petugasKompetisi.id_akun))
    .leftJoin(lapangan, eq(lapangan.id_lapangan, petugasKompetisi.id_lapangan))
    .where(and(eq(petugasKompetisi.id_kompetisi, id_kompetisi), eq(petugasKompetisi.id_petugas, id_petugas)));
  return r ? bentuk(r) : null;
}
