import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { SISTEM_MSG } from '../../domain/schemas/sistem';
import { activityLog, setting } from '../db/schema';
import type { Db } from '../db/types';
import { queryRows } from '../db/rows';
import { cekBatal, type ArsipTerbaca } from './baca-arsip';
import { folderUploads } from './berkas';
import { KUNCI_MAINTENANCE } from './maintenance-state';
import { daftarSekuens, ident, tabelUrutDependensi } from './tabel';
import { gagalSistem } from './tolak';

export interface Pelaku {
  id_akun: number;
  email: string;
}

/**
 * In ONE transaction: empties every table, inserts the backup's rows table by table (parents first),
 * checks the counts against the manifest, sets every serial sequence to its backed-up next value (never
 * below max+1), keeps the current maintenance switch and logs the restore. Rolled back on any doubt.
 */
async function terapkanData(db: Db, arsip: ArsipTerbaca, pelaku: Pelaku, signal?: AbortSignal): Promise<number> {
  const tables = tabelUrutDependensi();
  cekBatal(signal);
  return db.transaction(async (tx) => {
    const [maintenance] = await tx.select().from(setting).where(eq(setting.key, KUNCI_MAINTENANCE));
    await tx.execute(sql`truncate ${sql.join(tables.map((t) => ident(t.nama)), sql`, `)} restart identity`);
    let total = 0;
    for (const t of tables) {
      let n = 0;
      for (const part of arsip.bagian.get(t.nama) ?? []) {
        const rows = await readFile(part, 'utf8');
        const [res] = await queryRows<{ n: number }>(tx, sql`with ins as (
          insert into ${ident(t.nama)} select * from json_populate_recordset(null::${ident(t.nama)}, ${rows}::json) returning 1
        ) select count(*)::int as n from ins`);
        n += res?.n ?? 0;
      }
      if (n !== arsip.manifest.tabel.find((m) => m.nama === t.nama)?.baris) throw gagalSistem('cadangan_tidak_sah', SISTEM_MSG.tidakLengkap);
      total += n;
    }
    const stored = new Map(arsip.manifest.sekuens.map((s) => [`${s.tabel}.${s.kolom}`, s.berikutnya]));
    for (const s of await daftarSekuens(tx)) {
      const next = stored.get(`${s.tabel}.${s.kolom}`) ?? 1;
      await tx.execute(sql`select setval(${s.seq}::regclass,
        greatest(${next}::bigint, coalesce((select max(${ident(s.kolom)}) from ${ident(s.tabel)}), 0)::bigint + 1), false)`);
    }
    // The switch is about this server now, not about the moment of the backup.
    await tx.delete(setting).where(eq(setting.key, KUNCI_MAINTENANCE));
    if (maintenance) await tx.insert(setting).values(maintenance);
    await tx.insert(activityLog).values({
      action: 'PULIHKAN_DATA', actor: pelaku.email,
      // The restored data may not hold the ADMIN's account, or hold another one under the same id: by email.
      id_akun: sql`(select id_akun from akun where lower(email) = lower(${pelaku.email}) limit 1)`,
      details: `Data dipulihkan dari cadangan ${arsip.manifest.dibuat_pada} (${total} baris, ${arsip.berkas} berkas)`,
    });
    // The ADMIN who asked is gone (closed the tab, the connection dropped): nothing is committed.
    cekBatal(signal);
    return total;
  });
}

/** Puts the staged uploads in place of DATA_DIR/uploads (renames on the same disk, the old folder removed last). */
async function gantiUnggahan(dataDir: string, staged: string): Promise<void> {
  const uploads = folderUploads(dataDir);
  const lama = path.join(dataDir, `.uploads-lama-${randomBytes(4).toString('hex')}`);
  await mkdir(staged, { recursive: true });
  try {
    await rename(uploads, lama);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
  }
  await rename(staged, uploads);
  await rm(lama, { recursive: true, force: true });
}

/** Applies a checked archive: the database first (one transaction), then the files. */
export async function terapkanArsip(db: Db, dataDir: string, arsip: ArsipTerbaca, pelaku: Pelaku, signal?: AbortSignal): Promise<number> {
  const total = await terapkanData(db, arsip, pelaku, signal);
  await gantiUnggahan(dataDir, path.join(arsip.dir, 'uploads'));
  // PGlite keeps no planner statistics by itself (see refreshPlannerStats); the tables were just refilled.
  await db.execute(sql`analyze`).catch(() => undefined);
  return total;
}
