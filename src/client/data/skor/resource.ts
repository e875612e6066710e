import * as v from 'valibot';
import type { OutboxEntry } from '../db';
import { defineResource } from '../sync/resource';
import { jenisSkor, kejadianKey, skorKunci, type SkorKunci } from './keys';

/**
 * A bout's scoring log, one bout per entity. The events are already in the local log when they are queued, and a
 * delivered batch answers only the count and the result the server derives, so nothing folds into the cache; a
 * refused batch (an event id reused with other content) stays in the sync list with the server's message.
 */
export const skorResource = defineResource<SkorKunci>({
  key: skorKunci,
  tables: (db) => [db.skorKejadian],
  async fold({ db, entry }) {
    await db.records.delete(entry.entityKey);
  },
});

const batchSchema = v.object({ kejadian: v.array(v.object({ perangkat: v.string(), id: v.string() })) });

/** The keys (skorKejadian) of the events a queued batch carries: they stay in the local log until it lands, whoever logs out. */
export function kejadianDiAntrean(entry: OutboxEntry): string[] {
  const key = jenisSkor.is(entry, 'kejadian') ? skorKunci.decode(entry.entityKey) : null;
  const batch = key ? v.safeParse(batchSchema, entry.body) : null;
  return key && batch?.success ? batch.output.kejadian.map((k) => kejadianKey(key.id_match, k.perangkat, k.id)) : [];
}
