import { Hono } from 'hono';
import { and, eq, ne, sql } from 'drizzle-orm';
import { KEAMANAN_MSG, profilAdminInputSchema } from '../../domain/schemas/keamanan';
import { akun } from '../db/schema';
import { izinkanPeran } from '../http/akses';
import { currentAuth } from '../http/auth-middleware';
import { bodyFields } from '../http/body';
import type { AppDeps, AppEnv } from '../http/env';
import { clientIp } from '../auth/client-ip';
import { ok } from '../http/respond';
import { jawabTulis } from '../http/tulis';
import { parseInput } from '../http/validate';
import { STATUS_TOLAK, gagalKeamanan } from './tolak';
import { bacaProfil, ubahProfilAdmin } from './tulis';
import { cekPasswordSaatIni } from './verifikasi';

const emailTaken = () => gagalKeamanan('email_terdaftar', KEAMANAN_MSG.emailTerdaftar, { email: KEAMANAN_MSG.emailTerdaftar });

/**
 * GET/PUT /api/admin/profil (ADMIN): the admin's own name (admin.nama_admin) and login email (akun.email,
 * unique whatever the case). A new email is the new login, so changing it asks for the current password.
 */
export function profilRoutes(deps: AppDeps) {
  const { db } = deps;
  const r = new Hono<AppEnv>();
  r.use('*', izinkanPeran('admin.profil'));

  r.get('/', async (c) => {
    const profil = await bacaProfil(db, currentAuth(c).user.id_akun);
    if (!profil) throw gagalKeamanan('tidak_ditemukan', KEAMANAN_MSG.profilMuatGagal);
    return ok(c, profil);
  });

  r.put('/', async (c) => {
    const { user } = currentAuth(c);
    const input = parseInput(profilAdminInputSchema, bodyFields(c));
    const lama = await bacaProfil(db, user.id_akun);
    if (!lama) throw gagalKeamanan('tidak_ditemukan', KEAMANAN_MSG.profilMuatGagal);
    const gantiEmail = lama.email.toLowerCase() !== input.email;
    if (gantiEmail) {
      const [taken] = await db
        .select({ id: akun.id_akun })
        .from(akun)
        .where(and(eq(sql`lower(${akun.email})`, input.email), ne(akun.id_akun, user.id_akun)));
      if (taken) throw emailTaken();
      if (!input.password_saat_ini) {
        throw gagalKeamanan('validasi', KEAMANAN_MSG.passwordUntukEmail, { password_saat_ini: KEAMANAN_MSG.passwordUntukEmail });
      }
      await cekPasswordSaatIni(deps, clientIp(c), user.id_akun, input.password_saat_ini, 'password_saat_ini');
    }
    const profil = { nama_admin: input.nama_admin, email: input.email };
    return jawabTulis(c, deps, STATUS_TOLAK, 200, (tx) => ubahProfilAdmin(deps, user, profil, tx));
  });

  return r;
}
