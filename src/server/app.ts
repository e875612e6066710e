import { Hono } from 'hono';
import { LoginLimiter, newCodeRequestLimiter } from './auth/login-limiter';
import { adminDojangRoutes } from './admin/dojang-routes';
import { adminUsersRoutes } from './admin/users-routes';
import { mountBagan } from './bagan/routes';
import { mountJadwal } from './jadwal/routes';
import { mountLapangan } from './lapangan/routes';
import { mountSkor } from './skor/routes';
import { mountJuriDigital } from './skor/juri-routes';
import { mountVenue } from './venue/routes';
import { mountLive } from './live/routes';
import { mountPapanPublik } from './skor/papan-routes';
import { mountKartu } from './kartu/routes';
import { mountPiagam } from './piagam/routes';
import { mountStatistik } from './statistik/routes';
import { atletRoutes } from './atlet/routes';
import { authRoutes } from './auth/routes';
import { mountBuktiTransfer } from './bukti-transfer/routes';
import { siapkanKunci } from './crypto/kunci';
import type { Db } from './db/types';
import { KODE_DB_DIKELOLA_HUB, pgErrorCode } from './db/errors';
import { dojangRoutes } from './dojang/routes';
import { ApiError, MSG } from './http/api-error';
import { resolveAuth } from './http/auth-middleware';
import { parseBody } from './http/body';
import { limitBody } from './http/body-limit';
import { requireOwnPassword } from './http/first-password';
import type { AppDeps, AppEnv } from './http/env';
import { idempotency } from './http/idempotency';
import { ReadCache } from './http/read-cache';
import { localFeed, type ChangeFeed } from './feed/feed';
import { publishWrites } from './feed/publish-writes';
import { fail } from './http/respond';
import { serveClient } from './http/static';
import { mountKeamanan } from './keamanan/routes';
import { kelasRoutes } from './kelas/routes';
import { kompetisiRoutes } from './kompetisi/routes';
import { mountLaporan } from './laporan/routes';
import type { Mailer } from './mail/mailer';
import { mailerDariSetting } from './mail/setting-mailer';
import { mountNotifikasi } from './notifikasi/routes';
import { mountRetensi } from './retensi/routes';
import { mountIkuti } from './ikuti/routes';
import { mountPrivasi } from './privasi/routes';
import { mountHakData } from './hak-data/routes';
import { mountInsiden } from './insiden/routes';
import { mountHubPusat } from './hub/pusat-routes';
import type { HubLokal } from './hub/hub-lokal';
import { corsPusat, hanyaSaatMemegang, mountHubLokal } from './hub/hub-routes';
import { pelatihRoutes } from './pelatih/routes';
import { penimbanganRoutes } from './penimbangan/routes';
import { pesertaRoutes } from './peserta/routes';
import { petugasRoutes } from './petugas/routes';
import { proposalRoutes } from './proposal/routes';
import { mountSistem } from './sistem/routes';
import { tolakSaatPemeliharaan } from './sistem/maintenance';
import { uploadRoutes } from './uploads/routes';

export interface CreateAppOptions {
  db: Db;
  dataDir: string;
  mailer: Mailer;
  clientDir?: string;
  loginLimiter?: LoginLimiter;
  codeRequestLimiter?: LoginLimiter;
  log?: (msg: string, err?: unknown) => void;
  /** Hot reads kept between writes (default: off); it follows `feed`, which clears it after every write. */
  readCache?: ReadCache;
  /**
   * The change feed every write publishes to (default: in process, for a database only this process writes);
   * with PostgreSQL the one of openChangeFeed, shared by every server process on the database. The caller closes it.
   */
  feed?: ChangeFeed;
  /** This server as a venue hub (ARENA_PERAN=hub): its own calls, and writes only while it holds its competition. */
  hub?: HubLokal;
}

/** Invalid input that slipped past validation (too long, out of range, bad syntax) is the caller's fault. */
const CLIENT_DATA_ERRORS = new Set(['22001', '22003', '22007', '22008', '22021', '22P02', '22P05']);

export function createApp(opts: CreateAppOptions) {
  siapkanKunci(opts.dataDir);
  const deps: AppDeps = {
    db: opts.db,
    dataDir: opts.dataDir,
    mailer: mailerDariSetting(opts.db, opts.mailer),
    clientDir: opts.clientDir,
    loginLimiter: opts.loginLimiter ?? new LoginLimiter(opts.db),
    codeRequestLimiter: opts.codeRequestLimiter ?? newCodeRequestLimiter(opts.db),
    log: opts.log ?? ((msg, err) => console.error(`[server] ${msg}`, err ?? '')),
    readCache: opts.readCache ?? new ReadCache(false),
    feed: opts.feed ?? localFeed(opts.log),
  };
  deps.readCache.follow(deps.feed);
  const app = new Hono<AppEnv>();

  app.onError((err, c) => {
    if (err instanceof ApiError) return fail(c, err.status, err.message, err.errors, err.kode, err.data);
    if (CLIENT_DATA_ERRORS.has(pgErrorCode(err) ?? '')) return fail(c, 400, MSG.invalidData);
    if (pgErrorCode(err) === KODE_DB_DIKELOLA_HUB) return fail(c, 423, MSG.dikelolaHub, undefined, 'dikelola_hub');
    deps.log(`${c.req.method} ${c.req.path} gagal`, err);
    return fail(c, 500, MSG.serverError);
  });

  app.use('*', async (c, next) => {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'same-origin');
  });

  if (opts.hub) app.use('/api/*', corsPusat(opts.hub.pusatUrl));
  const api = new Hono<AppEnv>();
  if (opts.hub) api.use('*', hanyaSaatMemegang(opts.hub));
  api.use(
    '*',
    publishWrites(deps.feed),
    limitBody,
    resolveAuth(deps.db, deps.readCache),
    requireOwnPassword,
    tolakSaatPemeliharaan(deps),
    parseBody,
    idempotency(deps.db, deps.feed),
  );
  api.route('/auth', authRoutes(deps));
  api.route('/dojang', dojangRoutes(deps));
  api.route('/pelatih', pelatihRoutes(deps));
  api.route('/kompetisi', kompetisiRoutes(deps));
  api.route('/kompetisi', pesertaRoutes(deps));
  api.route('/kompetisi', proposalRoutes(deps));
  api.route('/kompetisi', petugasRoutes(deps));
  api.route('/kompetisi', penimbanganRoutes(deps));
  api.route('/kelas', kelasRoutes(deps));
  mountBuktiTransfer(api, deps);
  api.route('/atlet', atletRoutes(deps));
  mountPrivasi(api, deps);
  mountHakData(api, deps);
  mountInsiden(api, deps);
  api.route('/admin/users', adminUsersRoutes(deps));
  api.route('/admin/dojang', adminDojangRoutes(deps));
  mountBagan(api, deps);
  mountJadwal(api, deps);
  mountLapangan(api, deps);
  mountSkor(api, deps);
  // Before the judges' routes: it hears their heartbeats for the venue overview.
  mountVenue(api, deps);
  mountJuriDigital(api, deps);
  mountLive(api, deps);
  mountPapanPublik(api, deps);
  mountKartu(api, deps);
  mountPiagam(api, deps);
  mountLaporan(api, deps);
  mountStatistik(api, deps);
  mountKeamanan(api, deps);
  mountNotifikasi(api, deps);
  mountRetensi(api, deps);
  mountIkuti(api, deps);
  if (opts.hub) mountHubLokal(api, deps, opts.hub);
  else mountHubPusat(api, deps);
  mountSistem(app, api, deps);
  api.all('*', (c) => fail(c, 404, MSG.notFoundEndpoint));
  app.route('/api', api);

  const uploads = new Hono<AppEnv>();
  uploads.use('*', resolveAuth(deps.db, deps.readCache), requireOwnPassword);
  uploads.route('/', uploadRoutes(deps));
  app.route('/uploads', uploads);

  if (deps.clientDir) app.all('*', serveClient(deps.clientDir));
  else app.all('*', (c) => c.text('Not Found', 404));
  return app;
}
