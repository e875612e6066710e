import type { ReadCache } from '../http/read-cache';

/**
 * One build at a time per key between two writes (single flight). After a write clears the read cache, 200
 * phones asking for the same bracket page at once would otherwise each build it, and on PGlite (one query at a
 * time) all of them would finish together, 200 builds late. Requests that arrive while a build of the same
 * generation runs wait for it instead.
 *
 * The generation is observed through the cache itself: a marker object kept with no expiry is the same object
 * until the next write clears the cache. With the cache off (PostgreSQL, other writers possible) every request
 * reads for itself.
 */
const MARKER_KEY = 'sekali-jalan:generasi';

interface Keadaan {
  /** The marker being fetched, shared by callers of the same moment (so they agree on one generation). */
  marker?: Promise<object>;
  berjalan: Map<string, { marker: object; promise: Promise<unknown> }>;
}
const keadaan = new WeakMap<ReadCache, Keadaan>();

function markerOf(cache: ReadCache, k: Keadaan): Promise<object> {
  if (!k.marker) {
    const p = cache.get(MARKER_KEY, Number.POSITIVE_INFINITY, async () => ({}));
    k.marker = p;
    void p.finally(() => {
      if (k.marker === p) k.marker = undefined;
    });
  }
  return k.marker;
}

export async function sekaliJalan<T>(cache: ReadCache, key: string, load: () => Promise<T>): Promise<T> {
  if (!cache.enabled) return load();
  let k = keadaan.get(cache);
  if (!k) keadaan.set(cache, (k = { berjalan: new Map() }));
  const marker = await markerOf(cache, k);
  const ada = k.berjalan.get(key);
  if (ada && ada.marker === marker) return ada.promise as Promise<T>;
  const promise = load().finally(() => {
    if (k.berjalan.get(key)?.promise === promise) k.berjalan.delete(key);
  });
  k.berjalan.set(key, { marker, promise });
  return promise;
}
