import { eq } from 'drizzle-orm';
import type { SessionUser } from '../../domain/roles';
import { admin, adminKompetisi, akun, pelatih, petugasKompetisi } from '../db/schema';
import type { DbOrTx } from '../db/types';

/** The account with its profile (admin, pelatih, admin_kompetisi or petugas), as SessionUser. */
export async function loadSessionUser(db: DbOrTx, id_akun: number): Promise<(SessionUser & { status: string }) | null> {
  const rows = await db
    .select({ akun, admin, pelatih, adminKompetisi, petugas: petugasKompetisi })
    .from(akun)
    .leftJoin(admin, eq(admin.id_akun, akun.id_akun))
    .leftJoin(pelatih, eq(pelatih.id_akun, akun.id_akun))
    .leftJoin(adminKompetisi, eq(adminKompetisi.id_akun, akun.id_akun))
    .leftJoin(petugasKompetisi, eq(petugasKompetisi.id_akun, akun.id_akun))
    .where(eq(akun.id_akun, id_akun));
  const row = rows[0];
  if (!row) return null;
  return {
    id_akun: row.akun.id_akun,
    email: row.akun.email,
    role: row.akun.role,
    status: row.akun.status,
    harus_ganti_password: row.akun.harus_ganti_password,
    admin: row.admin ? { id_admin: row.admin.id_admin, nama_admin: row.admin.nama_admin } : null,
    pelatih: row.pelatih
      ? { id_pelatih: row.pelatih.id_pelatih, nama_pelatih: row.pelatih.nama_pelatih, id_dojang: row.pelatih.id_dojang }
      : null,
    admin_kompetisi: row.adminKompetisi
      ? {
          id_admin_kompetisi: row.adminKompetisi.id_admin_kompetisi,
          nama: row.adminKompetisi.nama,
          id_kompetisi: row.adminKompetisi.id_kompetisi,
        }
      : null,
    petugas: row.petugas
      ? {
          id_petugas: row.petugas.id_petugas,
          nama: row.petugas.nama,
          id_kompetisi: row.petugas.id_kompetisi,
          id_lapangan: row.petugas.id_lapangan,
        }
      : null,
  };
}

export function toSessionUser(u: SessionUser & { status?: string }): SessionUser {
  const { status: _status, ...rest } = u;
  return rest;
}
