/**
 * Child process of bench/api.ts (not run by hand): opens a database, seeds coaches,
 * serves the real app on a random loopback port and reports it to the parent.
 * BENCH_DB=pglite (temp DATA_DIR) or BENCH_DB=postgres (a fresh database on BENCH_DATABASE_URL).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../src/server/app';
import { hashSecret } from '../src/server/auth/password';
import { akun, dojang, pelatih } from '../src/server/db/schema';
import { seedCatalogue } from '../src/server/db/seed/catalogue';
import type { OpenDb } from '../src/server/db/types';
import { recordingMailer } from '../src/server/mail/recording-mailer';
import { BENCH_PASSWORD, type ServerReady } from './api-shared';
import { openFreshBenchDb } from './lib/bench-db';
import { serveToParent } from './lib/child-server';

const COACHES = Number(process.env.BENCH_COACHES ?? 50);

async function openBenchDb(): Promise<{ opened: OpenDb; cleanup: () => Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'arena-bench-'));
  const { opened, cleanup } = await openFreshBenchDb(process.env.BENCH_DB === 'postgres' ? 'postgres' : 'pglite', dir);
  return {
    opened,
    cleanup: async () => {
      await cleanup();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function main(): Promise<void> {
  const { opened, cleanup } = await openBenchDb();
  const { db } = opened;
  await seedCatalogue(db);
  const password_hash = await hashSecret(BENCH_PASSWORD);
  const emails: string[] = [];
  for (let i = 1; i <= COACHES; i++) {
    const email = `pelatih${i}@bench.arenatkd.test`;
    const [d] = await db
      .insert(dojang)
      .values({ nama_dojang: `Dojang Bench ${i}`, provinsi: 'Sumatera Selatan', kota: 'Kota Palembang' })
      .returning();
    const [a] = await db.insert(akun).values({ email, password_hash, role: 'PELATIH' }).returning();
    await db.insert(pelatih).values({ nama_pelatih: `Pelatih Bench ${i}`, id_akun: a.id_akun, id_dojang: d.id_dojang });
    emails.push(email);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'arena-bench-data-'));
  const app = createApp({ db, dataDir, mailer: recordingMailer(), log: () => {} });
  serveToParent(
    app,
    (port): ServerReady => ({ port, emails }),
    async () => {
      await cleanup();
      rmSync(dataDir, { recursive: true, force: true });
    },
  );
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
