import * as v from 'valibot';
import { atletSchema, type Atlet } from '../../../domain/api-types';
import type { ArenaDatabase, OutboxEntry } from '../db';

/** Outbox entity keys: 'atlet:12' for an edit, 'atlet:new:<uuid>' for an add still queued. */
export const ATLET_PREFIX = 'atlet:';
export const NEW_PREFIX = 'atlet:new:';
export const editKey = (id_atlet: number) => `${ATLET_PREFIX}${id_atlet}`;
export const newKey = (localId: string) => `${NEW_PREFIX}${localId}`;
export const rowKey = (ownerId: number, id_atlet: number) => `${ownerId}:${id_atlet}`;
export const STATS_KEY = 'atlet:stats';

export function parseAtlet(data: unknown): Atlet | null {
  const parsed = v.safeParse(atletSchema, data);
  return parsed.success ? parsed.output : null;
}

export async function putServerAtlet(db: ArenaDatabase, ownerId: number, atlet: Atlet): Promise<void> {
  await db.atlet.put({ key: rowKey(ownerId, atlet.id_atlet), ownerId, id_atlet: atlet.id_atlet, data: atlet });
}

/** The server's whole list replaces the account's cached athletes (deleted ones disappear too). */
export async function replaceServerList(db: ArenaDatabase, ownerId: number, list: readonly Atlet[]): Promise<void> {
  await db.transaction('rw', db.atlet, async () => {
    await db.atlet.where('ownerId').equals(ownerId).delete();
    await db.atlet.bulkPut(list.map((a) => ({ key: rowKey(ownerId, a.id_atlet), ownerId, id_atlet: a.id_atlet, data: a })));
  });
}

let deliveries = 0;
const listeners = new Set<() => void>();

/** How many athlete writes have landed so far: a list read that overlapped one is stale. */
export const atletDeliveries = () => deliveries;

/** Called after each athlete write lands (the server's figures about athletes are then out of date). */
export function onAtletDelivered(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Replayer hook: a delivered add or edit becomes the server's row in the athlete table. */
export async function afterAtletDelivered(db: ArenaDatabase, entry: OutboxEntry, ownerId: number, data: object) {
  if (!entry.entityKey.startsWith(ATLET_PREFIX)) return;
  deliveries += 1;
  const atlet = parseAtlet(data);
  if (atlet) await putServerAtlet(db, ownerId, atlet);
  listeners.forEach((l) => l());
}
