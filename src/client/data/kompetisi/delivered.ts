import * as v from 'valibot';
import { buktiTransferSchema, pesertaKompetisiSchema } from '../../../domain/schemas/peserta-response';
import type { ArenaDatabase, OutboxEntry } from '../db';
import { buktiListKey, noteKompetisiDelivered, parseEntityKey, pesertaListKey } from './keys';

const pesertaRows = v.array(pesertaKompetisiSchema);
const buktiRows = v.array(buktiTransferSchema);

/** Lays one delivered write into the cached server list, so the screen needs no new read to show it. */
async function updateList<T>(
  db: ArenaDatabase, key: string, ownerId: number, schema: v.GenericSchema<unknown, T[]>, change: (rows: T[]) => T[],
) {
  await db.transaction('rw', db.records, async () => {
    const rec = await db.records.get(key);
    const rows = v.safeParse(schema, rec?.base);
    if (!rows.success) return;
    const next = change(rows.output);
    await db.records.put({ key, ownerId, base: next, value: next, fetchedAt: rec?.fetchedAt ?? Date.now() });
  });
}

/** Replayer hook: a delivered registration, class change, delete or proof becomes part of the cached lists. */
export async function afterKompetisiDelivered(db: ArenaDatabase, entry: OutboxEntry, ownerId: number, data: object) {
  const target = parseEntityKey(entry.entityKey);
  if (!target) return;
  // The per-write answer the replayer kept under the entity key is not read by any screen.
  await db.records.delete(entry.entityKey);
  if (target.kind === 'peserta') {
    const key = pesertaListKey(target.id_kompetisi);
    const row = v.safeParse(pesertaKompetisiSchema, data);
    if (entry.method === 'DELETE') {
      const id = Number(target.rest);
      await updateList(db, key, ownerId, pesertaRows, (rows) => rows.filter((r) => r.id_peserta_kompetisi !== id));
    } else if (row.success) {
      const p = row.output;
      await updateList(db, key, ownerId, pesertaRows, (rows) => [...rows.filter((r) => r.id_peserta_kompetisi !== p.id_peserta_kompetisi), p]);
    }
  } else {
    const key = buktiListKey(target.id_kompetisi);
    const row = v.safeParse(buktiTransferSchema, data);
    if (entry.method === 'DELETE') {
      const id = Number(target.rest);
      await updateList(db, key, ownerId, buktiRows, (rows) => rows.filter((r) => r.id_bukti_transfer !== id));
    } else if (row.success) {
      const b = row.output;
      await updateList(db, key, ownerId, buktiRows, (rows) => [b, ...rows.filter((r) => r.id_bukti_transfer !== b.id_bukti_transfer)]);
    }
  }
  noteKompetisiDelivered();
}
