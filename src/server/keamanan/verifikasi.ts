import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { KEAMANAN_MSG, isKodeTotp } from '../../domain/schemas/keamanan';
import { LOGIN_LOCKED } from '../auth/routes';
import { verifySecret } from '../auth/password';
import { dekripsi } from '../crypto/kunci';
import { akun, totp } from '../db/schema';
import type { DbOrTx } from '../db/types';
import type { AppDeps } from '../http/env';
import { pakaiKodePemulihan } from './kode-pemulihan';
import { langkahKode } from './totp';
import { gagalKeamanan } from './tolak';

/**
 * Accepts an authenticator code for the account: right for now ±1 step and of a later step than any code
 * accepted before. The step is recorded in the same statement, so two requests with one code cannot both pass.
 */
export async function terimaKodeTotp(tx: DbOrTx, id_akun: number, kode: string, opts: { hanyaAktif: boolean }): Promise<boolean> {
  const [row] = await tx.select({ secret_enc: totp.secret_enc, aktif: totp.aktif }).from(totp).where(eq(totp.id_akun, id_akun));
  if (!row || (opts.hanyaAktif && !row.aktif)) return false;
  let secret: string;
  try {
    secret = dekripsi(row.secret_enc);
  } catch {
    // Made with another key (e.g. a backup restored elsewhere): no app code can match; recovery codes still work.
    return false;
  }
  const langkah = langkahKode(secret, kode);
  if (langkah === null) return false;
  const taken = await tx
    .update(totp)
    .set({ langkah_terakhir: langkah })
    .where(and(eq(totp.id_akun, id_akun), or(isNull(totp.langkah_terakhir), lt(totp.langkah_terakhir, langkah))))
    .returning({ id_akun: totp.id_akun });
  return taken.length > 0;
}

/** A 6-digit code from the app, or else a recovery code (used up when it matches). */
export async function terimaKodeApaSaja(tx: DbOrTx, id_akun: number, kode: string): Promise<boolean> {
  return isKodeTotp(kode) ? terimaKodeTotp(tx, id_akun, kode, { hanyaAktif: true }) : pakaiKodePemulihan(tx, id_akun, kode);
}

/**
 * The signed-in account's current password, guarded by the login limiter (a stolen session cannot guess it
 * faster than the login page allows): wrong → 400 'Password saat ini salah' under `field`.
 */
export async function cekPasswordSaatIni(
  { db, loginLimiter }: Pick<AppDeps, 'db' | 'loginLimiter'>,
  ip: string,
  id_akun: number,
  password: string,
  field: string,
): Promise<void> {
  const [row] = await db.select({ email: akun.email, hash: akun.password_hash }).from(akun).where(eq(akun.id_akun, id_akun));
  if (!row) throw gagalKeamanan('perlu_login', KEAMANAN_MSG.passwordSalah);
  const email = row.email.toLowerCase();
  if (await loginLimiter.isBlocked(email, ip)) throw gagalKeamanan('terlalu_banyak', LOGIN_LOCKED);
  if (!(await verifySecret(password, row.hash))) {
    await loginLimiter.recordFailure(email, ip);
    throw gagalKeamanan('password_salah', KEAMANAN_MSG.passwordSalah, { [field]: KEAMANAN_MSG.passwordSalah });
  }
}
