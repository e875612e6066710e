import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** One database type for both drivers (PGlite and postgres.js). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction handle has the same query surface as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface OpenDb {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** PostgreSQL's connection URL (the change feed opens its LISTEN connection with it). */
  url?: string;
  close(): Promise<void>;
}
