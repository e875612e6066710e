import type { ArenaDatabase, OutboxDependency, OutboxEntry } from '../db';
import { editKey } from '../atlet/store';
import { pesertaEntityKey } from './keys';
import { ATLET_FIELDS, type AtletDaftar } from './peserta-local';

/**
 * What a write made on top of other queued writes must wait for (sync/chains.ts): the first queued write of
 * each of these entities on this device. It waits for them and is refused with them.
 */
async function queuedOn(db: ArenaDatabase, ownerId: number, keys: readonly string[]): Promise<OutboxDependency[]> {
  if (keys.length === 0) return [];
  const queued = await db.outbox
    .where('entityKey')
    .anyOf([...keys])
    .filter((e) => e.ownerId === ownerId && e.status !== 'rejected')
    .toArray();
  const first = new Map<string, OutboxEntry>();
  for (const e of queued.sort((a, b) => a.seq - b.seq)) if (!first.has(e.entityKey)) first.set(e.entityKey, e);
  return [...first.values()].map((e) => ({ key: e.entityKey, label: `"${e.label}"` }));
}

/**
 * A registration needs its athletes as the coach sees them: an athlete added here and still queued goes
 * first and lends the registration its server id (slot by slot); an athlete edit still queued (a weight
 * corrected at the scales) goes first too, since the class was checked against it.
 */
export async function registerDependencies(db: ArenaDatabase, ownerId: number, atlet: readonly AtletDaftar[]): Promise<OutboxDependency[]> {
  const lokal = atlet.flatMap((a, i): OutboxDependency[] =>
    a.kunciLokal ? [{ key: a.kunciLokal, label: `atlet ${a.nama_atlet}`, field: ATLET_FIELDS[i], from: 'id_atlet' }] : [],
  );
  const edits = await queuedOn(
    db,
    ownerId,
    atlet.filter((a) => !a.kunciLokal).map((a) => editKey(a.id_atlet)),
  );
  return [...lokal, ...edits];
}

/** A bracket draw is checked against the approved entries: approvals and other changes of its entries queued here go first. */
export function drawDependencies(db: ArenaDatabase, ownerId: number, id_kompetisi: number, participants: readonly number[]) {
  return queuedOn(
    db,
    ownerId,
    participants.map((pid) => pesertaEntityKey(id_kompetisi, pid)),
  );
}
