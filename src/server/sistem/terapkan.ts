import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { SISTEM_MSG } from '../../domain/schemas/sistem';
import { activityLog, setting } from '../db/schema';
import type { DbOrTx } from '../db/types';
import { dariTolak } from '../http/api-error';
import { jalankanTulis } from '../tulis/jalankan';
import { berhasil, type Deps, type HasilTulis } from '../tulis/types';
import { queryRows } from '../db/rows';
import { cekBatal, type ArsipTerbaca } from './baca-arsip';
import { folderUploads } from './berkas';
import { KUNCI_MAINTENANCE } from './maintenance-state';
import { daftarSekuens, ident, tabelUrutDependensi } from './tabel';
import { tolak } from '../../domain/tolak';
import { STATUS_TOLAK, type KodeTolakSistem } from './tolak';
import { enkripsiBerkasLama } from '../berkas-aman/lama';
import { ingatanFoto } from '../uploads/store';

export interface Pelaku {
  id_akun: number;
  email: string;
}

/**
 * The restore's apply step, in the caller's ONE transaction: empties every table, inserts the backup's rows
 * table by table (parents first), checks the counts against the manifest ('cadangan_tidak_sah'), sets every
 * serial sequence to its backed-up next value (never below max+1), keeps the current maintenance switch and
 * logs the restore. A request gone before the end (`signal`) throws PemulihanDibatalkan: nothing is committed.
 */
export async function terapkanDataArsip(
  _deps: Deps,
  aktor: Pelaku,
  input: { arsip: ArsipTerbaca; signal?: AbortSignal },
  tx: DbOrTx,
): Promise<HasilTulis<number, KodeTolakSistem>> {
  const { arsip, signal } = input;
  const tables = tabelUrutDependensi();
  cekBatal(signal);
  const [maintenance] = await tx.select().from(setting).where(eq(setting.key, KUNCI_MAINTENANCE));
  // The backup's rows are the data as it was, a venue hub's lease included: not a venue write the lease guards, nor
  // a hub's own change to send up.
  await tx.execute(sql`select set_config('arena.dari_hub', 'ya', true), set_config('arena.salin', 'ya', true)`);
  await tx.execute(
    sql`truncate ${sql.join(
      tables.map((t) => ident(t.nama)),
      sql`, `,
    )} restart identity`,
  );
  let total = 0;
  for (const t of tables) {
    let n = 0;
    for (const part of arsip.bagian.get(t.nama) ?? []) {
      const rows = await readFile(part, 'utf8');
      const [res] = await queryRows<{ n: number }>(
        tx,
        sql`with ins as (
        insert into ${ident(t.nama)} select * from json_populate_recordset(null::${ident(t.nama)}, ${rows}::json) returning 1
      ) select count(*)::int as n from ins`,
      );
      n += res?.n ?? 0;
    }
    if (n !== arsip.manifest.tabel.find((m) => m.nama === t.nama)?.baris) return tolak('cadangan_tidak_sah', SISTEM_MSG.tidakLengkap);
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
    action: 'PULIHKAN_DATA',
    actor: aktor.email,
    // The restored data may not hold the ADMIN's account, or hold another one under the same id: by email.
    id_akun: sql`(select id_akun from akun where lower(email) = lower(${aktor.email}) limit 1)`,
    details: `Data dipulihkan dari cadangan ${arsip.manifest.dibuat_pada} (${total} baris, ${arsip.berkas} berkas)`,
  });
  // The ADMIN who asked is gone (closed the tab, the connection dropped): nothing is committed.
  cekBatal(signal);
  return berhasil(total, SISTEM_MSG.dipulihkan);
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
  // Every photo kept in memory belongs to the replaced folder (the stat check would see it too).
  ingatanFoto.kosongkan();
  await rm(lama, { recursive: true, force: true });
}

/** Applies a checked archive: the database first (one transaction), then the files. */
export async function terapkanArsip(deps: Deps, arsip: ArsipTerbaca, pelaku: Pelaku, signal?: AbortSignal): Promise<number> {
  const { db, dataDir } = deps;
  const hasil = await jalankanTulis(deps, (tx) => terapkanDataArsip(deps, pelaku, { arsip, signal }, tx));
  if (!hasil.ok) throw dariTolak(STATUS_TOLAK, hasil);
  const total = hasil.data;
  await gantiUnggahan(dataDir, path.join(arsip.dir, 'uploads'));
  // A backup made before uploads were encrypted brings plain files back: they are encrypted now.
  await enkripsiBerkasLama(dataDir);
  // PGlite keeps no planner statistics by itself (see refreshPlannerStats); the tables were just refilled.
  await db.execute(sql`analyze`).catch(() => undefined);
  return total;
}
