import type { KeyCodec } from './kunci';

/** A queued write as far as its kind goes. */
type Tulis = { readonly entityKey: string; readonly kind?: string };

/**
 * What one resource's queued writes do (OutboxEntry.kind: 'percobaan', 'keputusan', 'hasil', …), declared beside its
 * key codec. The code that queues a write sets it (`kind: jenisTimbang.kind('keputusan')`); views, conflicts and folds
 * read it back with `of` / `is`, never from the write's path. Entries queued before writes carried a kind got theirs
 * once, when the database opened at version 7 (sync/jenis-lama.ts).
 */
export interface JenisTulis<J extends string> {
  readonly semua: readonly J[];
  /** The kind a write being queued carries. */
  kind(jenis: J): J;
  /** What a queued entry of this resource does; null for another resource's entry or a kind it does not know. */
  of(e: Tulis): J | null;
  is(e: Tulis, jenis: J): boolean;
}

export function jenisTulis<K, const J extends string>(codec: KeyCodec<K>, semua: readonly J[]): JenisTulis<J> {
  const dikenal = new Set<string>(semua);
  const of = (e: Tulis): J | null =>
    e.kind !== undefined && dikenal.has(e.kind) && codec.decode(e.entityKey) !== null ? (e.kind as J) : null;
  return { semua, kind: (jenis) => jenis, of, is: (e, jenis) => of(e) === jenis };
}
