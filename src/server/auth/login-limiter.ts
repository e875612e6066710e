const WINDOW_MS = 15 * 60 * 1000;

/** In-memory sliding-window counter of failed logins per email and per IP. */
export class LoginLimiter {
  private failures = new Map<string, number[]>();

  constructor(private readonly limits = { perEmail: 5, perIp: 20 }) {}

  private recent(key: string, now: number): number[] {
    const list = (this.failures.get(key) ?? []).filter((t) => now - t < WINDOW_MS);
    if (list.length) this.failures.set(key, list);
    else this.failures.delete(key);
    return list;
  }

  isBlocked(email: string, ip: string, now = Date.now()): boolean {
    return this.recent(`e:${email}`, now).length >= this.limits.perEmail || this.recent(`i:${ip}`, now).length >= this.limits.perIp;
  }

  recordFailure(email: string, ip: string, now = Date.now()): void {
    for (const key of [`e:${email}`, `i:${ip}`]) this.failures.set(key, [...this.recent(key, now), now]);
    if (this.failures.size > 50_000) this.prune(now);
  }

  /** For a failure that names no account (e.g. an unknown login challenge): counted against the IP only. */
  isIpBlocked(ip: string, now = Date.now()): boolean {
    return this.recent(`i:${ip}`, now).length >= this.limits.perIp;
  }

  recordIpFailure(ip: string, now = Date.now()): void {
    this.failures.set(`i:${ip}`, [...this.recent(`i:${ip}`, now), now]);
  }

  recordSuccess(email: string): void {
    this.failures.delete(`e:${email}`);
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
