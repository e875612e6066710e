import type { MiddlewareHandler } from 'hono';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const MAX_ENTRIES = 5_000;

/**
 * Answers of hot reads (sessions, participant pages) kept until the next write. PGlite runs one query at a
 * time on the server's own thread, so 50 phones refreshing the same list at the venue queue behind each
 * other; between two writes every one of them would get the same answer anyway.
 *
 * Sound only where this process is the database's one writer (the embedded PGlite): every write comes
 * through the API, and any non-GET request clears the whole cache once it has finished. A read that
 * overlapped a write is not stored. With PostgreSQL (other writers possible) it stays off.
 */
export class ReadCache {
  private generation = 0;
  private readonly entries = new Map<string, { generation: number; at: number; value: unknown }>();

  constructor(readonly enabled: boolean) {}

  /** Every cached answer is stale from now on. */
  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
  }

  /** The cached answer for `key` (not older than `ttlMs`), or `load()`'s, stored when no write overlapped it. */
  async get<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
    if (!this.enabled) return load();
    const hit = this.entries.get(key);
    if (hit && hit.generation === this.generation && Date.now() - hit.at < ttlMs) return hit.value as T;
    const generation = this.generation;
    const value = await load();
    if (generation === this.generation) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(key, { generation, at: Date.now(), value });
    }
    return value;
  }
}

/** Clears the cache after every request that may have written (whatever its outcome). */
export function invalidateOnWrite(cache: ReadCache): MiddlewareHandler {
  return async (c, next) => {
    try {
      await next();
    } finally {
      if (!SAFE_METHODS.has(c.req.method)) cache.invalidate();
    }
  };
}
