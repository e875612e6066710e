import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../../src/server/db/client';

// Migration 0016: the court desk's no-show corner moves to the one convention (B = peserta_a, R = peserta_b) on
// the rows a venue day already wrote in the old one (A = peserta_a, B = peserta_b). A database migrated to 0015
// with such rows, then to the end.
describe.runIf(process.env.TEST_DB !== 'postgres')('migration 0016 (partai.tidak_hadir → sudut_tidak_hadir)', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'arena-migrasi-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('renames the column and converts A → B, B → R; the check refuses anything else', async () => {
    cpSync(MIGRATIONS_FOLDER, dir, { recursive: true });
    const journalPath = path.join(dir, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
    const i = journal.entries.findIndex((e) => e.tag === '0016_sudut_tidak_hadir');
    expect(i).toBeGreaterThan(0);
    writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, i) }));

    const pg = new PGlite();
    try {
      const db = drizzle(pg);
      await migrate(db, { migrationsFolder: dir });
      // Bout rows alone (their match and court left out: foreign keys not checked for this insert).
      await pg.exec(`set session_replication_role = replica;
        insert into partai (id_match, id_lapangan, nomor, status, tidak_hadir) values
          ('biru-absen', 1, 1, 'SELESAI', 'A'), ('merah-absen', 1, 2, 'SELESAI', 'B'), ('bertanding', 1, 3, 'SELESAI', null);
        set session_replication_role = origin;`);
      await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
      const rows = await pg.query<{ id_match: string; sudut_tidak_hadir: string | null }>(
        'select id_match, sudut_tidak_hadir from partai order by nomor',
      );
      expect(rows.rows).toEqual([
        { id_match: 'biru-absen', sudut_tidak_hadir: 'B' },
        { id_match: 'merah-absen', sudut_tidak_hadir: 'R' },
        { id_match: 'bertanding', sudut_tidak_hadir: null },
      ]);
      await expect(
        pg.exec(`set session_replication_role = replica;
        insert into partai (id_match, id_lapangan, nomor, sudut_tidak_hadir) values ('lama', 1, 4, 'A');`),
      ).rejects.toThrow(/partai_sudut_tidak_hadir/);
    } finally {
      await pg.close();
    }
  });
});
