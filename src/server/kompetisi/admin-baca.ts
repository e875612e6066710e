import { eq, sql } from 'drizzle-orm';
import type { SessionUser } from '../../domain/roles';
import { kompetisi } from '../db/schema';
import type { DbOrTx } from '../db/types';
import { ApiError, MSG } from '../http/api-error';
import { ADMIN_KOMPETISI_MSG } from './admin-pesan';
import { queryRows } from '../peserta/sql';
import { KOMPETISI_NOT_FOUND, select, toKompetisi } from './routes';

/**
 * Who manages a competition (issue 8): ADMIN every one and creates them; ADMIN_KOMPETISI only its own
 * competition's details and status — never another's, never a new one, not the home page's featured
 * choice and not its classes (the class list is the site admin's, it decides what coaches can enter).
 */
export function cekPengelola(user: SessionUser, id_kompetisi: number): void {
  if (user.role === 'ADMIN') return;
  if (user.role === 'ADMIN_KOMPETISI' && user.admin_kompetisi?.id_kompetisi === id_kompetisi) return;
  throw new ApiError(403, MSG.forbidden);
}

export function cekAdmin(user: SessionUser): void {
  if (user.role !== 'ADMIN') throw new ApiError(403, ADMIN_KOMPETISI_MSG.hanyaAdmin);
}

/** The competition as GET /kompetisi/{id} answers it (with jumlah_peserta), or 404. */
export async function bacaKompetisi(db: DbOrTx, id_kompetisi: number) {
  const [row] = await select(db).where(eq(kompetisi.id_kompetisi, id_kompetisi));
  if (!row) throw new ApiError(404, KOMPETISI_NOT_FOUND);
  return toKompetisi(row);
}

/** Entries of the competition: all of them, and those holding a place (not REJECTED). */
export async function hitungEntri(db: DbOrTx, id_kompetisi: number): Promise<{ total: number; aktif: number }> {
  const [row] = await queryRows<{ total: number; aktif: number }>(db, sql`
    select count(*)::int as total, (count(*) filter (where pk.status <> 'REJECTED'))::int as aktif
    from peserta_kompetisi pk join kelas_kejuaraan kk on kk.id_kelas_kejuaraan = pk.id_kelas_kejuaraan
    where kk.id_kompetisi = ${id_kompetisi}`);
  return { total: Number(row?.total ?? 0), aktif: Number(row?.aktif ?? 0) };
}
