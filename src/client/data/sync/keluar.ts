import type { ArenaDatabase, NamaTabel } from '../db';
import { TABEL_LOKAL } from './resources';

/**
 * What a session leaves on the device is cleared at logout (and before a new login), exactly as the registry declares
 * each table (TABEL_LOKAL), in one transaction: an account's tables and the device-wide ones are emptied — the rows a
 * queued write still carries excepted — and the outbox keeps the queued and refused writes, which only their own
 * account's next session replays or shows.
 */
export async function bersihkanSesi(db: ArenaDatabase): Promise<void> {
  const nama = Object.keys(TABEL_LOKAL) as NamaTabel[];
  await db.transaction(
    'rw',
    nama.map((n) => db.table(n)),
    async () => {
      const antrean = await db.outbox.toArray();
      for (const n of nama) {
        const milik = TABEL_LOKAL[n];
        if (milik.milik === 'antrean') continue;
        const table = db.table<unknown, string>(n);
        const dibawa = milik.milik === 'perangkat' && milik.dibawaAntrean ? new Set(antrean.flatMap(milik.dibawaAntrean)) : null;
        if (!dibawa?.size) {
          await table.clear();
          continue;
        }
        const keys = await table.toCollection().primaryKeys();
        await table.bulkDelete(keys.filter((k) => !dibawa.has(k)));
      }
    },
  );
}
