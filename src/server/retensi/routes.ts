import type { Hono } from 'hono';
import { retensiSettingSchema } from '../../domain/retensi';
import { STATUS_UMUM } from '../http/api-error';
import { izinkanPeran } from '../http/akses';
import { currentAuth } from '../http/auth-middleware';
import { bodyFields } from '../http/body';
import type { AppDeps, AppEnv } from '../http/env';
import { ok } from '../http/respond';
import { jawabTulis } from '../http/tulis';
import { parseInput } from '../http/validate';
import { bacaRetensi } from './setting';
import { simpanPengaturanRetensi } from './tulis';

/** /admin/settings/retensi (ADMIN): the retention period of identity documents, and the daily job's last run. */
export function mountRetensi(api: Hono<AppEnv>, deps: AppDeps): void {
  const admin = izinkanPeran('pengaturan.kelola');
  api.get('/admin/settings/retensi', admin, async (c) => ok(c, await bacaRetensi(deps.db)));
  api.put('/admin/settings/retensi', admin, async (c) => {
    const { user } = currentAuth(c);
    const input = parseInput(retensiSettingSchema, bodyFields(c));
    return jawabTulis(c, deps, STATUS_UMUM, 200, (tx) => simpanPengaturanRetensi(deps, user, input, tx));
  });
}
