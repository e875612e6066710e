import { tutupSiaranLive } from './live/routes';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { clientBuildIsStale } from './client-build';
import { configFromEnv } from './config';
import { purgeLimiter } from './auth/login-limiter';
import { openDatabase, refreshPlannerStats } from './db/client';
import { seed, SeedError } from './db/seed';
import { DEMO_PASSWORDS } from './db/seed/demo-data';
import { openChangeFeed } from './feed/open';
import { purgeIdempotencyKeys } from './http/idempotency';
import { ReadCache } from './http/read-cache';
import { warmClientCompression } from './http/static';
import { mailerFromEnv } from './mail/mailer';
import { mulaiCadanganHarian } from './sistem/harian';
import { seedCatalogue } from './db/seed/catalogue';
import { HubLokal } from './hub/hub-lokal';
import { alamatLokal, hubConfigFromEnv } from './hub/hub-config';
import { enkripsiBerkasLama } from './berkas-aman/lama';

/** Builds the client exactly as `npm run build` does (a child process, so NODE_ENV and vite's own setup match). */
async function ensureClientBuilt(clientDir: string) {
  if (process.env.SKIP_CLIENT_BUILD || !clientBuildIsStale(clientDir)) return;
  console.log('Membangun aplikasi klien (vite build)...');
  const viteBin = join(dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin', 'vite.js');
  const code = await new Promise<number | null>((resolve) => {
    const child = spawn(process.execPath, [viteBin, 'build', '--logLevel', 'warn'], {
      stdio: 'inherit',
      // An inherited NODE_ENV (e.g. 'test' from a test runner) would give development builds of React and Workbox.
      env: { ...process.env, NODE_ENV: 'production' },
    });
    child.on('exit', resolve);
  });
  if (code !== 0) throw new Error(`vite build gagal (kode ${code})`);
}

async function main() {
  const config = configFromEnv(process.env);
  const hubConfig = hubConfigFromEnv(process.env);
  await ensureClientBuilt(config.clientDir);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    // A hub's accounts and data come from the central server when it takes a competition over.
    if (hubConfig) await seedCatalogue(database.db);
    else
      await seed(database.db, {
        demo: !config.databaseUrl,
        adminEmail: config.adminEmail,
        adminPassword: config.adminPassword,
        dataDir: config.dataDir,
      });
  } catch (e) {
    await database.close();
    if (e instanceof SeedError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }
  await purgeIdempotencyKeys(database.db);
  await purgeLimiter(database.db);
  await refreshPlannerStats(database);
  const purgeTimer = setInterval(
    () => {
      purgeIdempotencyKeys(database.db).catch((e) => console.error('[server] purge idempotency gagal', e));
      purgeLimiter(database.db).catch((e) => console.error('[server] purge batas percobaan gagal', e));
    },
    6 * 3600 * 1000,
  );
  const statsTimer = setInterval(() => {
    refreshPlannerStats(database).catch((e) => console.error('[server] analyze gagal', e));
  }, 3600 * 1000);
  statsTimer.unref();
  purgeTimer.unref();

  void warmClientCompression(config.clientDir).catch(() => undefined);
  // Private uploads stored before encryption existed (or restored from an older backup) are encrypted in place.
  void enkripsiBerkasLama(config.dataDir).then(
    (h) => {
      if (h.dienkripsi) console.log(`[server] ${h.dienkripsi} berkas pribadi lama dienkripsi`);
      if (h.kunciLain) console.error(`[server] ${h.kunciLain} berkas dienkripsi dengan kunci server lain: tidak dapat dibuka`);
    },
    (e: unknown) => console.error('[server] enkripsi berkas lama gagal', e),
  );
  const mailer = mailerFromEnv(process.env);
  const log = (msg: string, err?: unknown) => console.error(`[server] ${msg}`, err ?? '');
  // Every write of every server process on the database clears every process's read cache (PostgreSQL:
  // LISTEN/NOTIFY). While this process's LISTEN connection is down the cache is off; the public list and detail
  // are then shared by their readers for 2 s only (ReadCache.shared).
  const feed = await openChangeFeed(database, log);
  const hub = hubConfig
    ? new HubLokal({
        db: database.db,
        dataDir: config.dataDir,
        pusatUrl: hubConfig.pusatUrl,
        alamatLokal: alamatLokal(process.env, config.port),
        feed,
        log,
      })
    : undefined;
  const app = createApp({
    db: database.db,
    dataDir: config.dataDir,
    mailer,
    clientDir: config.clientDir,
    log,
    feed,
    readCache: new ReadCache(true, { publicMs: 2_000 }),
    hub,
  });
  await hub?.mulai();
  const cadanganHarian = mulaiCadanganHarian({
    db: database.db,
    dataDir: config.dataDir,
    log: (m, e) => (e ? console.error(`[server] ${m}`, e) : console.log(`[server] ${m}`)),
    feed,
  });
  const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
    console.log(`Arena TKD berjalan di http://localhost:${info.port} (database: ${database.driver}, data: ${config.dataDir})`);
    if (hub) console.log(`Hub venue untuk ${hub.pusatUrl}: buka /hub untuk mengambil alih kompetisi dengan kode pasangan.`);
    else if (database.driver === 'pglite') {
      console.log('Akun demo:');
      for (const { email, password } of Object.values(DEMO_PASSWORDS)) console.log(`  ${email} / ${password}`);
    }
    if (!process.env.SMTP_HOST) console.log('SMTP belum disetel: kode reset password ditulis di konsol ini.');
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal} diterima, menutup server...`);
    clearInterval(purgeTimer);
    clearInterval(statsTimer);
    cadanganHarian.berhenti();
    void hub?.tutup();
    // Open live streams would keep server.close() waiting; the screens reconnect by themselves.
    tutupSiaranLive();
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(() => {
      feed
        .close()
        .then(() => database.close())
        .then(
          () => process.exit(0),
          (e) => {
            console.error(e);
            process.exit(1);
          },
        );
    });
    // Keep-alive connections would hold server.close() open.
    if ('closeAllConnections' in server) (server as { closeAllConnections(): void }).closeAllConnections();
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((e) => {
  console.error('Gagal menjalankan server:', e);
  process.exit(1);
});
