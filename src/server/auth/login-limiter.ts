const WINDOW_MS = 15 * 60 * 1000;

export interface LimiterLimits {
  /** Failures of one email from one address (one person typing wrong): the lock most people ever meet. */
  perAddressEmail?: number;
  /** Failures of one email from any address (guessing one account from many places). */
  perEmail: number;
  /** Failures of one address over any emails (trying many accounts); high, as a venue's NAT is one address. */
  perIp: number;
}

/**
 * In-memory sliding-window counter of failures (15 minutes) per (address, email), per email and per
 * address. A person behind a shared address (a venue's Wi-Fi) who keeps typing a wrong password locks only
 * their own email there, not everyone else behind that address.
 */
export class LoginLimiter {
  private failures = new Map<string, number[]>();

  constructor(private readonly limits: LimiterLimits = { perAddressEmail: 5, perEmail: 20, perIp: 100 }) {}

  private recent(key: string, now: number): number[] {
    const list = (this.failures.get(key) ?? []).filter((t) => now - t < WINDOW_MS);
    if (list.length) this.failures.set(key, list);
    else this.failures.delete(key);
    return list;
  }

  private keys(email: string, ip: string): [string, number][] {
    const out: [string, number][] = [[`e:${email}`, this.limits.perEmail], [`i:${ip}`, this.limits.perIp]];
    if (this.limits.perAddressEmail !== undefined) out.push([`ie:${ip}\n${email}`, this.limits.perAddressEmail]);
    return out;
  }

  isBlocked(email: string, ip: string, now = Date.now()): boolean {
    return this.keys(email, ip).some(([key, max]) => this.recent(key, now).length >= max);
  }

  recordFailure(email: string, ip: string, now = Date.now()): void {
    for (const [key] of this.keys(email, ip)) this.failures.set(key, [...this.recent(key, now), now]);
    if (this.failures.size > 50_000) this.prune(now);
  }

  /** For a failure that names no account (e.g. an unknown login challenge): counted against the IP only. */
  isIpBlocked(ip: string, now = Date.now()): boolean {
    return this.recent(`i:${ip}`, now).length >= this.limits.perIp;
  }

  recordIpFailure(ip: string, now = Date.now()): void {
    this.failures.set(`i:${ip}`, [...this.recent(`i:${ip}`, now), now]);
  }

  /** A right password (and code): the account's failures are forgotten (those of its address stay). */
  recordSuccess(email: string, ip: string): void {
    this.failures.delete(`e:${email}`);
    this.failures.delete(`ie:${ip}\n${email}`);
  }

  reset(): void {
    this.failures.clear();
  }

  private prune(now: number): void {
    for (const key of [...this.failures.keys()]) this.recent(key, now);
  }
}

/** At most 5 reset-code mails per address and 30 code requests per IP in 15 minutes. */
export const newCodeRequestLimiter = () => new LoginLimiter({ perEmail: 5, perIp: 30 });
