import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { passwordResetCode } from '../db/schema';
import type { DbOrTx } from '../db/types';
import { hashSecret, verifySecret } from './password';

export const CODE_TTL_MS = 15 * 60 * 1000;
export const MAX_ATTEMPTS = 5;

/** Issues a fresh 6-digit code (older unused codes of the account die). */
export async function issueResetCode(db: DbOrTx, id_akun: number): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const now = new Date();
  await db
    .update(passwordResetCode)
    .set({ used_at: now })
    .where(and(eq(passwordResetCode.id_akun, id_akun), isNull(passwordResetCode.used_at)));
  await db.insert(passwordResetCode).values({
    id_akun,
    code_hash: await hashSecret(code),
    expires_at: new Date(now.getTime() + CODE_TTL_MS),
  });
  return code;
}

/**
 * Checks a code: the attempt is counted first (atomically, so parallel guesses cannot exceed 5),
 * then the code is compared and, when right, marked used exactly once. Returns the code id or null.
 */
export async function consumeResetCode(db: DbOrTx, id_akun: number, code: string): Promise<number | null> {
  const [live] = await db
    .select({ id: passwordResetCode.id })
    .from(passwordResetCode)
    .where(and(eq(passwordResetCode.id_akun, id_akun), isNull(passwordResetCode.used_at), gt(passwordResetCode.expires_at, new Date())))
    .orderBy(desc(passwordResetCode.created_at), desc(passwordResetCode.id))
    .limit(1);
  if (!live) return null;
  const [counted] = await db
    .update(passwordResetCode)
    .set({ attempts: sql`${passwordResetCode.attempts} + 1` })
    .where(and(eq(passwordResetCode.id, live.id), lt(passwordResetCode.attempts, MAX_ATTEMPTS)))
    .returning();
  if (!counted || !(await verifySecret(code, counted.code_hash))) return null;
  const [used] = await db
    .update(passwordResetCode)
    .set({ used_at: new Date() })
    .where(and(eq(passwordResetCode.id, live.id), isNull(passwordResetCode.used_at)))
    .returning({ id: passwordResetCode.id });
  return used?.id ?? null;
}
