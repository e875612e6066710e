import { Hono } from 'hono';
import { FOTO_KTP_RULE, SERTIFIKAT_SABUK_RULE } from '../../domain/schemas/files';
import { pelatihProfileUpdateSchema } from '../../domain/schemas/pelatih';
import { STATUS_UMUM, penolak } from '../http/api-error';
import { izinkanPeran } from '../http/akses';
import { currentAuth, currentPelatih } from '../http/auth-middleware';
import { bodyFields, bodyFile } from '../http/body';
import type { AppDeps, AppEnv } from '../http/env';
import { ok } from '../http/respond';
import { jawabTulis } from '../http/tulis';
import { parseInput } from '../http/validate';
import { checkUpload } from '../uploads/store';
import { findPelatihRow, toFiles, toProfile } from './serialize';
import { PROFILE_NOT_FOUND, ubahProfilPelatih, unggahBerkasPelatih } from './tulis';

export { PROFILE_NOT_FOUND };
export const NO_FILE = 'Tidak ada file yang diupload';

/** A coach's profile refuses only with the common codes. */
const STATUS_TOLAK = STATUS_UMUM;
const gagal = penolak(STATUS_TOLAK);

export function pelatihRoutes(deps: AppDeps) {
  const { db } = deps;
  const r = new Hono<AppEnv>();
  r.use('*', izinkanPeran('pelatih.profil'));

  const load = async (id_pelatih: number) => {
    const row = await findPelatihRow(db, id_pelatih);
    if (!row) throw gagal('tidak_ditemukan', PROFILE_NOT_FOUND);
    return row;
  };

  r.get('/profile', async (c) => {
    const row = await load(currentPelatih(c).id_pelatih);
    return ok(c, toProfile(row.pelatih, row.email));
  });

  r.put('/profile', async (c) => {
    currentPelatih(c);
    const input = parseInput(pelatihProfileUpdateSchema, bodyFields(c));
    const { user } = currentAuth(c);
    return jawabTulis(c, deps, STATUS_TOLAK, 200, (tx) => ubahProfilPelatih(deps, user, input, tx));
  });

  r.get('/files', async (c) => ok(c, toFiles((await load(currentPelatih(c).id_pelatih)).pelatih)));

  r.post('/upload', async (c) => {
    currentPelatih(c);
    const ktpFile = bodyFile(c, 'foto_ktp');
    const sertifikatFile = bodyFile(c, 'sertifikat_sabuk');
    if (!ktpFile && !sertifikatFile) throw gagal('validasi', NO_FILE);
    // Both files are checked before anything is written.
    const foto_ktp = ktpFile ? await checkUpload(ktpFile, FOTO_KTP_RULE) : undefined;
    const sertifikat_sabuk = sertifikatFile ? await checkUpload(sertifikatFile, SERTIFIKAT_SABUK_RULE) : undefined;
    const { user } = currentAuth(c);
    return jawabTulis(c, deps, STATUS_TOLAK, 200, (tx) => unggahBerkasPelatih(deps, user, { foto_ktp, sertifikat_sabuk }, tx));
  });
  return r;
}
