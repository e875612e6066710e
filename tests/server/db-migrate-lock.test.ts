import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../src/server/db/client';

const baseUrl = process.env.TEST_DATABASE_URL;
const onPostgres = process.env.TEST_DB === 'postgres' && Boolean(baseUrl);

describe.runIf(onPostgres)('several server processes starting at once on an empty PostgreSQL', () => {
  const admin = onPostgres ? postgres(baseUrl!, { max: 1, onnotice: () => {} }) : null;
  const made: string[] = [];
  afterAll(async () => {
    for (const name of made) await admin!.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin?.end({ timeout: 5 });
  });

  it('migrate one after another: all open, each migration applied once', async () => {
    const name = `arena_m_${randomBytes(6).toString('hex')}`;
    await admin!.unsafe(`CREATE DATABASE ${name}`);
    made.push(name);
    const url = new URL(baseUrl!);
    url.pathname = `/${name}`;
    const opened = await Promise.all([0, 1, 2, 3].map(() => openPostgres(url.toString())));
    try {
      const check = postgres(url.toString(), { max: 1, onnotice: () => {} });
      const rows = await check`select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash`;
      await check.end({ timeout: 5 });
      expect(rows.length).toBeGreaterThan(5);
      expect(rows.every((r) => r.n === 1)).toBe(true);
    } finally {
      await Promise.all(opened.map((o) => o.close()));
    }
  });
});
