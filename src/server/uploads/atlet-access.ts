import { eq, sql } from 'drizzle-orm';
import type { AtletDokumen } from '../../domain/schemas/atlet-files';
import type { SessionUser } from '../../domain/roles';
import { readScope } from '../atlet/scope';
import { atlet } from '../db/schema';
import type { Db } from '../db/types';

/**
 * Who may open an athlete's document: the users who may read that athlete (its own coach, ADMIN, and
 * ADMIN_KOMPETISI when it is entered in its competition). 'missing' when no athlete holds this name.
 */
export async function atletFileAccess(
  db: Db,
  user: SessionUser,
  kind: AtletDokumen,
  name: string,
): Promise<'ok' | 'forbidden' | 'missing'> {
  const scope = readScope(user) ?? sql`true`;
  const [row] = await db
    .select({ allowed: sql<boolean>`${scope}` })
    .from(atlet)
    .where(eq(atlet[kind], name))
    .limit(1);
  if (!row) return 'missing';
  return row.allowed ? 'ok' : 'forbidden';
}
