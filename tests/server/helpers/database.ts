import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { MIGRATIONS_FOLDER, openPglite, openPostgres } from '../../../src/server/db/client';
import { gatePglite } from '../../../src/server/db/pglite-gate';
import * as schema from '../../../src/server/db/schema';
import { seedCatalogue } from '../../../src/server/db/seed/catalogue';
import type { Db, OpenDb } from '../../../src/server/db/types';

/** One database per test file: in-memory PGlite, or a fresh PostgreSQL database (TEST_DB=postgres). */
export async function openTestDatabase(): Promise<OpenDb> {
  if (process.env.TEST_DB !== 'postgres') return openMigratedPglite();
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DATABASE_URL is required for TEST_DB=postgres');
  const name = `arena_t_${randomBytes(6).toString('hex')}`;
  const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const opened = await openPostgres(url.toString());
  return {
    ...opened,
    async close() {
      await opened.close();
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end({ timeout: 5 });
    },
  };
}

/** Empties every table (ids restart) and puts the catalogue back. */
export async function resetDatabase(db: Db): Promise<void> {
  const rows = await db.execute<{ tablename: string }>(sql`select tablename from pg_tables where schemaname = 'public'`);
  const list = (Array.isArray(rows) ? rows : (rows as { rows: { tablename: string }[] }).rows).map((r) => `"${r.tablename}"`).join(', ');
  if (list) await truncateRetryingDeadlock(db, list);
  await seedCatalogue(db);
}

/**
 * Work the previous test started after its response (an audit row, a feed
 * notification) may still hold a table when the next test empties them all;
 * PostgreSQL then names one side of the lock cycle the victim. The truncation
 * is that side often enough to retry it rather than fail the next test.
 */
async function truncateRetryingDeadlock(db: Db, list: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await db.execute(sql.raw(`TRUNCATE ${list} RESTART IDENTITY CASCADE`));
      return;
    } catch (e) {
      const code = (e as { cause?: { code?: string }; code?: string }).cause?.code ?? (e as { code?: string }).code;
      if (code !== '40P01' || attempt >= 5) throw e;
    }
  }
}

/** Snapshot of a freshly migrated PGlite, shared by test files (initdb + migrations run once per schema version). */
function snapshotPath(): string {
  const hash = createHash('sha256');
  for (const f of readdirSync(MIGRATIONS_FOLDER, { recursive: true }).map(String).sort()) {
    const full = path.join(MIGRATIONS_FOLDER, f);
    if (f.endsWith('.sql') || f.endsWith('.json')) hash.update(f).update(readFileSync(full));
  }
  return path.join(os.tmpdir(), `arena-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
}

/** Always the embedded database (a venue hub's, whatever the central server's is). */
export const openTestPglite = (): Promise<OpenDb> => openMigratedPglite();

async function openMigratedPglite(): Promise<OpenDb> {
  const file = snapshotPath();
  if (existsSync(file)) {
    const raw = new PGlite({ loadDataDir: new Blob([await readFile(file)]) });
    await raw.waitReady;
    const client = gatePglite(raw); // as openPglite (npm start) runs it
    return { db: drizzle({ client, schema }), driver: 'pglite', close: () => client.close() };
  }
  const opened = await openPglite(undefined);
  const client = (opened.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  const tmp = `${file}.${process.pid}.tmp`;
  await writeFile(tmp, new Uint8Array(await dump.arrayBuffer()));
  await rename(tmp, file);
  return opened;
}
