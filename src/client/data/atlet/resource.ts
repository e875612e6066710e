import { defineResource } from '../sync/resource';
import { STATS_KEY, atletKunci, parseAtlet, putServerAtlet } from './store';

/**
 * The coach's athletes: an add or edit (multipart) lands as the server's row in the athlete table, and the
 * server's figures about athletes (GET /atlet/stats) are then out of date.
 */
export const atletResource = defineResource({
  key: atletKunci,
  tables: (db) => [db.atlet],
  async fold({ db, ownerId, data }) {
    const atlet = parseAtlet(data);
    if (atlet) await putServerAtlet(db, ownerId, atlet);
  },
  refreshes: () => [['record', STATS_KEY]],
});
