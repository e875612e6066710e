import * as v from 'valibot';
import { isKonflikVersi } from '../sync/kode';
import { defineResource } from '../sync/resource';
import { progresQueryKey, tertundaKey, timbangKunci, type TimbangKunci } from './keys';
import { refreshPenimbangan } from './read';
import { jawabanTimbangSchema, type EntriTimbang } from './schema';
import { entriOf, putEntri } from './store';

/**
 * The weigh-in desk, one athlete per entity: a delivered attempt or decision is the entry as the server now
 * holds it (every desk's attempts judged again), put into the cached list; a decision's pending match is kept
 * to offer the opponent the win. A decision made on a version the entry no longer has is a conflict carrying
 * the entry as the server holds it: sent again on its versi, or taken.
 */
export const timbangResource = defineResource<TimbangKunci, EntriTimbang>({
  key: timbangKunci,
  tables: (db) => [db.penimbangan],
  async fold({ db, entry, key, ownerId, data }) {
    await db.records.delete(entry.entityKey);
    const entri = entriOf(data);
    if (entri) await putEntri(db, ownerId, key.id_kompetisi, entri);
    const jawab = v.safeParse(jawabanTimbangSchema, data);
    if (jawab.success && jawab.output.partai_tertunda) {
      await db.records.put({
        key: tertundaKey(key.id_kompetisi, key.id_peserta),
        ownerId,
        base: jawab.output.partai_tertunda,
        value: jawab.output.partai_tertunda,
        fetchedAt: Date.now(),
      });
    }
  },
  conflict: {
    current: (entry) => (entry.status === 'rejected' && isKonflikVersi(entry) ? entriOf(entry.lastData) : null),
    rebase: (body, current) => ({ ...body, versi: current.versi }),
    async accept(db, entry, current, key) {
      await putEntri(db, entry.ownerId, key.id_kompetisi, current);
    },
  },
  refreshes: (key) => [progresQueryKey(key.id_kompetisi)],
  reread: (db, key) => refreshPenimbangan(db, key.id_kompetisi),
});
