import * as v from 'valibot';
import { atletSchema, type Atlet } from '../../../domain/api-types';
import type { ArenaDatabase } from '../db';
import { jenisTulis } from '../sync/jenis';
import { isLocal, keyCodec, type KeyOf } from '../sync/kunci';

/** Outbox entity keys: 'atlet:12' for an edit, 'atlet:new:<uuid>' for an add still queued. */
export const atletKunci = keyCodec('atlet', { atlet: 'ref' });
export type AtletKunci = KeyOf<typeof atletKunci>;
export const jenisAtlet = jenisTulis(atletKunci, ['tambah', 'ubah', 'persetujuan']);
/** Every athlete write starts with this. */
export const ATLET_PREFIX = atletKunci.within({});
export const editKey = (id_atlet: number) => atletKunci.encode({ atlet: { id: id_atlet } });
export const newKey = (localId: string) => atletKunci.encode({ atlet: { local: localId } });
/** The local id of a queued add's key, or null for an edit (or another key). */
export function localIdOf(entityKey: string): string | null {
  const key = atletKunci.decode(entityKey);
  return key && isLocal(key.atlet) ? key.atlet.local : null;
}
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
