import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from './types';

/** Rows of a raw query on either driver (postgres.js answers an array, PGlite `{ rows }`). */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const res: unknown = await db.execute(query);
  return (Array.isArray(res) ? res : (res as { rows: T[] }).rows) as T[];
}
