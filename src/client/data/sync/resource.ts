import type { QueryKey } from '@tanstack/react-query';
import type { Table } from 'dexie';
import type { ArenaDatabase, OutboxEntry } from '../db';
import type { KeyCodec } from './kunci';

/** A write that landed, with its entity key read by the resource's codec. */
export interface Delivered<K> {
  db: ArenaDatabase;
  entry: OutboxEntry;
  key: K;
  ownerId: number;
  /** The answer's `data`. */
  data: object;
}

/** A refusal that met another device's change first (409): the value the server holds now, to choose from. */
export interface Conflict<K, C> {
  /** The server's current value when the refused entry is such a conflict, else null. */
  current(entry: OutboxEntry, key: K): C | null;
  /** 'Terapkan punya saya': the body to send again, now made from the server's value. */
  rebase(body: Record<string, unknown>, current: C, key: K): Record<string, unknown>;
  /** 'Pakai yang terbaru': lays the server's value into the cache, in the transaction that drops my write. */
  accept?(db: ArenaDatabase, entry: OutboxEntry, current: C, key: K): Promise<void>;
}

/**
 * One kind of record that can be written offline. Its declaration is everything the sync machinery needs:
 * the replayer, the re-read guard, the delivery notifications, the conflict choice and the sync list read
 * it from the registry (sync/resources.ts) instead of knowing the resource.
 */
export interface OfflineResource<K, C = never> {
  /** Writes and reads the entity keys of its outbox entries (and their chains); its name names the resource. */
  key: KeyCodec<K>;
  /** Dexie tables its fold writes besides `outbox` and `records` (they join the delivery's transaction). */
  tables?(db: ArenaDatabase): Table[];
  /**
   * How a delivered answer folds into the cache, in the delivery's transaction, after the answer was kept
   * as the record of the entity key (which a write depending on it reads its server id from).
   */
  fold?(delivered: Delivered<K>): Promise<void>;
  conflict?: Conflict<K, C>;
  /** TanStack queries out of date once one of its writes landed (e.g. figures the server counts). */
  refreshes?(key: K): readonly QueryKey[];
  /** Reads the server's copy again, after 'Pakai yang terbaru' dropped my write. */
  reread?(db: ArenaDatabase, key: K): Promise<unknown>;
}

/**
 * What of one Dexie table belongs to an account, declared for every table in the registry (sync/resources.ts,
 * TABEL_LOKAL); logout — and a new login — clears exactly that (sync/keluar.ts).
 */
export type MilikTabel<R> =
  /** Each row is one account's (`pemilik`; null: a device-wide copy of a public read): logout empties the table. */
  | { milik: 'akun'; pemilik(row: R): number | null }
  /**
   * Rows of no account (what any session on this device read or made): logout empties the table, but for the rows a
   * write still queued carries (`dibawaAntrean`: their keys), which stay with it until it lands.
   */
  | { milik: 'perangkat'; dibawaAntrean?(entry: OutboxEntry): string[] }
  /** The outbox: an account's queued and refused writes stay; only that account's next session replays or shows them. */
  | { milik: 'antrean'; pemilik(row: R): number };

/** A conflict found on one entry, its server value already read. */
export interface FoundConflict {
  current: unknown;
  rebase(body: Record<string, unknown>): Record<string, unknown>;
  accept(db: ArenaDatabase, entry: OutboxEntry): Promise<void>;
}

/** A resource matched to one entity key: its operations with the key already decoded. */
export interface BoundResource {
  /** The codec's name: names the delivery count and notifications ('atlet'). */
  name: string;
  tables(db: ArenaDatabase): Table[];
  fold(delivered: Omit<Delivered<unknown>, 'key'>): Promise<void>;
  conflict(entry: OutboxEntry): FoundConflict | null;
  refreshes(): readonly QueryKey[];
  reread(db: ArenaDatabase): Promise<void>;
}

/** Typing help for a declaration: `defineResource({ key, fold, … })`. */
export function defineResource<K, C = never>(resource: OfflineResource<K, C>): OfflineResource<K, C> {
  return resource;
}

function binder<K, C>(r: OfflineResource<K, C>) {
  return (entityKey: string): BoundResource | null => {
    const key = r.key.decode(entityKey);
    if (key === null) return null;
    return {
      name: r.key.name,
      tables: (db) => r.tables?.(db) ?? [],
      fold: async (d) => {
        await r.fold?.({ ...d, key });
      },
      conflict(entry) {
        const c = r.conflict;
        const current = c ? c.current(entry, key) : null;
        if (!c || current === null) return null;
        return {
          current,
          rebase: (body) => c.rebase(body, current, key),
          accept: async (db, e) => {
            await c.accept?.(db, e, current, key);
          },
        };
      },
      refreshes: () => r.refreshes?.(key) ?? [],
      reread: async (db) => {
        await r.reread?.(db, key);
      },
    };
  };
}

export interface Registry {
  /** Adds a resource; returns how to take it out again (tests). */
  register<K, C>(resource: OfflineResource<K, C>): () => void;
  /** The resource whose codec reads this entity key, or null (a write no resource declared: stored as is). */
  match(entityKey: string): BoundResource | null;
  names(): string[];
}

export function createRegistry(): Registry {
  const entries: { name: string; bind: (entityKey: string) => BoundResource | null }[] = [];
  return {
    register(resource) {
      const { name } = resource.key;
      if (entries.some((e) => e.name === name)) throw new Error(`Resource ${name} is already registered`);
      const entry = { name, bind: binder(resource) };
      entries.push(entry);
      return () => {
        const at = entries.indexOf(entry);
        if (at >= 0) entries.splice(at, 1);
      };
    },
    match(entityKey) {
      for (const e of entries) {
        const bound = e.bind(entityKey);
        if (bound) return bound;
      }
      return null;
    },
    names: () => entries.map((e) => e.name),
  };
}
