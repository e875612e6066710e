import { sql, type SQL } from 'drizzle-orm';
import type { AtletStats } from '../../domain/api-types';
import { todayWib } from '../../domain/atlet/umur';
import { atlet } from '../db/schema';
import type { DbOrTx } from '../db/types';
import { enteredInAnyKompetisi } from './scope';

/** Age in whole years on `today` as makeUmur/umurPada count it (yyyymmdd difference; the birthday counts). */
const umurOn = (today: string) => {
  const now = Number(today.replaceAll('-', ''));
  return sql`floor((${now} - (extract(year from ${atlet.tanggal_lahir}) * 10000
    + extract(month from ${atlet.tanggal_lahir}) * 100 + extract(day from ${atlet.tanggal_lahir}))) / 10000)`;
};

/**
 * GET /atlet/stats over the caller's scope, each figure under both names. Counted by the
 * database in a few groups, so ADMIN's 10,000 athletes are not carried into JS.
 */
export async function atletStats(db: DbOrTx, scope: SQL | undefined): Promise<AtletStats> {
  const registered = sql<boolean>`${enteredInAnyKompetisi}`;
  const groups = await db
    .select({
      jenis_kelamin: atlet.jenis_kelamin,
      belt: atlet.belt,
      registered,
      n: sql<number>`count(*)::int`,
      umur: sql<number>`sum(${umurOn(todayWib())})::float8`,
    })
    .from(atlet)
    .where(scope)
    .groupBy(atlet.jenis_kelamin, atlet.belt, registered);
  let total = 0;
  let daftar = 0;
  let umurSum = 0;
  const byGender = { LAKI_LAKI: 0, PEREMPUAN: 0 };
  const byBelt: Record<string, number> = {};
  for (const g of groups) {
    total += g.n;
    umurSum += Number(g.umur);
    if (g.registered) daftar += g.n;
    byGender[g.jenis_kelamin] += g.n;
    if (g.belt) byBelt[g.belt] = (byBelt[g.belt] ?? 0) + g.n;
  }
  return {
    total,
    totalAtlet: total,
    validated: daftar,
    registeredInCompetition: daftar,
    pending: total - daftar,
    notRegisteredInCompetition: total - daftar,
    byGender,
    byBelt,
    // statAtlet's rounded mean (every athlete has a birth date, so every one has an age).
    rataRataUmur: total ? Math.round(umurSum / total) : 0,
  };
}
