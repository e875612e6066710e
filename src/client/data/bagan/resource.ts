import type { MatchBagan } from '../../../domain/bagan/types';
import { defineResource } from '../sync/resource';
import { simpanKelasKeCache } from './delivered';
import { baganKunci, type BaganKunci } from './keys';
import { konflikHasilOf } from './konflik';
import { refreshBagan } from './read';

/**
 * A competition's brackets, one class per entity: a delivered draw or result is the class as the server now
 * holds it, put into the cached brackets; a result another device changed first is a conflict carrying
 * the match as the server holds it, to send again on its versi or to take (then the brackets are read again).
 */
export const baganResource = defineResource<BaganKunci, MatchBagan>({
  key: baganKunci,
  async fold({ db, entry, key, ownerId, data }) {
    await db.records.delete(entry.entityKey);
    await simpanKelasKeCache(db, key.id_kompetisi, ownerId, data);
  },
  conflict: {
    current: (entry) => konflikHasilOf(entry),
    rebase: (body, current) => ({ ...body, versi: current.versi }),
  },
  reread: (db, key) => refreshBagan(db, key.id_kompetisi),
});
