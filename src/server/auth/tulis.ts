import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { SessionUser } from '../../domain/roles';
import type { CoachRegisterInput } from '../../domain/schemas/auth';
import { FIRST_PASSWORD_MSG } from '../../domain/schemas/admin-user';
import { tolak } from '../../domain/tolak';
import { logActivity } from '../activity/log';
import { constraintName, isUniqueViolation } from '../db/errors';
import { akun, dojang, pelatih, session } from '../db/schema';
import type { DbOrTx } from '../db/types';
import { MSG } from '../http/api-error';
import { hapusTantanganAkun } from '../keamanan/tantangan';
import { berhasil, sekarang, type Aktor, type Deps, type HasilTulis } from '../tulis/types';
import { revokeAllSessions } from './session';
import { loadSessionUser, toSessionUser } from './session-user';
import type { KodeTolakAuth } from './tolak';

/**
 * The account writes of /api/auth, as (deps, aktor, input, tx): a coach's registration and a password
 * reset have no actor yet (null); the slow password hashing and the reset code's check (whose counted
 * attempt must stay even when refused) happen before, in the route.
 */

export const EMAIL_TAKEN = 'Email sudah terdaftar';
export const DOJANG_TAKEN = 'Dojang ini sudah memiliki pelatih';
export const DOJANG_NOT_FOUND = 'Dojang tidak ditemukan';
export const RESET_DONE = 'Password berhasil direset!';
export const REGISTER_DONE = 'Registrasi berhasil! Silakan login.';

/** POST /auth/register: the coach's account and profile; each refusal names its field. */
export async function daftarPelatih(
  _deps: Deps,
  _aktor: Aktor | null,
  input: Omit<CoachRegisterInput, 'password' | 'confirmPassword'> & { password_hash: string },
  tx: DbOrTx,
): Promise<HasilTulis<{ id_akun: number; email: string }, KodeTolakAuth>> {
  const [taken] = await tx
    .select({ id: akun.id_akun })
    .from(akun)
    .where(eq(sql`lower(${akun.email})`, input.email));
  if (taken) return tolak('email_terdaftar', EMAIL_TAKEN, 'email');
  const [d] = await tx.select({ id: dojang.id_dojang }).from(dojang).where(eq(dojang.id_dojang, input.id_dojang));
  if (!d) return tolak('tidak_ditemukan', DOJANG_NOT_FOUND, 'id_dojang');
  const [coach] = await tx.select({ id: pelatih.id_pelatih }).from(pelatih).where(eq(pelatih.id_dojang, input.id_dojang));
  if (coach) return tolak('dojang_sudah_punya_pelatih', DOJANG_TAKEN, 'id_dojang');
  try {
    const [a] = await tx.insert(akun).values({ email: input.email, password_hash: input.password_hash, role: 'PELATIH' }).returning();
    await tx.insert(pelatih).values({
      nama_pelatih: input.nama_pelatih,
      no_telp: input.no_telp,
      nik: input.nik,
      id_akun: a.id_akun,
      id_dojang: input.id_dojang,
    });
    await logActivity(tx, {
      action: 'REGISTER_PELATIH',
      actor: a.email,
      id_akun: a.id_akun,
      details: `Pelatih ${input.nama_pelatih} terdaftar`,
    });
    return berhasil({ id_akun: a.id_akun, email: a.email }, REGISTER_DONE);
  } catch (e) {
    // A parallel registration won the race: the unique constraints decide.
    if (!isUniqueViolation(e)) throw e;
    return constraintName(e)?.includes('dojang')
      ? tolak('dojang_sudah_punya_pelatih', DOJANG_TAKEN, 'id_dojang')
      : tolak('email_terdaftar', EMAIL_TAKEN, 'email');
  }
}

/** POST /auth/reset-password once its code was accepted: the new password; every session and half-done 2FA login ends. */
export async function terapkanResetPassword(
  _deps: Deps,
  _aktor: Aktor | null,
  input: { id_akun: number; email: string; password_hash: string },
  tx: DbOrTx,
): Promise<HasilTulis<undefined, KodeTolakAuth>> {
  await tx.update(akun).set({ password_hash: input.password_hash, harus_ganti_password: false }).where(eq(akun.id_akun, input.id_akun));
  await revokeAllSessions(tx, input.id_akun);
  await hapusTantanganAkun(tx, input.id_akun);
  await logActivity(tx, { action: 'RESET_PASSWORD', actor: input.email, id_akun: input.id_akun });
  return berhasil(undefined, RESET_DONE);
}

/**
 * POST /auth/ganti-password-awal: an account created by an ADMIN replaces its first password (hashed by the
 * route, which also refused the first password itself). The flag is cleared and this session kept; any other
 * session ends. Answers the refreshed SessionUser.
 */
export async function gantiPasswordAwal(
  deps: Deps,
  aktor: Aktor,
  input: { password_hash: string; sessionId: number },
  tx: DbOrTx,
): Promise<HasilTulis<SessionUser, KodeTolakAuth>> {
  const changed = await tx
    .update(akun)
    .set({ password_hash: input.password_hash, harus_ganti_password: false })
    .where(and(eq(akun.id_akun, aktor.id_akun), eq(akun.harus_ganti_password, true)))
    .returning({ id_akun: akun.id_akun });
  if (changed.length === 0) return tolak('password_awal_sudah_diganti', FIRST_PASSWORD_MSG.tidakPerlu); // a twin request got there first
  await tx
    .update(session)
    .set({ revoked_at: sekarang(deps) })
    .where(and(eq(session.id_akun, aktor.id_akun), ne(session.id_session, input.sessionId), isNull(session.revoked_at)));
  await logActivity(tx, {
    action: 'GANTI_PASSWORD_AWAL',
    actor: aktor.email,
    id_akun: aktor.id_akun,
    details: 'Password awal diganti oleh pemilik akun',
  });
  const fresh = await loadSessionUser(tx, aktor.id_akun);
  if (!fresh) return tolak('perlu_login', MSG.needLogin);
  return berhasil(toSessionUser(fresh), FIRST_PASSWORD_MSG.berhasil);
}
