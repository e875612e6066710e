import type { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/env';
import { pushRoutes } from './push-routes';
import { settingsRoutes } from './settings-routes';

/** Mounts the Email and Notifikasi settings (/admin/settings/email, /admin/settings/notifikasi) and /push on `api`. */
export function mountNotifikasi(api: Hono<AppEnv>, deps: AppDeps): void {
  api.route('/admin/settings', settingsRoutes(deps));
  api.route('/push', pushRoutes(deps));
}
