import { ArenaDatabase } from '../src/client/data/db';

let n = 0;
/** A new, empty IndexedDB database (fake-indexeddb) per test. */
export function freshDb(): ArenaDatabase {
  n += 1;
  return new ArenaDatabase(`arena-test-${process.pid}-${n}-${Date.now()}`);
}
