import type { MiddlewareHandler } from 'hono';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const MAX_ENTRIES = 5_000;

interface SharedLoad {
  generation: number;
  promise: Promise<unknown>;
  /** When the load finished (undefined while it runs). */
  doneAt?: number;
}

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
  private readonly sharedLoads = new Map<string, SharedLoad>();
  /** With the cache off: how long a public answer is shared after its load (0: only while it loads). */
  private readonly publicMs: number;

  constructor(readonly enabled: boolean, opts: { publicMs?: number } = {}) {
    this.publicMs = opts.publicMs ?? 0;
  }

  /** Every cached answer is stale from now on. */
  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
    this.sharedLoads.clear();
  }

  /**
   * A read whose answer is the same for every visitor (the public competition list), under 200 phones at once:
   * readers that miss together share one load (single flight), and the answer is kept until the next write
   * through this process — with the cache on for at most `ttlMs`; with it off (PostgreSQL: writers outside this
   * process are possible) for `publicMs` only, so a change made elsewhere shows within that time. A failed load is
   * not kept.
   */
  shared<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
    const keepMs = this.enabled ? ttlMs : this.publicMs;
    const now = Date.now();
    const hit = this.sharedLoads.get(key);
    if (hit && hit.generation === this.generation && (hit.doneAt === undefined || now - hit.doneAt < keepMs)) {
      return hit.promise as Promise<T>;
    }
    if (this.sharedLoads.size >= MAX_ENTRIES) this.sharedLoads.delete(this.sharedLoads.keys().next().value!);
    const entry: SharedLoad = { generation: this.generation, promise: load() };
    this.sharedLoads.set(key, entry);
    entry.promise.then(
      () => { entry.doneAt = Date.now(); },
      () => { if (this.sharedLoads.get(key) === entry) this.sharedLoads.delete(key); },
    );
    return entry.promise as Promise<T>;
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
