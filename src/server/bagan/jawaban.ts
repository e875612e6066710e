import { createHash } from 'node:crypto';
import type { JsonAnswer } from '../http/json-answer';
import type { ReadCache } from '../http/read-cache';

/**
 * `{success: true, data: {...data, dibaca_pada}}` as built JSON whose ETag covers the data only: the read time
 * changes with every build, the content does not, so a reader whose copy is still current gets a 304 (and knows
 * its copy is current as of now) even after the answer was built again.
 */
export function jsonBertanggal(data: Record<string, unknown>, dibaca_pada: string): JsonAnswer {
  const inti = JSON.stringify({ success: true, data });
  const body = `${inti.slice(0, -2)},"dibaca_pada":${JSON.stringify(dibaca_pada)}}}`;
  return { body, etag: `"${createHash('sha1').update(inti).digest('base64url')}"` };
}

const MAKS_ENTRI = 1_000;
const mikro = new WeakMap<ReadCache, Map<string, { at: number; promise: Promise<unknown> }>>();

/**
 * Public reads where the read cache is off (PostgreSQL: other writers possible, so nothing can be kept until the
 * next write): one build shared by every reader for `ttlMs`. The microsite shows the time of its copy and
 * refreshes on its own, so a copy up to `ttlMs` old is fine there; logged-in reads never go through this.
 */
export function mikroCache<T>(cache: ReadCache, key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
  let entries = mikro.get(cache);
  if (!entries) mikro.set(cache, (entries = new Map()));
  const now = Date.now();
  const hit = entries.get(key);
  if (hit && now - hit.at < ttlMs) return hit.promise as Promise<T>;
  if (entries.size >= MAKS_ENTRI) entries.delete(entries.keys().next().value!);
  const promise = load();
  const entry = { at: now, promise };
  entries.set(key, entry);
  promise.catch(() => {
    if (entries.get(key) === entry) entries.delete(key);
  });
  return promise;
}
