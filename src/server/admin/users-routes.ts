import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/env';

/** /api/admin/users (issue 8). */
export function adminUsersRoutes(_deps: AppDeps) {
  const r = new Hono<AppEnv>();
  return r;
}
