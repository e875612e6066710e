import type { MiddlewareHandler } from 'hono';
import { FIRST_PASSWORD_MSG } from '../../domain/schemas/admin-user';
import type { AppEnv } from './env';
import { gagalAuth } from '../auth/tolak';

/** What an account that still has its first password may call: who am I, log out, choose a password (and log in again). */
const ALLOWED = new Set(['/api/auth/me', '/api/auth/logout', '/api/auth/ganti-password-awal', '/api/auth/login']);

/**
 * After resolveAuth: an account an ADMIN created with a first password (harus_ganti_password) gets 403
 * 'Silakan ganti password Anda terlebih dahulu' on everything else until it has chosen its own.
 */
export const requireOwnPassword: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.get('auth')?.user.harus_ganti_password && !ALLOWED.has(c.req.path)) {
    throw gagalAuth('harus_ganti_password', FIRST_PASSWORD_MSG.harusGanti);
  }
  await next();
};
