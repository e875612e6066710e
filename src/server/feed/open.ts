import type { OpenDb } from '../db/types';
import { localFeed, type ChangeFeed } from './feed';
import { openPostgresFeed } from './postgres-feed';

/** PostgreSQL: LISTEN/NOTIFY between every process on the database; PGlite (this process alone): in process. */
export function openChangeFeed(database: OpenDb, log: (msg: string, err?: unknown) => void): Promise<ChangeFeed> {
  if (database.driver === 'postgres' && database.url) return openPostgresFeed({ url: database.url, db: database.db, log });
  return Promise.resolve(localFeed(log));
}
