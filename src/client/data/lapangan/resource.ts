import { PENGATURAN_JADWAL_BAWAAN } from '../../../domain/jadwal/types';
import { konflikHasilOf } from '../bagan/konflik';
import { isKonflikVersi } from '../sync/kode';
import { defineResource } from '../sync/resource';
import { aksiDari, lapanganQueryKey, partaiKunci, type PartaiKunci } from './keys';
import { refreshLapangan } from './read';
import type { PartaiLapangan } from './schema';
import { bacaKepala, bacaSemuaPartai, partaiOf, putPartai } from './store';
import { terapkanTulis } from './view';

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
    // What the write did on the server, laid over the cached court by the same rules (a winner's corner in the next
    // bout too); the bout the answer carries is the server's own. The court is read again after.
    const kepala = await bacaKepala(db, key.id_lapangan);
    const semua = await bacaSemuaPartai(db, ownerId, key.id_lapangan);
    const ubah = terapkanTulis(semua, entry, kepala?.pengaturan.tunggu_detik ?? PENGATURAN_JADWAL_BAWAAN.tunggu_detik);
    const p = partaiOf(data);
    for (const q of ubah) if (q.id_match !== p?.id_match) await putPartai(db, ownerId, q);
    if (p) await putPartai(db, ownerId, p);
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
