import * as v from 'valibot';
import type { ArenaDatabase } from '../db';
import { barisKey } from './keys';
import { entriTimbangSchema, type EntriTimbang } from './schema';

/** One entry as the server sent it into this account's cached list (checked before it is stored). */
export async function putEntri(db: ArenaDatabase, ownerId: number, id_kompetisi: number, entri: EntriTimbang): Promise<void> {
  await db.penimbangan.put({
    key: barisKey(ownerId, id_kompetisi, entri.id_peserta_kompetisi),
    ownerId,
    id_kompetisi,
    id_peserta_kompetisi: entri.id_peserta_kompetisi,
    data: entri,
  });
}

/** The entry of an answer's `data` ({entri} of a write, or the entry itself in a 409), or null. */
export function entriOf(data: unknown): EntriTimbang | null {
  const wrapped = v.safeParse(v.object({ entri: entriTimbangSchema }), data);
  if (wrapped.success) return wrapped.output.entri;
  const bare = v.safeParse(entriTimbangSchema, data);
  return bare.success ? bare.output : null;
}

/**
 * The whole list replaces this account's cached rows of the competition, in one transaction (entries that
 * left the list, e.g. a withdrawn entry, go too).
 */
export async function gantiSemua(db: ArenaDatabase, ownerId: number, id_kompetisi: number, rows: EntriTimbang[]): Promise<void> {
  await db.transaction('rw', db.penimbangan, async () => {
    const keep = new Set(rows.map((r) => barisKey(ownerId, id_kompetisi, r.id_peserta_kompetisi)));
    const old = await db.penimbangan.where('[ownerId+id_kompetisi]').equals([ownerId, id_kompetisi]).primaryKeys();
    await db.penimbangan.bulkDelete(old.filter((k) => !keep.has(k)));
    await db.penimbangan.bulkPut(
      rows.map((entri) => ({
        key: barisKey(ownerId, id_kompetisi, entri.id_peserta_kompetisi),
        ownerId,
        id_kompetisi,
        id_peserta_kompetisi: entri.id_peserta_kompetisi,
        data: entri,
      })),
    );
  });
}

// Rows are checked by entriTimbangSchema before they are stored (putEntri, gantiSemua); reading them back
// does not check 3,000 rows again on every change of the desk.
const asEntri = (data: unknown) => data as EntriTimbang;

export async function bacaSemuaEntri(db: ArenaDatabase, ownerId: number, id_kompetisi: number): Promise<EntriTimbang[]> {
  const rows = await db.penimbangan.where('[ownerId+id_kompetisi]').equals([ownerId, id_kompetisi]).toArray();
  return rows.map((r) => asEntri(r.data));
}

export async function bacaEntri(
  db: ArenaDatabase,
  ownerId: number,
  id_kompetisi: number,
  id_peserta: number,
): Promise<EntriTimbang | null> {
  const row = await db.penimbangan.get(barisKey(ownerId, id_kompetisi, id_peserta));
  return row ? asEntri(row.data) : null;
}
