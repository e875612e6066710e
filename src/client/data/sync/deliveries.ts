import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Delivery notifications, per offline resource (sync/resource.ts): how many of its writes have landed, who
 * wants to hear of it, and which screens' queries are out of date once one has. The replayer counts a
 * delivery before it stores the answer and announces it after, so a read that overlapped it is read again.
 */

const counts = new Map<string, number>();
const listeners = new Map<string, Set<() => void>>();
let client: Pick<QueryClient, 'invalidateQueries'> | null = null;

/** The app's query client, for the queries a resource declares it refreshes (a no-op until one is bound). */
export function bindQueryClient(next: Pick<QueryClient, 'invalidateQueries'> | null): void {
  client = next;
}

/** How many writes of the resource have landed since the page loaded. */
export const deliveries = (resource: string): number => counts.get(resource) ?? 0;

/** A write of the resource has landed on the server: from now on a read that was on its way may predate it. */
export function countDelivery(resource: string): void {
  counts.set(resource, deliveries(resource) + 1);
}

/** The answer is in the cache: tell the listeners, and refresh the queries the resource named (now if shown, else at their next use). */
export function announceDelivery(resource: string, queries: readonly QueryKey[]): void {
  listeners.get(resource)?.forEach((l) => l());
  for (const queryKey of queries) void client?.invalidateQueries({ queryKey });
}

export function onDelivered(resource: string, listener: () => void): () => void {
  let set = listeners.get(resource);
  if (!set) listeners.set(resource, (set = new Set()));
  set.add(listener);
  return () => set.delete(listener);
}

/**
 * The re-read guard: a server read that was on its way while a write of `resource` landed may predate that
 * write, so it is asked for again (up to `tries` times) instead of overwriting the answer already folded in.
 * `read` gives undefined when there is nothing to keep (e.g. a 304).
 */
export async function readFresh<T>(
  resource: string,
  read: () => Promise<T | undefined>,
  keep: (value: T) => Promise<void>,
  tries = 3,
): Promise<void> {
  for (let attempt = 0; attempt < tries; attempt += 1) {
    const seen = deliveries(resource);
    const value = await read();
    if (value === undefined) return;
    if (seen !== deliveries(resource)) continue;
    await keep(value);
    return;
  }
}
