import { randomUUID } from 'node:crypto';
import { ANY_RESOURCE, MAX_CHANGE_IDS, type ChangeEvent } from '../../domain/schemas/change-event';

export type ChangeListener = (event: ChangeEvent) => void;
export type StateListener = (listening: boolean) => void;

/**
 * The change feed: after each committed write, one event to every server process on the database (and, later,
 * to the venue's live screens). Its subscribers hear every write of every process while `listening`; when it is
 * not (its connection to the database dropped), changes may go unheard, so whatever depends on them (the read
 * cache) must stop trusting what it kept until the feed tells it is listening again.
 */
export interface ChangeFeed {
  /**
   * Tells every process, this one first (synchronously, before the first await). Resolves once the other processes
   * have been told (bounded); never rejects — the write has committed whatever the feed does.
   */
  publish(event: ChangeEvent): Promise<void>;
  /** Every change, this process's own ones included; returns the unsubscribe. */
  subscribe(listener: ChangeListener): () => void;
  /** Called with false when changes may be missed from now on, with true once they are heard again. */
  onState(listener: StateListener): () => void;
  readonly listening: boolean;
  /** This server process, as other processes on the database know it. */
  readonly idProses: string;
  /**
   * The server processes on this database that are alive now, this one included: a process that is not listed
   * has stopped (a crash, a kill), so what it left unfinished may be taken over.
   */
  prosesHidup(): Promise<ReadonlySet<string>>;
  close(): Promise<void>;
}

/** An event within what the wire carries: over MAX_CHANGE_IDS ids become none ("any of them"). */
export function normalizeEvent(event: ChangeEvent): ChangeEvent {
  return event.ids.length > MAX_CHANGE_IDS ? { ...event, ids: [] } : event;
}

export const ANY_CHANGE: ChangeEvent = { resource: ANY_RESOURCE, ids: [], id_kompetisi: null };

/** Listeners of a feed; one that throws is logged and does not stop the others. */
export class Listeners<T> {
  private readonly set = new Set<(value: T) => void>();

  constructor(private readonly log: (msg: string, err?: unknown) => void) {}

  add(listener: (value: T) => void): () => void {
    this.set.add(listener);
    return () => void this.set.delete(listener);
  }

  emit(value: T): void {
    for (const listener of [...this.set]) {
      try {
        listener(value);
      } catch (e) {
        this.log('pelanggan umpan perubahan gagal', e);
      }
    }
  }
}

/** The feed of a database only this process writes (the embedded PGlite): an in-process emitter, always listening. */
export function localFeed(log: (msg: string, err?: unknown) => void = () => {}): ChangeFeed {
  const changes = new Listeners<ChangeEvent>(log);
  const idProses = randomUUID();
  return {
    listening: true,
    idProses,
    // An in-process feed serves a database only this process writes: every other process is gone.
    prosesHidup: () => Promise.resolve(new Set([idProses])),
    publish(event) {
      changes.emit(normalizeEvent(event));
      return Promise.resolve();
    },
    subscribe: (listener) => changes.add(listener),
    onState: () => () => {},
    close: () => Promise.resolve(),
  };
}
