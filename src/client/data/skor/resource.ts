import { defineResource } from '../sync/resource';
import { skorKunci, type SkorKunci } from './keys';

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
