import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/env';

/** /api/admin/dojang (issue 8). */
export function adminDojangRoutes(_deps: AppDeps) {
  const r = new Hono<AppEnv>();
  return r;
}
