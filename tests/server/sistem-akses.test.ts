import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { akun } from '../../src/server/db/schema';
import { MSG } from '../../src/server/http/api-error';
import { login, makeAdmin, makeAdminKompetisi, makeCoach } from './helpers/fixtures';
import { useTestServer } from './helpers/server';
import { buatArsip } from './sistem-fixtures';

const t = useTestServer();
const NAMA = 'arena-manual-20251122-020000.tar.gz';

const ENDPOINTS: { method: string; path: string; json?: unknown; raw?: boolean }[] = [
  { method: 'GET', path: '/api/admin/sistem/backup' },
  { method: 'POST', path: '/api/admin/sistem/backup' },
  { method: 'GET', path: `/api/admin/sistem/backup/${NAMA}` },
  { method: 'DELETE', path: `/api/admin/sistem/backup/${NAMA}` },
  { method: 'POST', path: '/api/admin/sistem/pulihkan', json: { nama: NAMA, konfirmasi: 'PULIHKAN' } },
  { method: 'POST', path: '/api/admin/sistem/pulihkan/unggah?konfirmasi=PULIHKAN', raw: true },
  { method: 'GET', path: '/api/admin/sistem/ekspor' },
  { method: 'GET', path: '/api/admin/sistem/maintenance' },
  { method: 'PUT', path: '/api/admin/sistem/maintenance', json: { aktif: true, pesan: 'x' } },
  { method: 'POST', path: '/api/admin/sistem/bersihkan-cache' },
];

async function call(e: (typeof ENDPOINTS)[number], token?: string) {
  if (e.raw) {
    return t.api(e.method, e.path, {
      token,
      raw: (await buatArsip([{ name: 'a.txt', data: Buffer.from('a') }])) as unknown as string,
      headers: { 'content-type': 'application/gzip' },
    });
  }
  return t.api(e.method, e.path, { token, json: e.json });
}

describe('Settings › Sistem is ADMIN only', () => {
  it('no session → 401; PELATIH and ADMIN_KOMPETISI → 403; nothing made or changed', async () => {
    const coach = await makeCoach(t.db, 'coach@uji.id');
    await makeAdminKompetisi(t.db, 'panitia@uji.id');
    const tokens = { PELATIH: await login(t, coach.akun.email), ADMIN_KOMPETISI: await login(t, 'panitia@uji.id') };
    for (const e of ENDPOINTS) {
      const none = await call(e);
      expect(none.status, `${e.method} ${e.path}`).toBe(401);
      expect(none.body.message).toBe(MSG.needLogin);
      for (const [role, token] of Object.entries(tokens)) {
        const res = await call(e, token);
        expect(res.status, `${role} ${e.method} ${e.path}`).toBe(403);
        expect(res.body.message).toBe(MSG.forbidden);
      }
    }
    expect(await readdir(path.join(t.dataDir, 'backups')).catch(() => [])).toEqual([]);
    const status = await t.api('GET', '/api/status');
    expect(status.body.data.maintenance.aktif).toBe(false);
  });

  it('ADMIN reaches each of them', async () => {
    await makeAdmin(t.db);
    const token = await login(t, 'admin@uji.id');
    const made = await t.api('POST', '/api/admin/sistem/backup', { token });
    expect(made.status).toBe(201);
    const expected: Record<string, number> = {
      [`GET /api/admin/sistem/backup/${NAMA}`]: 404,
      [`DELETE /api/admin/sistem/backup/${NAMA}`]: 404,
      'POST /api/admin/sistem/pulihkan': 404,
      'POST /api/admin/sistem/pulihkan/unggah?konfirmasi=PULIHKAN': 400,
      'POST /api/admin/sistem/backup': 201,
    };
    for (const e of ENDPOINTS) {
      const res = await call(e, token);
      expect(res.status, `${e.method} ${e.path}: ${res.body.message}`).toBe(expected[`${e.method} ${e.path}`] ?? 200);
    }
  });

  it('an ADMIN who must still change the first password is stopped, also on the uploaded restore', async () => {
    const a = await makeAdmin(t.db);
    const token = await login(t, a.email);
    await t.db.update(akun).set({ harus_ganti_password: true }).where(eq(akun.id_akun, a.id_akun));
    for (const e of ENDPOINTS) expect((await call(e, token)).status, `${e.method} ${e.path}`).toBe(403);
  });
});
