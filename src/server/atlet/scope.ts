import { eq, sql, type SQL } from 'drizzle-orm';
import { periksa, type Cakupan, type Pengguna } from '../../domain/akses';
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

/** The athletes of a policy scope: a dojang's, those entered in a competition; no condition for {}. */
export function atletDalam(c: Cakupan): SQL | undefined {
  if (c.id_dojang !== undefined) return eq(atlet.id_dojang, c.id_dojang);
  if (c.id_kompetisi !== undefined) return enteredInKompetisi(c.id_kompetisi);
  return undefined;
}

/**
 * Which athletes a user may read ('atlet.baca'): a coach their own dojang's, ADMIN all (no
 * condition), ADMIN_KOMPETISI those entered in its own competition; an account without its profile none.
 */
export function readScope(user: Pengguna): SQL | undefined {
  const p = periksa(user, 'atlet.baca');
  return p.ok ? atletDalam(p.cakupan) : NOTHING;
}
