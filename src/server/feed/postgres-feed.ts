import { randomUUID } from 'node:crypto';
import { sql as dsql } from 'drizzle-orm';
import postgres from 'postgres';
import * as v from 'valibot';
import { changeEventSchema, type ChangeEvent } from '../../domain/schemas/change-event';
import { queryRows } from '../db/rows';
import type { Db } from '../db/types';
import { ANY_CHANGE, Listeners, normalizeEvent, type ChangeFeed } from './feed';

/** The NOTIFY channel of the change feed. */
export const FEED_CHANNEL = 'arena_perubahan';
/** Where a process says it has heard another's change: `<dari> <its feed id>`. */
export const FEED_ACK_CHANNEL = 'arena_perubahan_diterima';
/** The LISTEN connection's application_name once it listens: `arena-feed:<feed id>`. */
const LISTENER_NAME = 'arena-feed:';

/** What a NOTIFY carries: the event and which publish of which process sent it (`<feed id>:<n>`). */
const wireSchema = v.object({ ...changeEventSchema.entries, dari: v.pipe(v.string(), v.maxLength(80)) });

export interface PostgresFeedOptions {
  url: string;
  /** The app's pool: NOTIFY goes through it, as the writes do. */
  db: Db;
  log: (msg: string, err?: unknown) => void;
  /** How long a publish waits for its own NOTIFY to come back and every other process to have heard it (default 1 s). */
  echoWaitMs?: number;
  /** The first wait before listening again after the connection dropped; doubles up to 5 s (default 100 ms). */
  retryMs?: number;
  /** How often the listening connection is checked (default 10 s); no answer within 5 s counts as dropped. */
  pingMs?: number;
}

/**
 * postgres.js hands a connection's notifications to `onnotify` (its own sql.listen is built on it) but leaves the
 * option out of its types. sql.listen itself is not used: it reconnects by itself without telling, and a process
 * that does not know it is deaf would keep serving what it cached.
 */
type ListenOptions = postgres.Options<Record<string, postgres.PostgresType>> & { onnotify: (channel: string, payload: string) => void };

const MAX_RETRY_MS = 5_000;
const PING_TIMEOUT_MS = 5_000;

/** A publish waiting to be heard: its own echo, and an acknowledgement from each other listener. */
interface Heard {
  echoed: boolean;
  /** The other processes listening when it was sent (null until the NOTIFY's statement answers). */
  others: Set<string> | null;
  acks: Set<string>;
  done: () => void;
}

/**
 * The change feed on PostgreSQL: LISTEN on a dedicated connection of this process, NOTIFY through the pool after
 * the write has committed. A publish waits (bounded) until its own NOTIFY comes back on the LISTEN connection and
 * every other process that was listening when it was sent has acknowledged it, which each does after clearing
 * its cache: a client that wrote through this process and reads through another at once finds that one's cache
 * cleared. PostgreSQL delivers a notification to each listener in its own time, so the echo alone does not say
 * the others have it. The listeners are named in pg_stat_activity (application_name `arena-feed:<id>`, set
 * once LISTEN is acknowledged), so the publish knows whom to wait for without a registry that could go stale.
 *
 * A dropped connection (or one that stops answering the periodic ping) makes the feed not listening — changes
 * made meanwhile are lost, not queued — until a new connection's LISTEN is acknowledged.
 */
export class PostgresFeed implements ChangeFeed {
  private readonly id = randomUUID();
  private seq = 0;
  /** Publishes of this process waiting to be heard, by `dari`. */
  private readonly waiting = new Map<string, Heard>();
  private readonly changes: Listeners<ChangeEvent>;
  private readonly states: Listeners<boolean>;
  private session?: postgres.Sql;
  private isListening = false;
  private closing = false;
  private retryTimer?: NodeJS.Timeout;
  private pingTimer?: NodeJS.Timeout;
  private readonly firstRetryMs: number;
  private retryMs: number;

  constructor(private readonly opts: PostgresFeedOptions) {
    this.changes = new Listeners(opts.log);
    this.states = new Listeners(opts.log);
    this.firstRetryMs = opts.retryMs ?? 100;
    this.retryMs = this.firstRetryMs;
  }

  get listening(): boolean {
    return this.isListening;
  }

  get idProses(): string {
    return this.id;
  }

  /** The processes whose LISTEN connection is open now (PostgreSQL drops a killed process's connections at once). */
  async prosesHidup(): Promise<ReadonlySet<string>> {
    const rows = await queryRows<{ id: string }>(
      this.opts.db,
      dsql`select substr(application_name, ${LISTENER_NAME.length + 1}) as id
      from pg_stat_activity where datname = current_database() and application_name like ${`${LISTENER_NAME}%`}`,
    );
    return new Set([this.id, ...rows.map((r) => r.id)]);
  }

  /** Listens once (a failure is retried in the background) and starts the ping. */
  async start(): Promise<void> {
    await this.listen().catch((e) => {
      this.opts.log('umpan perubahan: LISTEN gagal, dicoba lagi', e);
      this.scheduleRetry();
    });
    this.pingTimer = setInterval(() => void this.ping(), this.opts.pingMs ?? 10_000);
    this.pingTimer.unref();
  }

  subscribe(listener: (event: ChangeEvent) => void): () => void {
    return this.changes.add(listener);
  }

  onState(listener: (listening: boolean) => void): () => void {
    return this.states.add(listener);
  }

  async publish(event: ChangeEvent): Promise<void> {
    const e = normalizeEvent(event);
    this.changes.emit(e);
    if (this.closing) return;
    const dari = `${this.id}:${++this.seq}`;
    let heard: Promise<void> | null = null;
    if (this.isListening) {
      const entry: Heard = { echoed: false, others: null, acks: new Set(), done: () => {} };
      heard = new Promise<void>((resolve) => {
        entry.done = resolve;
      });
      this.waiting.set(dari, entry);
    }
    try {
      // One statement: the listeners it names are those that were listening when the NOTIFY was sent.
      const [row] = await queryRows<{ ids: string[] | null }>(
        this.opts.db,
        dsql`select pg_notify(${FEED_CHANNEL}, ${JSON.stringify({ ...e, dari })}) as kirim,
        array(select substr(application_name, ${LISTENER_NAME.length + 1}) from pg_stat_activity where datname = current_database() and application_name like ${`${LISTENER_NAME}%`}) as ids`,
      );
      const entry = this.waiting.get(dari);
      if (entry) {
        entry.others = new Set((row?.ids ?? []).filter((id) => id !== this.id));
        this.settle(entry);
      }
    } catch (err) {
      this.waiting.delete(dari);
      this.opts.log('umpan perubahan: NOTIFY gagal', err);
      return;
    }
    if (!heard) return;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      heard,
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, this.opts.echoWaitMs ?? 1_000);
      }),
    ]);
    clearTimeout(timer);
    this.waiting.delete(dari);
  }

  /** The backend of the LISTEN connection (null while there is none). */
  async backendPid(): Promise<number | null> {
    const conn = this.session;
    if (!conn) return null;
    const [row] = await conn<{ pid: number }[]>`select pg_backend_pid() as pid`;
    return row?.pid ?? null;
  }

  async close(): Promise<void> {
    this.closing = true;
    clearTimeout(this.retryTimer);
    clearInterval(this.pingTimer);
    this.releaseWaiting();
    const conn = this.session;
    this.session = undefined;
    this.isListening = false;
    await conn?.end({ timeout: 1 });
  }

  private async listen(): Promise<void> {
    const options: ListenOptions = {
      max: 1,
      max_lifetime: null,
      onnotice: () => {},
      connection: { application_name: 'arena-feed' },
      onnotify: (channel, payload) => {
        if (this.session !== conn) return;
        if (channel === FEED_CHANNEL) this.receive(conn, payload);
        else if (channel === FEED_ACK_CHANNEL) this.receiveAck(payload);
      },
      onclose: () => this.lost(conn),
    };
    const conn: postgres.Sql = postgres(this.opts.url, options);
    this.session = conn;
    try {
      await conn.unsafe(`listen ${FEED_CHANNEL}; listen ${FEED_ACK_CHANNEL}`);
      // Named only now: a publish waits for the processes so named, and this one hears from here on.
      await conn`select set_config('application_name', ${LISTENER_NAME + this.id}, false)`;
    } catch (e) {
      this.lost(conn);
      throw e;
    }
    if (this.session !== conn || this.closing) return;
    this.retryMs = this.firstRetryMs;
    this.setListening(true);
  }

  /** The LISTEN connection is gone (or dead): nothing is heard until a new one listens. */
  private lost(conn: postgres.Sql): void {
    if (this.session !== conn) return;
    this.session = undefined;
    void conn.end({ timeout: 0 }).catch(() => {});
    if (this.closing) return;
    this.setListening(false);
    this.releaseWaiting();
    this.scheduleRetry();
  }

  private scheduleRetry(): void {
    if (this.closing || this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      this.listen().catch((e) => {
        this.opts.log('umpan perubahan: LISTEN gagal, dicoba lagi', e);
        this.scheduleRetry();
      });
    }, this.retryMs);
    this.retryTimer.unref();
    this.retryMs = Math.min(this.retryMs * 2, MAX_RETRY_MS);
  }

  private async ping(): Promise<void> {
    const conn = this.session;
    if (!conn || !this.isListening) return;
    const timer = setTimeout(() => this.lost(conn), PING_TIMEOUT_MS);
    try {
      await conn`select 1`;
    } catch {
      this.lost(conn);
    } finally {
      clearTimeout(timer);
    }
  }

  private receive(conn: postgres.Sql, payload: string): void {
    let parsed: v.SafeParseResult<typeof wireSchema> | undefined;
    try {
      parsed = v.safeParse(wireSchema, JSON.parse(payload));
    } catch {
      parsed = undefined;
    }
    if (!parsed?.success) {
      // Not ours to read (another version of the app?): something changed, what is unknown.
      this.opts.log('umpan perubahan: pesan tidak terbaca', payload.slice(0, 200));
      this.changes.emit(ANY_CHANGE);
      return;
    }
    const { dari, ...event } = parsed.output;
    if (dari.startsWith(`${this.id}:`)) {
      const entry = this.waiting.get(dari);
      if (entry) {
        entry.echoed = true;
        this.settle(entry);
      }
      return; // this process's own change, told to its subscribers when it was published
    }
    this.changes.emit(event);
    // Heard, and the cache cleared (subscribers run synchronously): the publisher may answer its client.
    conn`select pg_notify(${FEED_ACK_CHANNEL}, ${`${dari} ${this.id}`})`.catch((e) =>
      this.opts.log('umpan perubahan: tanda terima gagal', e),
    );
  }

  private receiveAck(payload: string): void {
    const [dari, id] = payload.split(' ');
    if (!dari?.startsWith(`${this.id}:`) || !id) return;
    const entry = this.waiting.get(dari);
    if (!entry) return;
    entry.acks.add(id);
    this.settle(entry);
  }

  private settle(entry: Heard): void {
    if (entry.echoed && entry.others && [...entry.others].every((id) => entry.acks.has(id))) entry.done();
  }

  private setListening(listening: boolean): void {
    if (this.isListening === listening) return;
    this.isListening = listening;
    this.states.emit(listening);
  }

  /** Publishes waiting for what will not come (the connection is gone) stop waiting. */
  private releaseWaiting(): void {
    for (const entry of this.waiting.values()) entry.done();
    this.waiting.clear();
  }
}

export async function openPostgresFeed(opts: PostgresFeedOptions): Promise<PostgresFeed> {
  const feed = new PostgresFeed(opts);
  await feed.start();
  return feed;
}
