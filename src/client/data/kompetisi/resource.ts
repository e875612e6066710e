import * as v from 'valibot';
import { buktiTransferSchema, pesertaKompetisiSchema } from '../../../domain/schemas/peserta-response';
import type { ArenaDatabase } from '../db';
import { defineResource } from '../sync/resource';
import { buktiKunci, buktiListKey, pesertaKunci, pesertaListKey, serverId, type PesertaKunci } from './keys';
import { konflikStatusOf, type KonflikStatus } from './status-konflik';

const pesertaRows = v.array(pesertaKompetisiSchema);
const buktiRows = v.array(buktiTransferSchema);

/** Lays one delivered write into the cached server list, so the screen needs no new read to show it. */
async function updateList<T>(
  db: ArenaDatabase,
  key: string,
  ownerId: number | null,
  schema: v.GenericSchema<unknown, T[]>,
  change: (rows: T[]) => T[],
) {
  await db.transaction('rw', db.records, async () => {
    const rec = await db.records.get(key);
    const rows = v.safeParse(schema, rec?.base);
    if (!rows.success) return;
    const next = change(rows.output);
    await db.records.put({
      key,
      ownerId: ownerId ?? rec?.ownerId ?? null,
      base: next,
      value: next,
      fetchedAt: rec?.fetchedAt ?? Date.now(),
    });
  });
}

/**
 * A competition's entries (registration, class change, delete, and the organisers' 'Setujui' / 'Tolak'):
 * a delivered write becomes part of the cached entry list; a status change made from a status the entry
 * no longer has is a conflict, to send again over the current status or to take it.
 */
export const pesertaResource = defineResource<PesertaKunci, KonflikStatus>({
  key: pesertaKunci,
  async fold({ db, entry, key, ownerId, data }) {
    // The per-write answer the replayer kept under the entity key is not read by any screen.
    await db.records.delete(entry.entityKey);
    const list = pesertaListKey(key.id_kompetisi);
    const pid = serverId(key.peserta);
    const row = v.safeParse(pesertaKompetisiSchema, data);
    if (entry.method === 'DELETE') {
      if (pid !== null) await updateList(db, list, ownerId, pesertaRows, (rows) => rows.filter((r) => r.id_peserta_kompetisi !== pid));
    } else if (row.success) {
      const p = row.output;
      await updateList(db, list, ownerId, pesertaRows, (rows) => [
        ...rows.filter((r) => r.id_peserta_kompetisi !== p.id_peserta_kompetisi),
        p,
      ]);
    }
  },
  conflict: {
    current: (entry) => konflikStatusOf(entry),
    rebase: (body, current) => ({ ...body, status_sebelumnya: current.status }),
    async accept(db, _entry, current, key) {
      const pid = serverId(key.peserta);
      if (pid === null) return;
      await updateList(db, pesertaListKey(key.id_kompetisi), null, pesertaRows, (rows) =>
        rows.map((r) => (r.id_peserta_kompetisi === pid ? { ...r, status: current.status, alasan_ditolak: current.alasan_ditolak } : r)),
      );
    },
  },
});

/** The dojang's payment proofs of a competition: an upload or delete lands in the cached proof list. */
export const buktiResource = defineResource({
  key: buktiKunci,
  async fold({ db, entry, key, ownerId, data }) {
    await db.records.delete(entry.entityKey);
    const list = buktiListKey(key.id_kompetisi);
    const id = serverId(key.bukti);
    const row = v.safeParse(buktiTransferSchema, data);
    if (entry.method === 'DELETE') {
      if (id !== null) await updateList(db, list, ownerId, buktiRows, (rows) => rows.filter((r) => r.id_bukti_transfer !== id));
    } else if (row.success) {
      const b = row.output;
      await updateList(db, list, ownerId, buktiRows, (rows) => [b, ...rows.filter((r) => r.id_bukti_transfer !== b.id_bukti_transfer)]);
    }
  },
});
