import { konflikHasilOf } from '../bagan/konflik';
import { isKonflikVersi } from '../sync/kode';
import { defineResource } from '../sync/resource';
import { aksiDari, lapanganQueryKey, partaiKunci, type PartaiKunci } from './keys';
import { refreshLapangan } from './read';
import type { PartaiLapangan } from './schema';
import { bacaPartai, partaiOf, putPartai } from './store';
import { tampilkanPartai } from './view';

/** What a refused desk write met: the bout (call, start, no-show) or the bracket match (result) as the server holds it. */
type Terkini = { partai: PartaiLapangan } | { versi_match: number };

/**
 * The court desk, one bout per entity. A delivered call, start or no-show answers the bout as the server now
 * holds it, put into the cached court; a delivered result answers its class's bracket, so the bout is laid
 * over as finished here and the court read again. A write made on a versi the bout (or its match) no longer
 * has is a conflict carrying what the server holds: sent again on that versi, or taken.
 */
export const partaiResource = defineResource<PartaiKunci, Terkini>({
  key: partaiKunci,
  tables: (db) => [db.partai],
  async fold({ db, entry, key, ownerId, data }) {
    await db.records.delete(entry.entityKey);
    const p = partaiOf(data);
    if (p) {
      await putPartai(db, ownerId, p);
      return;
    }
    const lama = await bacaPartai(db, ownerId, key.id_match);
    if (lama && aksiDari(entry) === 'hasil') {
      const { menunggu: _m, ditolak: _d, ...selesai } = tampilkanPartai(lama, [{ ...entry, status: 'pending' }]);
      await putPartai(db, ownerId, selesai);
    }
  },
  conflict: {
    current(entry) {
      if (entry.status !== 'rejected' || !isKonflikVersi(entry)) return null;
      if (aksiDari(entry) === 'hasil') {
        const m = konflikHasilOf(entry);
        return m ? { versi_match: m.versi } : null;
      }
      const p = partaiOf(entry.lastData);
      return p ? { partai: p } : null;
    },
    rebase: (body, current) => {
      const versi = 'partai' in current ? current.partai.versi : current.versi_match;
      // The console's result names the match's versi as versi_match.
      return 'versi_match' in body ? { ...body, versi_match: versi } : { ...body, versi };
    },
    async accept(db, entry, current) {
      if ('partai' in current) await putPartai(db, entry.ownerId, current.partai);
    },
  },
  refreshes: (key) => [lapanganQueryKey(key.id_lapangan)],
  reread: (db, key) => refreshLapangan(db, key.id_lapangan),
});
