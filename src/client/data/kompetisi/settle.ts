import { ApiError } from '../api-error';
import { getDb, type ArenaDatabase } from '../db';
import { dismissEntry } from '../outbox';
import { currentUser } from '../session';
import { deliver } from '../sync/engine';

export function requireUser() {
  const user = currentUser();
  if (!user) throw new ApiError(401, 'Anda harus login terlebih dahulu');
  return user;
}

/**
 * After a write is queued: tries it at once. Delivered or queued (offline, 5xx) resolve; a refusal while
 * the user is on the screen throws the server's message and drops the entry, so the screen rolls back.
 */
export async function settle(entryId: string, db: ArenaDatabase = getDb()): Promise<{ queued: boolean }> {
  const outcome = await deliver(entryId);
  if (typeof outcome !== 'object') return { queued: outcome === 'queued' };
  const entry = await db.outbox.get(entryId);
  await dismissEntry(db, entryId);
  throw new ApiError(entry?.lastStatus ?? 400, outcome.rejected, entry?.lastErrors, entry?.lastKode);
}
