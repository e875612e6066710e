import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { sql } from 'drizzle-orm';
import { gatePglite } from './pglite-gate';
import * as schema from './schema';
import type { OpenDb } from './types';

export const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** PGlite in `dir` (or in memory when dir is undefined), migrated; its statements take turns with the event loop (gatePglite). */
export async function openPglite(dir: string | undefined): Promise<OpenDb> {
  if (dir) mkdirSync(dir, { recursive: true });
  const raw = dir ? new PGlite(dir) : new PGlite();
  await raw.waitReady; // its start-up runs queries of its own, which must not queue behind ours
  const client = gatePglite(raw);
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return { db, driver: 'pglite', close: () => client.close() };
}

/**
 * Planner statistics. PGlite runs no autovacuum, so without this every query plans as if the tables were
 * empty (the participant list walked 5,000 rows through the wrong index); PostgreSQL keeps its own.
 */
export async function refreshPlannerStats(opened: OpenDb): Promise<void> {
  if (opened.driver === 'pglite') await opened.db.execute(sql`analyze`);
}

/** Any number that no other program on the database uses for an advisory lock. */
const MIGRATION_LOCK = 0x41524e41; // 'ARNA'

/**
 * Migrates on one connection holding a session advisory lock, so server processes starting at once on
 * one database take turns: the first migrates, the others then find nothing left to do. Without it,
 * two concurrent `create table if not exists` of the migrations journal collide in the catalogue.
 */
export async function migratePostgresLocked(url: string): Promise<void> {
  const conn = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await conn`select pg_advisory_lock(${MIGRATION_LOCK})`;
    try {
      await migratePostgres(drizzlePostgres({ client: conn, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await conn`select pg_advisory_unlock(${MIGRATION_LOCK})`;
    }
  } finally {
    await conn.end({ timeout: 5 });
  }
}

/** Real PostgreSQL through postgres.js, migrated. */
export async function openPostgres(url: string): Promise<OpenDb> {
  await migratePostgresLocked(url);
  const client = postgres(url, { max: 10, onnotice: () => {} });
  const db = drizzlePostgres({ client, schema });
  return { db, driver: 'postgres', url, close: () => client.end({ timeout: 5 }) };
}

/** DATABASE_URL → PostgreSQL; otherwise PGlite under `${dataDir}/pglite`. */
export function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<OpenDb> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(path.join(opts.dataDir, 'pglite'));
}
