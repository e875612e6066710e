import { randomBytes } from 'node:crypto';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import { TANTANGAN_MAKS_SALAH, TANTANGAN_MENIT, type TantanganLogin } from '../../domain/schemas/keamanan';
import { hashToken } from '../auth/session';
import { loginTantangan, totp } from '../db/schema';
import type { DbOrTx } from '../db/types';

/**
 * The step between a right password and a session when two-factor login is on: a random token (only its
 * hash is stored) that lives 5 minutes and survives at most 5 wrong codes.
 */

/** For an account with 2FA on: a new challenge (expired ones of the account are swept); null when 2FA is off. */
export async function mulaiTantangan(db: DbOrTx, id_akun: number, now = Date.now()): Promise<TantanganLogin | null> {
  const [row] = await db.select({ aktif: totp.aktif }).from(totp).where(eq(totp.id_akun, id_akun));
  if (!row?.aktif) return null;
  await db.delete(loginTantangan).where(and(eq(loginTantangan.id_akun, id_akun), lte(loginTantangan.kedaluwarsa, new Date(now))));
  const token = randomBytes(32).toString('base64url');
  const kedaluwarsa = new Date(now + TANTANGAN_MENIT * 60_000);
  await db.insert(loginTantangan).values({ token_hash: hashToken(token), id_akun, kedaluwarsa });
  return { perlu_2fa: true, tantangan: token, kedaluwarsa: kedaluwarsa.toISOString() };
}

/** The live challenge of this token (not expired, fewer than 5 wrong codes), or null. */
export async function cariTantangan(db: DbOrTx, token: string, now = Date.now()): Promise<{ id_akun: number } | null> {
  const [row] = await db
    .select({ id_akun: loginTantangan.id_akun })
    .from(loginTantangan)
    .where(
      and(
        eq(loginTantangan.token_hash, hashToken(token)),
        gt(loginTantangan.kedaluwarsa, new Date(now)),
        sql`${loginTantangan.percobaan} < ${TANTANGAN_MAKS_SALAH}`,
      ),
    );
  return row ?? null;
}

/** Spends the challenge on a right code; false when a twin request spent it first. */
export async function habiskanTantangan(tx: DbOrTx, token: string): Promise<boolean> {
  const gone = await tx
    .delete(loginTantangan)
    .where(eq(loginTantangan.token_hash, hashToken(token)))
    .returning({ id_akun: loginTantangan.id_akun });
  return gone.length > 0;
}

/** Counts a wrong code; the 5th removes the challenge. Answers whether it is still usable. */
export async function catatKodeSalah(db: DbOrTx, token: string): Promise<boolean> {
  const [row] = await db
    .update(loginTantangan)
    .set({ percobaan: sql`${loginTantangan.percobaan} + 1` })
    .where(eq(loginTantangan.token_hash, hashToken(token)))
    .returning({ percobaan: loginTantangan.percobaan });
  if (row && row.percobaan < TANTANGAN_MAKS_SALAH) return true;
  await db.delete(loginTantangan).where(eq(loginTantangan.token_hash, hashToken(token)));
  return false;
}

/** After a password change or when 2FA is turned off: no half-finished login of the account survives. */
export async function hapusTantanganAkun(db: DbOrTx, id_akun: number): Promise<void> {
  await db.delete(loginTantangan).where(eq(loginTantangan.id_akun, id_akun));
}
