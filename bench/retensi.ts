/**
 * The daily retention job over 20,000 athletes (prints figures; not a test). A fresh database (PGlite in a temp
 * dir, or with BENCH_DATABASE_URL also PostgreSQL) with 100 dojangs and BENCH_ATLET_COUNT athletes (default
 * 20,000), each with an akte and a KK/KTP stored as uploads are (encrypted; 4 KB each: removing a file costs the
 * same whatever its size). Four competitions: two that ended long ago (70 % of the athletes, approved by the
 * organiser), one that ended within the period (15 %), one open for registration (the other 15 %, who were also
 * in an old one). `jalankanRetensi` at a fixed clock is timed from start to its last file removed.
 * Target (issue 31): ≤ 60 s.
 *
 *   npx tsx bench/retensi.ts
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { refreshPlannerStats } from '../src/server/db/client';
import { queryRows } from '../src/server/db/rows';
import { adminKompetisi, akun, kategoriEvent, kelasKejuaraan, kelasPoomsae, kompetisi, pesertaKompetisi } from '../src/server/db/schema';
import type { Db } from '../src/server/db/types';
import { seedCatalogue } from '../src/server/db/seed/catalogue';
import { jalankanRetensi } from '../src/server/retensi/jalankan';
import { storeUpload } from '../src/server/uploads/store';
import { seedAtlet } from './admin-atlet/seed';
import { openFreshBenchDb, type BenchDbKind } from './lib/bench-db';

const JUMLAH = Number(process.env.BENCH_ATLET_COUNT ?? 20_000);
const NOW = new Date('2030-06-15T03:00:00Z');
const TARGET_S = 60;

async function kelasBaru(db: Db, nama: string, status: 'SELESAI' | 'PENDAFTARAN', mulai: string, selesai: string): Promise<number> {
  const [k] = await db.insert(kompetisi).values({ nama_event: nama, status, tanggal_mulai: mulai, tanggal_selesai: selesai }).returning();
  const [kat] = await db.select().from(kategoriEvent).limit(1);
  const [poomsae] = await db.select().from(kelasPoomsae).limit(1);
  const [kelas] = await db
    .insert(kelasKejuaraan)
    .values({
      id_kompetisi: k!.id_kompetisi,
      cabang: 'POOMSAE',
      id_kategori_event: kat!.id_kategori_event,
      id_kelompok: 3,
      id_poomsae: poomsae!.id_poomsae,
    })
    .returning();
  return kelas!.id_kelas_kejuaraan;
}

async function isi(db: Db, dataDir: string): Promise<void> {
  await seedCatalogue(db);
  await seedAtlet(db, JUMLAH);
  const [panitia] = await db
    .insert(akun)
    .values({ email: 'panitia@bench.arenatkd.test', password_hash: 'x', role: 'ADMIN_KOMPETISI' })
    .returning();
  const lama1 = await kelasBaru(db, 'Lama 1', 'SELESAI', '2029-11-01', '2029-11-03');
  const lama2 = await kelasBaru(db, 'Lama 2', 'SELESAI', '2030-01-10', '2030-01-12');
  const baru = await kelasBaru(db, 'Baru', 'SELESAI', '2030-05-20', '2030-05-22');
  const terbuka = await kelasBaru(db, 'Terbuka', 'PENDAFTARAN', '2030-07-01', '2030-07-03');
  const [kk] = await queryRows<{ id_kompetisi: number }>(
    db,
    sql`select id_kompetisi from kelas_kejuaraan where id_kelas_kejuaraan = ${lama1}`,
  );
  await db.insert(adminKompetisi).values({ nama: 'Panitia Bench', id_akun: panitia!.id_akun, id_kompetisi: kk!.id_kompetisi });
  const ids = (await queryRows<{ id: number }>(db, sql`select id_atlet as id from atlet order by id_atlet`)).map((r) => r.id);
  const entri: (typeof pesertaKompetisi.$inferInsert)[] = [];
  ids.forEach((id, i) => {
    const bagian = i % 20;
    const disetujui = {
      status: 'APPROVED' as const,
      status_diubah_oleh: panitia!.id_akun,
      status_diubah_pada: new Date('2029-10-20T03:00:00Z'),
    };
    if (bagian < 14) entri.push({ id_atlet: id, id_kelas_kejuaraan: i % 2 ? lama1 : lama2, ...disetujui });
    else if (bagian < 17) entri.push({ id_atlet: id, id_kelas_kejuaraan: baru });
    else entri.push({ id_atlet: id, id_kelas_kejuaraan: lama1, ...disetujui }, { id_atlet: id, id_kelas_kejuaraan: terbuka });
  });
  for (let i = 0; i < entri.length; i += 1000) await db.insert(pesertaKompetisi).values(entri.slice(i, i + 1000));
  const badan = Buffer.alloc(4096, 7);
  for (let i = 0; i < ids.length; i += 500) {
    const potong = ids.slice(i, i + 500);
    const nama = await Promise.all(
      potong.map(async (id) => ({
        id,
        akte: await storeUpload(dataDir, 'atlet/akte_kelahiran', { bytes: badan, ext: 'png' }),
        ktp: await storeUpload(dataDir, 'atlet/ktp', { bytes: badan, ext: 'png' }),
      })),
    );
    await db.execute(sql`update atlet a set akte_kelahiran = v.akte, ktp = v.ktp, updated_at = '2029-10-01T00:00:00Z'
      from jsonb_to_recordset(${JSON.stringify(nama)}::jsonb) as v(id int, akte text, ktp text) where a.id_atlet = v.id`);
  }
}

async function benchOn(kind: BenchDbKind): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'arena-bench-retensi-'));
  const { opened, cleanup } = await openFreshBenchDb(kind, dir);
  try {
    const seedStart = performance.now();
    await isi(opened.db, dir);
    await refreshPlannerStats(opened);
    if (kind === 'postgres') await opened.db.execute(sql`analyze`);
    const seedS = (performance.now() - seedStart) / 1000;
    const start = performance.now();
    const hasil = await jalankanRetensi({ db: opened.db, dataDir: dir, log: (m, e) => console.error(m, e) }, NOW);
    const s = (performance.now() - start) / 1000;
    const sisa = readdirSync(join(dir, 'uploads', 'atlet', 'ktp')).length;
    const [c] = await queryRows<{ n: number }>(opened.db, sql`select count(*)::int as n from atlet_dokumen_dihapus`);
    return (
      `${kind}: ${JUMLAH} athletes (seeded in ${seedS.toFixed(1)} s): job ${s.toFixed(1)} s (target ≤ ${TARGET_S} s) — ` +
      `${hasil.atlet} athletes' documents erased, ${hasil.berkas} files removed, ${c!.n} records, ${sisa} KK/KTP files left`
    );
  } finally {
    await cleanup();
    rmSync(dir, { recursive: true, force: true });
  }
}

const lines: string[] = [];
for (const kind of process.env.BENCH_DATABASE_URL ? (['pglite', 'postgres'] as const) : (['pglite'] as const)) {
  lines.push(await benchOn(kind));
  console.log(lines.at(-1));
}
