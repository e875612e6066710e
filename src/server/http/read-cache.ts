import type { ChangeFeed } from '../feed/feed';

const MAX_ENTRIES = 5_000;

/**
 * Changes that leave every cached read as it was: a judge's press ('skor_tekan') writes only the bout's presses,
 * which no cached read reads (the console reads them fresh). Six presses per exchange on every court would otherwise
 * empty the cache for the whole hall several times a second.
 */
const TIDAK_MENGUBAH_CACHE: ReadonlySet<string> = new Set(['skor_tekan']);

interface SharedLoad {
  generation: number;
  promise: Promise<unknown>;
  /** When the load finished (undefined while it runs). */
  doneAt?: number;
}

/**
 * Answers of hot reads (sessions, participant pages) kept until the next write. 50 phones refreshing the same
 * list at the venue would otherwise each run the same queries; between two writes every one of them gets the same
 * answer anyway.
 *
 * Sound while every write is heard: the cache follows the change feed (`follow`), which tells every server
 * process on the database about every write through any of them (PGlite: this process alone; PostgreSQL:
 * LISTEN/NOTIFY), and each change clears the whole cache (but a judge's press: TIDAK_MENGUBAH_CACHE). A read that overlapped a change is not stored (the
 * generation moved on). While the feed is not listening (its connection dropped) changes may go unheard, so the
 * cache is off — nothing kept is served, nothing new is kept — and it starts empty once the feed listens again.
 */
export class ReadCache {
  private generation = 0;
  private readonly entries = new Map<string, { generation: number; at: number; value: unknown }>();
  private readonly sharedLoads = new Map<string, SharedLoad>();
  /** With the cache off: how long a public answer is shared after its load (0: only while it loads). */
  private readonly publicMs: number;
  /** Whether the followed feed hears every write now. */
  private hearing = true;

  /** `on`: keep answers between writes (while the feed it follows is listening). */
  constructor(
    private readonly on: boolean,
    opts: { publicMs?: number } = {},
  ) {
    this.publicMs = opts.publicMs ?? 0;
  }

  get enabled(): boolean {
    return this.on && this.hearing;
  }

  /** Every change on `feed` clears the cache; while the feed is not listening the cache is off. Returns the unfollow. */
  follow(feed: ChangeFeed): () => void {
    const offChanges = feed.subscribe((e) => {
      if (!TIDAK_MENGUBAH_CACHE.has(e.resource)) this.invalidate();
    });
    const offState = feed.onState((listening) => {
      this.hearing = listening;
      this.invalidate();
    });
    this.hearing = feed.listening;
    this.invalidate();
    return () => {
      offChanges();
      offState();
    };
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
   * — with the cache on for at most `ttlMs`; with it off (the feed not listening: changes may go unheard) for
   * `publicMs` only, so a change made meanwhile shows within that time. A failed load is not kept.
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
      () => {
        entry.doneAt = Date.now();
      },
      () => {
        if (this.sharedLoads.get(key) === entry) this.sharedLoads.delete(key);
      },
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
