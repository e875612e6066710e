import { and, eq } from 'drizzle-orm';
import { displayName, type SessionUser } from '../../domain/roles';
import { readScope } from '../atlet/scope';
import { aksesData, atlet } from '../db/schema';
import type { Db } from '../db/types';
import { pastikanBoleh, pastikanPeran } from '../http/akses';
import { gagalUmum } from '../http/api-error';
import { ATLET_TIDAK_DITEMUKAN } from './persetujuan';

/**
 * The athlete's dojang, for one who may read it (another's athlete and a missing one look the same: 404), after
 * the role was allowed `aksi` at all.
 */
export async function dojangAtletTerbaca(db: Db, user: SessionUser, id_atlet: number) {
  const [row] = await db
    .select({ id_dojang: atlet.id_dojang, nik: atlet.nik })
    .from(atlet)
    .where(and(eq(atlet.id_atlet, id_atlet), readScope(user)));
  if (!row) throw gagalUmum('tidak_ditemukan', ATLET_TIDAK_DITEMUKAN);
  return row;
}

/**
 * GET /atlet/{id}/nik ('Tampilkan'): the whole NIK for the ADMIN and the athlete's own coach, each time recorded in
 * the access record (who, role, when, which athlete); an athlete without a NIK answers null and records nothing.
 */
export async function tampilkanNik(db: Db, user: SessionUser, id_atlet: number): Promise<{ nik: string | null }> {
  pastikanPeran(user, 'atlet.lihatNik');
  const row = await dojangAtletTerbaca(db, user, id_atlet);
  pastikanBoleh(user, 'atlet.lihatNik', { id_dojang: row.id_dojang });
  if (!row.nik) return { nik: null };
  await db.insert(aksesData).values({ id_atlet, id_akun: user.id_akun, peran: user.role, nama: displayName(user), objek: 'nik' });
  return { nik: row.nik };
}
