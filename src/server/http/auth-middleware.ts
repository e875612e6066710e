import type { Context, MiddlewareHandler } from 'hono';
import type { SessionUser } from '../../domain/roles';
import { findSession, hashToken } from '../auth/session';
import { loadSessionUser, toSessionUser } from '../auth/session-user';
import type { Db } from '../db/types';
import { MSG, gagalUmum } from './api-error';
import type { AppEnv, AuthInfo } from './env';
import type { ReadCache } from './read-cache';

function bearer(c: Context): string | undefined {
  const h = c.req.header('authorization');
  const m = h?.match(/^Bearer\s+(\S+)$/i);
  return m?.[1];
}

/** A session is looked up again at least this often, even without writes (its expiry passes by itself). */
const SESSION_CACHE_MS = 10_000;

async function lookup(db: Db, token: string): Promise<AuthInfo | null> {
  const s = await findSession(db, token);
  const user = s ? await loadSessionUser(db, s.id_akun) : null;
  return s && user ? { user: toSessionUser(user), sessionId: s.id_session } : null;
}

/** Resolves the bearer token (if any) into c.var.auth; never rejects by itself. */
export function resolveAuth(db: Db, cache: ReadCache): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = bearer(c);
    c.set('auth', token ? await cache.get(`session:${hashToken(token)}`, SESSION_CACHE_MS, () => lookup(db, token)) : null);
    await next();
  };
}

export const requireAuth: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get('auth')) throw gagalUmum('perlu_login', MSG.needLogin);
  await next();
};

/** The logged-in user inside a route guarded by requireAuth or the access policy (izinkanPeran). */
export function currentAuth(c: Context<AppEnv>): AuthInfo {
  const auth = c.get('auth');
  if (!auth) throw gagalUmum('perlu_login', MSG.needLogin);
  return auth;
}

/** The coach profile of the logged-in PELATIH. */
export function currentPelatih(c: Context<AppEnv>): NonNullable<SessionUser['pelatih']> {
  const p = currentAuth(c).user.pelatih;
  if (!p) throw gagalUmum('akses_ditolak', MSG.forbidden);
  return p;
}
