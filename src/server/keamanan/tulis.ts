import { and, eq, isNull, ne } from 'drizzle-orm';
import { KEAMANAN_MSG, type ProfilAdmin } from '../../domain/schemas/keamanan';
import { tolak } from '../../domain/tolak';
import { logActivity } from '../activity/log';
import { isUniqueViolation } from '../db/errors';
import { admin, akun, session } from '../db/schema';
import type { DbOrTx } from '../db/types';
import { MSG } from '../http/api-error';
import { berhasil, sekarang, type Aktor, type Deps, type HasilTulis } from '../tulis/types';
import { hapusTantanganAkun } from './tantangan';
import type { KodeTolakKeamanan } from './tolak';

/**
 * The account's own security writes, as (deps, aktor, input, tx). The current password is checked before,
 * by the route (through the login limiter), and a new one hashed there (never inside a transaction).
 */

type Hasil<T> = Promise<HasilTulis<T, KodeTolakKeamanan>>;

/** PUT /auth/password: the new password; every OTHER session of the account ends (and any half-done 2FA login). */
export async function gantiPassword(
  deps: Deps,
  aktor: Aktor,
  input: { password_hash: string; sessionId: number },
  tx: DbOrTx,
): Hasil<{ sesi_diakhiri: number }> {
  await tx.update(akun).set({ password_hash: input.password_hash }).where(eq(akun.id_akun, aktor.id_akun));
  const ended = await tx
    .update(session)
    .set({ revoked_at: sekarang(deps) })
    .where(and(eq(session.id_akun, aktor.id_akun), ne(session.id_session, input.sessionId), isNull(session.revoked_at)))
    .returning({ id: session.id_session });
  await hapusTantanganAkun(tx, aktor.id_akun);
  await logActivity(tx, {
    action: 'GANTI_PASSWORD',
    actor: aktor.email,
    id_akun: aktor.id_akun,
    details: `Password diganti dari pengaturan; ${ended.length} sesi lain diakhiri`,
  });
  return berhasil({ sesi_diakhiri: ended.length }, KEAMANAN_MSG.passwordDiganti);
}

export async function bacaProfil(db: DbOrTx, id_akun: number): Promise<ProfilAdmin | null> {
  const [row] = await db
    .select({ nama_admin: admin.nama_admin, email: akun.email })
    .from(akun)
    .innerJoin(admin, eq(admin.id_akun, akun.id_akun))
    .where(eq(akun.id_akun, id_akun));
  return row ?? null;
}

/** PUT /admin/profil: the admin's own name and login email (unique whatever the case: the unique index decides a race). */
export async function ubahProfilAdmin(
  _deps: Deps,
  aktor: Aktor,
  input: { nama_admin: string; email: string },
  tx: DbOrTx,
): Hasil<ProfilAdmin> {
  const lama = await bacaProfil(tx, aktor.id_akun);
  if (!lama) return tolak('tidak_ditemukan', KEAMANAN_MSG.profilMuatGagal);
  const gantiEmail = lama.email.toLowerCase() !== input.email;
  await tx.update(admin).set({ nama_admin: input.nama_admin }).where(eq(admin.id_akun, aktor.id_akun));
  if (gantiEmail) {
    try {
      await tx.update(akun).set({ email: input.email }).where(eq(akun.id_akun, aktor.id_akun));
    } catch (e) {
      if (isUniqueViolation(e)) return tolak('email_terdaftar', KEAMANAN_MSG.emailTerdaftar, 'email');
      throw e;
    }
  }
  const perubahan = [
    lama.nama_admin !== input.nama_admin ? `nama: ${lama.nama_admin} → ${input.nama_admin}` : '',
    gantiEmail ? `email: ${lama.email} → ${input.email}` : '',
  ]
    .filter(Boolean)
    .join('; ');
  if (perubahan) await logActivity(tx, { action: 'UBAH_PROFIL_ADMIN', actor: aktor.email, id_akun: aktor.id_akun, details: perubahan });
  const data = await bacaProfil(tx, aktor.id_akun);
  if (!data) return tolak('perlu_login', MSG.needLogin);
  return berhasil(data, KEAMANAN_MSG.profilDisimpan);
}
