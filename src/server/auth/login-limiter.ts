import { createHash } from 'node:crypto';
import { eq, inArray, lt, sql } from 'drizzle-orm';
import { batasPercobaan } from '../db/schema';
import type { Db } from '../db/types';
import { queryRows } from '../db/rows';

const WINDOW = sql.raw(`interval '15 minutes'`);

export interface LimiterLimits {
  /** Failures of one email from one address (one person typing wrong): the lock most people ever meet. */
  perAddressEmail?: number;
  /** Failures of one email from any address (guessing one account from many places). */
  perEmail: number;
  /** Failures of one address over any emails (trying many accounts); high, as a venue's NAT is one address. */
  perIp: number;
}

export type LimiterKind = 'login' | 'kode_reset';

type Key = { kunci: string; batas: number };

/**
 * Sliding-window counter of failures (15 minutes) per (address, email), per email and per address, kept in the
 * database (batas_percobaan) so every server process on it counts the same tries. A person behind a shared
 * address (a venue's Wi-Fi) who keeps typing a wrong password locks only their own email there, not everyone
 * else behind that address. Only the newest `limit` times of a key are kept: that is all the check needs.
 * Times are the database's clock, so processes on several machines agree.
 */
export class LoginLimiter {
  constructor(
    private readonly db: Db,
    private readonly kind: LimiterKind = 'login',
    private readonly limits: LimiterLimits = { perAddressEmail: 5, perEmail: 20, perIp: 100 },
  ) {}

  private key(raw: string, batas: number): Key {
    return { kunci: createHash('sha256').update(`${this.kind}\n${raw}`).digest('base64url'), batas };
  }

  private keys(email: string, ip: string): Key[] {
    const out = [this.key(`e:${email}`, this.limits.perEmail), this.key(`i:${ip}`, this.limits.perIp)];
    if (this.limits.perAddressEmail !== undefined) out.push(this.key(`ie:${ip}\n${email}`, this.limits.perAddressEmail));
    return out;
  }

  private async anyBlocked(keys: Key[]): Promise<boolean> {
    const wanted = sql.join(
      keys.map((k) => sql`(${k.kunci}::varchar, ${k.batas}::int)`),
      sql`, `,
    );
    const rows = await queryRows<{ ada: number }>(
      this.db,
      sql`
      select 1 as ada from batas_percobaan b join (values ${wanted}) as w(kunci, batas) on w.kunci = b.kunci
      where cardinality(b.waktu) >= w.batas and b.waktu[w.batas] > now() - ${WINDOW}
      limit 1`,
    );
    return rows.length > 0;
  }

  /**
   * One more time for each key, keeping its newest `batas` times inside the window. Keys are written in one
   * order (sorted) so two processes counting overlapping keys at once cannot deadlock.
   */
  private async record(keys: Key[]): Promise<void> {
    const sorted = [...keys].sort((a, b) => (a.kunci < b.kunci ? -1 : 1));
    const rows = sql.join(
      sorted.map((k) => sql`(${k.kunci}, ${this.kind}, ${k.batas}::int, array[now()], now())`),
      sql`, `,
    );
    await this.db.execute(sql`
      insert into batas_percobaan as b (kunci, jenis, batas, waktu, terakhir) values ${rows}
      on conflict (kunci) do update set
        batas = excluded.batas,
        terakhir = excluded.terakhir,
        waktu = array(select t from unnest(b.waktu || excluded.waktu) as t
          where t > excluded.terakhir - ${WINDOW} order by t desc limit excluded.batas)`);
  }

  isBlocked(email: string, ip: string): Promise<boolean> {
    return this.anyBlocked(this.keys(email, ip));
  }

  recordFailure(email: string, ip: string): Promise<void> {
    return this.record(this.keys(email, ip));
  }

  /** For a failure that names no account (e.g. an unknown login challenge): counted against the IP only. */
  isIpBlocked(ip: string): Promise<boolean> {
    return this.anyBlocked([this.key(`i:${ip}`, this.limits.perIp)]);
  }

  recordIpFailure(ip: string): Promise<void> {
    return this.record([this.key(`i:${ip}`, this.limits.perIp)]);
  }

  /** A right password (and code): the account's failures are forgotten (those of its address stay). */
  async recordSuccess(email: string, ip: string): Promise<void> {
    const gone = [this.key(`e:${email}`, 0).kunci, this.key(`ie:${ip}\n${email}`, 0).kunci];
    await this.db.delete(batasPercobaan).where(inArray(batasPercobaan.kunci, gone));
  }

  /** Forgets every count of this limiter. */
  async reset(): Promise<void> {
    await this.db.delete(batasPercobaan).where(eq(batasPercobaan.jenis, this.kind));
  }
}

/** At most 5 reset-code mails per address and 30 code requests per IP in 15 minutes. */
export const newCodeRequestLimiter = (db: Db) => new LoginLimiter(db, 'kode_reset', { perEmail: 5, perIp: 30 });

/** Deletes the counts whose newest time has left the window (they can no longer lock anything). */
export async function purgeLimiter(db: Db): Promise<number> {
  const gone = await db
    .delete(batasPercobaan)
    .where(lt(batasPercobaan.terakhir, sql`now() - ${WINDOW}`))
    .returning({ kunci: batasPercobaan.kunci });
  return gone.length;
}
