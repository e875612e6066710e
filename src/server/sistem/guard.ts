import type { MiddlewareHandler } from 'hono';
import { requireRole } from '../http/auth-middleware';
import type { AppEnv } from '../http/env';
import { requireOwnPassword } from '../http/first-password';

const adminOnly = requireRole('ADMIN');

/** ADMIN only, and not with a first password still to change (for routes outside the /api chain too). */
export const adminSaja: MiddlewareHandler<AppEnv> = async (c, next) => {
  await requireOwnPassword(c, async () => {
    await adminOnly(c, next);
  });
};
