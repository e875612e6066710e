import { lt } from 'drizzle-orm';
import type { HasilBersihkan } from '../../domain/schemas/sistem';
import { idempotencyKey, loginTantangan, passwordResetCode, session } from '../db/schema';
import type { Db } from '../db/types';
import { RETENTION_MS } from '../http/idempotency';
import type { ReadCache } from '../http/read-cache';

/**
 * 'Bersihkan cache': empties the server's read cache and deletes what can no longer be used — idempotency
 * records past their 7 days, expired login challenges (two-factor), expired reset codes and expired sessions.
 */
export async function bersihkanCache(db: Db, cache: ReadCache, now = new Date()): Promise<HasilBersihkan> {
  cache.invalidate();
  const idem = await db
    .delete(idempotencyKey)
    .where(lt(idempotencyKey.created_at, new Date(now.getTime() - RETENTION_MS)))
    .returning({ key: idempotencyKey.key });
  const tantangan = await db
    .delete(loginTantangan)
    .where(lt(loginTantangan.kedaluwarsa, now))
    .returning({ token: loginTantangan.token_hash });
  const kode = await db.delete(passwordResetCode).where(lt(passwordResetCode.expires_at, now)).returning({ id: passwordResetCode.id });
  const sesi = await db.delete(session).where(lt(session.expires_at, now)).returning({ id: session.id_session });
  return {
    cache_baca: cache.enabled,
    idempotency: idem.length,
    login_tantangan: tantangan.length,
    kode_reset: kode.length,
    sesi: sesi.length,
  };
}
