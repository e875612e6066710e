import type { MiddlewareHandler } from 'hono';
import { boleh } from '../../domain/akses';
import { PESAN_PEMELIHARAAN, RETRY_AFTER_PEMELIHARAAN, type MaintenanceState } from '../../domain/schemas/sistem';
import { STATUS_UMUM } from '../http/api-error';
import type { AppDeps, AppEnv } from '../http/env';
import { fail } from '../http/respond';
import { buangBody } from './buang-body';
import { bacaMaintenance } from './maintenance-state';
import { pemulihanBerjalan } from './pemulihan-berjalan';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Still open to everyone during maintenance: logging in (both steps) and out. */
const BEBAS = ['/api/auth/login', '/api/auth/logout'];
const bebas = (p: string) => BEBAS.some((b) => p === b || p.startsWith(`${b}/`));

/** How long the switch may be read from the read cache (writes clear that cache anyway). */
const CACHE_MS = 5_000;

/** The switch (on by itself while a restore runs), from the read cache where it is on (PGlite), else the database. */
export const maintenanceSekarang = async (deps: AppDeps): Promise<MaintenanceState> =>
  pemulihanBerjalan(deps.dataDir) ?? deps.readCache.get('sistem:maintenance', CACHE_MS, () => bacaMaintenance(deps.db));

/**
 * In the /api chain after resolveAuth (it needs the role) and before the body is read and an idempotency
 * key is claimed: while maintenance is on, every write of anyone but an ADMIN answers 503 with Retry-After,
 * so a client's outbox keeps it queued and sends it again once maintenance is over. Reads are untouched.
 * While a restore runs every write is refused, ADMINs' and logins included.
 */
export function tolakSaatPemeliharaan(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!MUTATING.has(c.req.method)) return next();
    // A restore is running: no write of anyone, not even a login, as the restore would wipe it.
    const m =
      pemulihanBerjalan(deps.dataDir) ??
      (boleh(c.get('auth')?.user, 'sistem.tulisSaatPemeliharaan') || bebas(c.req.path) ? null : await maintenanceSekarang(deps));
    if (!m?.aktif) return next();
    await buangBody(c.req.raw.body);
    c.header('Retry-After', String(RETRY_AFTER_PEMELIHARAAN));
    c.header('Cache-Control', 'no-store');
    return fail(c, STATUS_UMUM.pemeliharaan, PESAN_PEMELIHARAAN, undefined, 'pemeliharaan', { maintenance: m });
  };
}
