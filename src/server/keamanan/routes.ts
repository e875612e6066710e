import type { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/env';
import { duaFaktorRoutes } from './dua-faktor';
import { login2faRoutes } from './login-2fa';
import { passwordRoutes } from './password';
import { profilRoutes } from './profil';

/** Settings Profil and Keamanan: /api/admin/profil, /api/auth/password, /api/auth/2fa/*, /api/auth/login/2fa. */
export function mountKeamanan(api: Hono<AppEnv>, deps: AppDeps): void {
  api.route('/admin/profil', profilRoutes(deps));
  api.route('/auth', passwordRoutes(deps));
  api.route('/auth', duaFaktorRoutes(deps));
  api.route('/auth', login2faRoutes(deps));
}
