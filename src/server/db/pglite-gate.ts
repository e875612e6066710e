import type { PGlite } from '@electric-sql/pglite';

/**
 * PGlite runs every statement synchronously on the server's own thread, and its lock hands over to the next
 * waiter inside the same microtask run: 200 queued queries ran back to back without the event loop ever
 * getting a turn, so for that whole time no connection was accepted, no request read and no cached answer sent
 * (a phone opening a connection during a rush waited seconds for its first answer).
 *
 * This gate queues every statement and transaction of the client in arrival order and lets the event loop
 * turn once (setImmediate: pending I/O first) before each one starts, so between two statements the server
 * accepts, reads and answers from its caches; the database still runs one statement at a time, as before.
 * Code inside a transaction uses the transaction's own handle, which is not gated (it already holds the turn).
 * Apply it once the client is ready (`await client.waitReady`): PGlite's start-up runs queries through these
 * same methods, and they must not queue behind a first query that waits for the start-up.
 */
export function gatePglite(client: PGlite): PGlite {
  let tail: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(task: () => Promise<T>): Promise<T> => {
    const result = tail.then(() => new Promise<void>((r) => setImmediate(r))).then(task);
    tail = result.catch(() => undefined);
    return result;
  };
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((...args: Parameters<PGlite['query']>) => inTurn(() => query(...args))) as PGlite['query'];
  client.exec = ((...args: Parameters<PGlite['exec']>) => inTurn(() => exec(...args))) as PGlite['exec'];
  client.transaction = ((fn: Parameters<PGlite['transaction']>[0]) => inTurn(() => transaction(fn))) as PGlite['transaction'];
  return client;
}
