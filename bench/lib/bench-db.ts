import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import postgres from 'postgres';
import { openPglite, openPostgres } from '../../src/server/db/client';
import type { OpenDb } from '../../src/server/db/types';

export type BenchDbKind = 'pglite' | 'postgres';

/** A fresh, migrated database: PGlite under `dir`, or a throwaway database on BENCH_DATABASE_URL, dropped by cleanup. */
export async function openFreshBenchDb(kind: BenchDbKind, dir: string): Promise<{ opened: OpenDb; cleanup: () => Promise<void> }> {
  if (kind === 'pglite') {
    const opened = await openPglite(join(dir, 'pglite'));
    return { opened, cleanup: () => opened.close() };
  }
  const base = process.env.BENCH_DATABASE_URL;
  if (!base) throw new Error('BENCH_DATABASE_URL is required for PostgreSQL benches');
  const name = `arena_bench_${randomBytes(5).toString('hex')}`;
  const server = postgres(base, { max: 1, onnotice: () => {} });
  await server.unsafe(`CREATE DATABASE ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const opened = await openPostgres(url.toString());
  return {
    opened,
    cleanup: async () => {
      await opened.close();
      await server.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await server.end({ timeout: 5 });
    },
  };
}
