/**
 * Identical statistics reads that arrive while one is being counted wait for that count instead of starting
 * their own (single flight, no expiry): where the read cache is off (PostgreSQL, other writers possible) 50
 * dashboards refreshing together cost one count, not 50. An answer is never older than the count it joined
 * (a few tens of milliseconds); nothing is kept once it is sent.
 */
const perDb = new WeakMap<object, Map<string, Promise<unknown>>>();

/** `load()`'s answer for `key` on database `db`, shared with the readers of the same moment. */
export function bersama<T>(db: object, key: string, load: () => Promise<T>): Promise<T> {
  let berjalan = perDb.get(db);
  if (!berjalan) perDb.set(db, (berjalan = new Map()));
  const ada = berjalan.get(key);
  if (ada) return ada as Promise<T>;
  const map = berjalan;
  const promise = load().finally(() => {
    if (map.get(key) === promise) map.delete(key);
  });
  berjalan.set(key, promise);
  return promise;
}
