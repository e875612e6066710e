import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { dojangRegisterSchema, dojangUpdateSchema } from '../../domain/schemas/dojang';
import { LOGO_RULE } from '../../domain/schemas/files';
import { logActivity } from '../activity/log';
import { dojang } from '../db/schema';
import { izinkanPeran, pastikanBoleh } from '../http/akses';
import { ApiError } from '../http/api-error';
import { currentAuth, currentPelatih } from '../http/auth-middleware';
import { bodyFields, bodyFile } from '../http/body';
import type { AppDeps, AppEnv } from '../http/env';
import { ok } from '../http/respond';
import { parseId, parseInput } from '../http/validate';
import { checkUpload, removeUpload, storeUpload } from '../uploads/store';
import { findDojang, listDojangOptions } from './serialize';
import { kabarDojangBaru } from '../notifikasi/peristiwa';
import { dojangStats } from './stats';

export const DOJANG_NOT_FOUND = 'Dojang tidak ditemukan';
export const PELATIH_NO_DOJANG = 'Pelatih belum memiliki dojang';

export function dojangRoutes(deps: AppDeps) {
  const { db, dataDir, log } = deps;
  const r = new Hono<AppEnv>();

  r.post('/', async (c) => {
    const input = parseInput(dojangRegisterSchema, bodyFields(c));
    const file = bodyFile(c, 'logo');
    const checked = file ? await checkUpload(file, LOGO_RULE) : undefined;
    const logo = checked ? await storeUpload(dataDir, 'dojang/logos', checked) : null;
    try {
      const [row] = await db.insert(dojang).values({ ...input, logo }).returning({ id: dojang.id_dojang });
      await logActivity(db, { action: 'REGISTER_DOJANG', actor: input.email ?? null, details: `Dojang ${input.nama_dojang} terdaftar` });
      kabarDojangBaru(deps, c, row.id); // every active ADMIN hears of it (in the background)
      return ok(c, await findDojang(db, row.id), 'Registrasi dojang berhasil! Silahkan login.', 201);
    } catch (e) {
      await removeUpload(dataDir, 'dojang/logos', logo);
      throw e;
    }
  });

  r.get('/listdojang', async (c) => ok(c, await listDojangOptions(db)));

  r.get('/my-dojang', izinkanPeran('dojang.kelola'), async (c) => {
    const found = await findDojang(db, currentPelatih(c).id_dojang);
    if (!found) throw new ApiError(404, PELATIH_NO_DOJANG);
    return ok(c, found);
  });

  // Before '/:id', which would read 'stats' as a (bad) id.
  r.get('/stats', izinkanPeran('dojang.baca'), async (c) => ok(c, await dojangStats(db, currentAuth(c).user)));

  r.get('/:id', izinkanPeran('dojang.baca'), async (c) => {
    const id = parseId(c.req.param('id'));
    pastikanBoleh(currentAuth(c).user, 'dojang.baca', { id_dojang: id });
    const found = await findDojang(db, id);
    if (!found) throw new ApiError(404, DOJANG_NOT_FOUND);
    return ok(c, found);
  });

  r.put('/:id', izinkanPeran('dojang.kelola'), async (c) => {
    const id = parseId(c.req.param('id'));
    pastikanBoleh(currentAuth(c).user, 'dojang.kelola', { id_dojang: id });
    const input = parseInput(dojangUpdateSchema, bodyFields(c));
    const [before] = await db.select().from(dojang).where(eq(dojang.id_dojang, id));
    if (!before) throw new ApiError(404, DOJANG_NOT_FOUND);
    const file = bodyFile(c, 'logo');
    const checked = file ? await checkUpload(file, LOGO_RULE) : undefined;
    const logo = checked ? await storeUpload(dataDir, 'dojang/logos', checked) : undefined;
    const changes = Object.fromEntries(Object.entries({ ...input, logo }).filter(([, value]) => value !== undefined));
    try {
      if (Object.keys(changes).length > 0) await db.update(dojang).set(changes).where(eq(dojang.id_dojang, id));
    } catch (e) {
      await removeUpload(dataDir, 'dojang/logos', logo);
      throw e;
    }
    if (logo) await removeUpload(dataDir, 'dojang/logos', before.logo).catch((e) => log('Gagal menghapus logo lama', e));
    const { user } = currentAuth(c);
    await logActivity(db, { action: 'UPDATE_DOJANG', actor: user.email, id_akun: user.id_akun,
      details: `Data dojang ${input.nama_dojang ?? before.nama_dojang} diperbarui` });
    return ok(c, await findDojang(db, id), 'Data dojang berhasil diperbarui');
  });
  return r;
}
