import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { akun, session } from '../db/schema';
import type { DbOrTx } from '../db/types';

export const SESSION_DAYS = 30;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** New bearer token; only its hash is stored. */
export async function createSession(db: DbOrTx, id_akun: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(session).values({
    token_hash: hashToken(token),
    id_akun,
    expires_at: new Date(Date.now() + SESSION_DAYS * 24 * 3600 * 1000),
  });
  return token;
}

/** A live session of an ACTIVE account, or null. */
export async function findSession(db: DbOrTx, token: string): Promise<{ id_session: number; id_akun: number } | null> {
  if (token.length < 20 || token.length > 200) return null;
  const rows = await db
    .select({ id_session: session.id_session, id_akun: session.id_akun })
    .from(session)
    .innerJoin(akun, eq(akun.id_akun, session.id_akun))
    .where(
      and(
        eq(session.token_hash, hashToken(token)),
        isNull(session.revoked_at),
        gt(session.expires_at, new Date()),
        eq(akun.status, 'ACTIVE'),
      ),
    );
  return rows[0] ?? null;
}

export async function revokeSession(db: DbOrTx, id_session: number): Promise<void> {
  await db.update(session).set({ revoked_at: new Date() }).where(eq(session.id_session, id_session));
}

export async function revokeAllSessions(db: DbOrTx, id_akun: number): Promise<void> {
  await db
    .update(session)
    .set({ revoked_at: new Date() })
    .where(and(eq(session.id_akun, id_akun), isNull(session.revoked_at)));
}
