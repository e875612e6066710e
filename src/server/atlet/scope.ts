import { eq, sql, type SQL } from 'drizzle-orm';
import type { SessionUser } from '../../domain/roles';
import { atlet } from '../db/schema';

/**
 * Athletes entered in a class of this competition: as the registering athlete of a peserta_kompetisi row
 * or as a member of a team entry.
 */
export function enteredInKompetisi(id_kompetisi: number): SQL {
  return sql`${atlet.id_atlet} in (
    select pk.id_atlet from peserta_kompetisi pk
      join kelas_kejuaraan kk on kk.id_kelas_kejuaraan = pk.id_kelas_kejuaraan
      where kk.id_kompetisi = ${id_kompetisi}
    union
    select pta.id_atlet from peserta_tim_anggota pta
      join peserta_kompetisi pk on pk.id_peserta_kompetisi = pta.id_peserta_kompetisi
      join kelas_kejuaraan kk on kk.id_kelas_kejuaraan = pk.id_kelas_kejuaraan
      where kk.id_kompetisi = ${id_kompetisi})`;
}

/** Entered in any competition (stats: registeredInCompetition). */
export const enteredInAnyKompetisi = sql<boolean>`(${atlet.id_atlet} in (select id_atlet from peserta_kompetisi)
  or ${atlet.id_atlet} in (select id_atlet from peserta_tim_anggota))`;

const NOTHING = sql`false`;

/**
 * Which athletes a user may read (spec 001 §6): a coach their own dojang's, ADMIN all (no condition),
 * ADMIN_KOMPETISI those entered in its own competition.
 */
export function readScope(user: SessionUser): SQL | undefined {
  if (user.role === 'ADMIN') return undefined;
  if (user.role === 'PELATIH') return user.pelatih ? eq(atlet.id_dojang, user.pelatih.id_dojang) : NOTHING;
  if (user.role === 'ADMIN_KOMPETISI' && user.admin_kompetisi) return enteredInKompetisi(user.admin_kompetisi.id_kompetisi);
  return NOTHING;
}
