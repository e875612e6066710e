import Dexie, { type EntityTable, type Table } from 'dexie';
import { jenisLama } from './sync/jenis-lama';
import { keyCodec } from './sync/kunci';

/** A multipart field kept in IndexedDB: text, or a file as a Blob with its name. */
export type StoredFormField = { name: string; value: string } | { name: string; blob: Blob; filename: string };

export type OutboxStatus = 'pending' | 'sending' | 'rejected';

/** One write waiting for the server (DEVELOPERS.md, "The offline contract"). */
export interface OutboxEntry {
  /** UUID, sent as Idempotency-Key. */
  id: string;
  /** Replay order. */
  seq: number;
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body?: unknown;
  files?: StoredFormField[];
  attempts: number;
  status: OutboxStatus;
  lastError: string | null;
  /** Account that made the write; only its session replays it. */
  ownerId: number;
  /** What the user did, in Indonesian, for the sync list. */
  label: string;
  /**
   * What the write does, in its resource's words ('percobaan', 'keputusan', 'hasil', …: the kinds declared beside
   * its key codec, sync/jenis.ts), set by the code that queued it; views and conflicts read it, never the path.
   * Entries queued before it existed got it once, from their path, when the database opened at version 7.
   */
  kind?: string;
  /** Cached record this write changes, e.g. 'dojang:3'. */
  entityKey: string;
  /**
   * Replay line this write waits in: writes of one chain go in seq order, one at a time; chains do not wait
   * for each other. The entity itself, or the chain of the write it depends on ('legacy:{ownerId}' for
   * entries queued before chains existed: one line per account, as they were made).
   */
  chain: string;
  /** Writes this one needs first (an athlete created offline before its registration). */
  dependsOn?: OutboxDependency[];
  /** Fields applied to the cached record while the write is pending. */
  patch?: Record<string, unknown>;
  createdAt: number;
  nextAttemptAt: number;
  /** HTTP status of the last refusal, and the server's field errors with it. */
  lastStatus?: number;
  /**
   * The server's code for the last refusal or hold (the answer's `kode`, e.g. 'pemeliharaan'), kept beside
   * lastError: screens and the sync list branch on it, never on the words. Absent without an answer.
   */
  lastKode?: string;
  lastErrors?: Record<string, string>;
  /** The `data` of the last refusal: a 409 carries the value the server holds now, to choose from. */
  lastData?: unknown;
  /** Where the user can correct a refused write (shown in the sync list). */
  fixPath?: string;
}

/**
 * A queued write this one waits for, named by its entity key: while such a write is queued this one waits;
 * when it is refused this one is refused with it; once delivered, `field` of this body gets the `from`
 * field of the answer kept under `key` (the id the server gave).
 */
export interface OutboxDependency {
  key: string;
  /** What the user knows it by, for the refusal message (e.g. 'atlet Dewi Kartika'). */
  label: string;
  field?: string;
  from?: string;
}

/** Replay line of the entries queued before chains existed: 'legacy:{ownerId}'. */
export const legacyKunci = keyCodec('legacy', { ownerId: 'int' });
export const legacyChain = (ownerId: number) => legacyKunci.encode({ ownerId });

/** A server read kept for offline rendering, keyed like 'dojang:3' or 'kompetisi:list'. */
export interface CachedRecord {
  key: string;
  ownerId: number | null;
  /** What the server last said (undefined until it has answered once). */
  base: unknown;
  /** base with the pending writes applied: what the screens show. */
  value: unknown;
  fetchedAt: number;
}

/** One athlete as the server last sent it, per account (a shared tablet keeps each account's view apart). */
export interface CachedAtlet {
  /** `${ownerId}:${id_atlet}` */
  key: string;
  ownerId: number;
  id_atlet: number;
  /** Server shape (Atlet of src/domain/api-types). */
  data: unknown;
}

/** One weigh-in entry of a competition as the server last sent it, per account (the desk judges offline from it). */
export interface CachedEntriTimbang {
  /** `${ownerId}:${id_kompetisi}:${id_peserta_kompetisi}` */
  key: string;
  ownerId: number;
  id_kompetisi: number;
  id_peserta_kompetisi: number;
  /** Server shape (EntriTimbang of data/penimbangan/schema). */
  data: unknown;
}

/** One bout of a court as the server last sent it, per account (the court desk runs and times bouts offline from it). */
export interface CachedPartai {
  /** `${ownerId}:${id_match}` */
  key: string;
  ownerId: number;
  id_lapangan: number;
  id_match: string;
  /** Server shape (PartaiLapangan of data/lapangan/schema). */
  data: unknown;
}

/** One event of a bout's scoring log (this device's or the server's copy); the console folds the bout's events. */
export interface CachedKejadian {
  /** `${id_match}:${perangkat}:${id}` */
  key: string;
  id_match: string;
  /** KejadianBout of src/domain/skor, checked before it is stored. */
  kejadian: unknown;
}

/** A private upload (athlete photo, documents) kept so it shows offline; cleared at logout. */
export interface CachedFile {
  /** `${ownerId}:${url}` */
  key: string;
  ownerId: number;
  blob: Blob;
  fetchedAt: number;
}

export class ArenaDatabase extends Dexie {
  outbox!: EntityTable<OutboxEntry, 'id'>;
  records!: EntityTable<CachedRecord, 'key'>;
  atlet!: EntityTable<CachedAtlet, 'key'>;
  files!: EntityTable<CachedFile, 'key'>;
  penimbangan!: EntityTable<CachedEntriTimbang, 'key'>;
  partai!: EntityTable<CachedPartai, 'key'>;
  skorKejadian!: EntityTable<CachedKejadian, 'key'>;

  constructor(name = 'arena-tkd') {
    super(name);
    this.version(1).stores({
      outbox: 'id, seq, status, ownerId, entityKey',
      records: 'key, ownerId',
    });
    this.version(2).stores({
      atlet: 'key, ownerId',
      files: 'key, ownerId',
    });
    this.version(3)
      .stores({ outbox: 'id, seq, status, ownerId, entityKey, chain' })
      .upgrade((tx) =>
        tx
          .table<OutboxEntry, string>('outbox')
          .toCollection()
          .modify((e) => {
            e.chain ||= legacyChain(e.ownerId);
          }),
      );
    this.version(4).stores({ penimbangan: 'key, [ownerId+id_kompetisi]' });
    this.version(5).stores({ partai: 'key, [ownerId+id_lapangan]' });
    this.version(6).stores({ skorKejadian: 'key, id_match' });
    // The one fallback for entries queued without a kind: read once from their method and path.
    this.version(7)
      .stores({})
      .upgrade((tx) =>
        tx
          .table<OutboxEntry, string>('outbox')
          .toCollection()
          .modify((e) => {
            const kind = e.kind ?? jenisLama(e);
            if (kind !== undefined) e.kind = kind;
          }),
      );
  }
}

/** The names of the app's Dexie tables, as typed on ArenaDatabase: each is declared in the registry (sync/resources.ts, TABEL_LOKAL). */
export type NamaTabel = { [K in keyof ArenaDatabase]-?: ArenaDatabase[K] extends Table ? K : never }[keyof ArenaDatabase];
/** A row of one of the app's tables. */
export type BarisTabel<N extends NamaTabel> = ArenaDatabase[N] extends Table<infer R> ? R : never;

let instance: ArenaDatabase | null = null;

export function getDb(): ArenaDatabase {
  instance ??= new ArenaDatabase();
  return instance;
}

/** Tests and logout-of-another-database use this to swap the connection. */
export function setDb(db: ArenaDatabase | null): void {
  instance = db;
}
