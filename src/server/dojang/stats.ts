import { eq, sql } from 'drizzle-orm';
import type { DojangStats } from '../../domain/schemas/admin-dojang';
import type { SessionUser } from '../../domain/roles';
import { dojang } from '../db/schema';
import type { DbOrTx } from '../db/types';
import { pastikanBoleh } from '../http/akses';

/**
 * GET /api/dojang/stats: real counts by validation status, never estimates. ADMIN counts
 * every dojang; a coach only the own one (so the coach's screens can read its validation state without
 * learning about other clubs); other roles are refused ('dojang.baca').
 */
export async function dojangStats(db: DbOrTx, user: SessionUser): Promise<DojangStats> {
  const { id_dojang } = pastikanBoleh(user, 'dojang.baca');
  const [row] = await db
    .select({
      totalDojang: sql<number>`count(*)::int`,
      validated: sql<number>`(count(*) filter (where ${dojang.status} = 'APPROVED'))::int`,
      pending: sql<number>`(count(*) filter (where ${dojang.status} = 'PENDING'))::int`,
      rejected: sql<number>`(count(*) filter (where ${dojang.status} = 'REJECTED'))::int`,
    })
    .from(dojang)
    .where(id_dojang === undefined ? undefined : eq(dojang.id_dojang, id_dojang));
  return {
    totalDojang: Number(row?.totalDojang ?? 0),
    validated: Number(row?.validated ?? 0),
    pending: Number(row?.pending ?? 0),
    rejected: Number(row?.rejected ?? 0),
  };
}
