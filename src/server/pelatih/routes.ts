import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { FOTO_KTP_RULE, SERTIFIKAT_SABUK_RULE } from '../../domain/schemas/files';
import { pelatihProfileUpdateSchema } from '../../domain/schemas/pelatih';
import { logActivity } from '../activity/log';
import { pelatih } from '../db/schema';
import { ApiError } from '../http/api-error';
import { izinkanPeran } from '../http/akses';
import { currentAuth, currentPelatih } from '../http/auth-middleware';
import { bodyFields, bodyFile } from '../http/body';
import type { AppDeps, AppEnv } from '../http/env';
import { ok } from '../http/respond';
import { parseInput } from '../http/validate';
import { checkUpload, removeUpload, storeUpload } from '../uploads/store';
import { findPelatihRow, toFiles, toProfile } from './serialize';

export const PROFILE_NOT_FOUND = 'Profil pelatih tidak ditemukan';
export const NO_FILE = 'Tidak ada file yang diupload';

export function pelatihRoutes({ db, dataDir, log }: AppDeps) {
  const r = new Hono<AppEnv>();
  r.use('*', izinkanPeran('pelatih.profil'));

  const load = async (id_pelatih: number) => {
    const row = await findPelatihRow(db, id_pelatih);
    if (!row) throw new ApiError(404, PROFILE_NOT_FOUND);
    return row;
  };

  r.get('/profile', async (c) => {
    const row = await load(currentPelatih(c).id_pelatih);
    return ok(c, toProfile(row.pelatih, row.email));
  });

  r.put('/profile', async (c) => {
    const { id_pelatih } = currentPelatih(c);
    const input = parseInput(pelatihProfileUpdateSchema, bodyFields(c));
    const changes = Object.fromEntries(
      Object.entries(input).filter(([, value]) => value !== undefined && value !== null && value !== ''),
    );
    if (Object.keys(changes).length > 0) await db.update(pelatih).set(changes).where(eq(pelatih.id_pelatih, id_pelatih));
    const { user } = currentAuth(c);
    await logActivity(db, { action: 'UPDATE_PROFIL', actor: user.email, id_akun: user.id_akun,
      details: `Profil diperbarui: ${Object.keys(changes).join(', ') || '-'}` });
    const row = await load(id_pelatih);
    return ok(c, toProfile(row.pelatih, row.email), 'Profil berhasil diperbarui');
  });

  r.get('/files', async (c) => ok(c, toFiles((await load(currentPelatih(c).id_pelatih)).pelatih)));

  r.post('/upload', async (c) => {
    const { id_pelatih } = currentPelatih(c);
    const ktpFile = bodyFile(c, 'foto_ktp');
    const sertifikatFile = bodyFile(c, 'sertifikat_sabuk');
    if (!ktpFile && !sertifikatFile) throw new ApiError(400, NO_FILE);
    // Both files are checked before anything is written.
    const ktp = ktpFile ? await checkUpload(ktpFile, FOTO_KTP_RULE) : undefined;
    const sertifikat = sertifikatFile ? await checkUpload(sertifikatFile, SERTIFIKAT_SABUK_RULE) : undefined;
    const before = (await load(id_pelatih)).pelatih;
    const foto_ktp = ktp ? await storeUpload(dataDir, 'pelatih/ktp', ktp) : undefined;
    const sertifikat_sabuk = sertifikat ? await storeUpload(dataDir, 'pelatih/sertifikat', sertifikat) : undefined;
    try {
      await db.update(pelatih).set({ foto_ktp, sertifikat_sabuk }).where(eq(pelatih.id_pelatih, id_pelatih));
    } catch (e) {
      await removeUpload(dataDir, 'pelatih/ktp', foto_ktp);
      await removeUpload(dataDir, 'pelatih/sertifikat', sertifikat_sabuk);
      throw e;
    }
    const cleanup = async () => {
      if (foto_ktp) await removeUpload(dataDir, 'pelatih/ktp', before.foto_ktp);
      if (sertifikat_sabuk) await removeUpload(dataDir, 'pelatih/sertifikat', before.sertifikat_sabuk);
    };
    await cleanup().catch((e) => log('Gagal menghapus file lama', e));
    const { user } = currentAuth(c);
    await logActivity(db, { action: 'UPLOAD_FILE_PELATIH', actor: user.email, id_akun: user.id_akun });
    return ok(c, toFiles((await load(id_pelatih)).pelatih), 'File berhasil diupload');
  });
  return r;
}
