import { Hono } from 'hono';
import { and, eq, ne, sql } from 'drizzle-orm';
import { KEAMANAN_MSG, profilAdminInputSchema, type ProfilAdmin } from '../../domain/schemas/keamanan';
import { logActivity } from '../activity/log';
import { admin, akun } from '../db/schema';
import { isUniqueViolation } from '../db/errors';
import type { DbOrTx } from '../db/types';
import { MSG } from '../http/api-error';
import { izinkanPeran } from '../http/akses';
import { currentAuth } from '../http/auth-middleware';
import { bodyFields } from '../http/body';
import type { AppDeps, AppEnv } from '../http/env';
import { clientIp } from '../auth/client-ip';
import { completeIdempotency } from '../http/idempotency';
import { ok } from '../http/respond';
import { parseInput } from '../http/validate';
import { cekPasswordSaatIni } from './verifikasi';
import { gagalKeamanan } from './tolak';

const emailTaken = () => gagalKeamanan('email_terdaftar', KEAMANAN_MSG.emailTerdaftar, { email: KEAMANAN_MSG.emailTerdaftar });

async function bacaProfil(db: DbOrTx, id_akun: number): Promise<ProfilAdmin | null> {
  const [row] = await db.select({ nama_admin: admin.nama_admin, email: akun.email }).from(akun)
    .innerJoin(admin, eq(admin.id_akun, akun.id_akun)).where(eq(akun.id_akun, id_akun));
  return row ?? null;
}

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
      const [taken] = await db.select({ id: akun.id_akun }).from(akun)
        .where(and(eq(sql`lower(${akun.email})`, input.email), ne(akun.id_akun, user.id_akun)));
      if (taken) throw emailTaken();
      if (!input.password_saat_ini) {
        throw gagalKeamanan('validasi', KEAMANAN_MSG.passwordUntukEmail, { password_saat_ini: KEAMANAN_MSG.passwordUntukEmail });
      }
      await cekPasswordSaatIni(deps, clientIp(c), user.id_akun, input.password_saat_ini, 'password_saat_ini');
    }
    try {
      const body = await db.transaction(async (tx) => {
        await tx.update(admin).set({ nama_admin: input.nama_admin }).where(eq(admin.id_akun, user.id_akun));
        if (gantiEmail) await tx.update(akun).set({ email: input.email }).where(eq(akun.id_akun, user.id_akun));
        const perubahan = [
          lama.nama_admin !== input.nama_admin ? `nama: ${lama.nama_admin} → ${input.nama_admin}` : '',
          gantiEmail ? `email: ${lama.email} → ${input.email}` : '',
        ].filter(Boolean).join('; ');
        if (perubahan) {
          await logActivity(tx, { action: 'UBAH_PROFIL_ADMIN', actor: user.email, id_akun: user.id_akun, details: perubahan });
        }
        const data = await bacaProfil(tx, user.id_akun);
        if (!data) throw gagalKeamanan('perlu_login', MSG.needLogin);
        const jawaban = { success: true as const, message: KEAMANAN_MSG.profilDisimpan, data };
        await completeIdempotency(c, tx, 200, jawaban);
        return jawaban;
      });
      return c.json(body);
    } catch (e) {
      // Another account took the address in between: the unique index decides.
      if (isUniqueViolation(e)) throw emailTaken();
      throw e;
    }
  });

  return r;
}
