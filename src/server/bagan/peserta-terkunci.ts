import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/types';
import { gagalUmum } from '../http/api-error';
import { queryRows } from '../db/rows';

export const DALAM_BAGAN_MSG = 'Peserta sudah masuk bagan pertandingan dan tidak dapat dihapus.';

/**
 * Deleting an entry a drawn bracket holds (a corner or the winner of a match, or the draw's participant
 * list) is a 409: the match rows reference it ON DELETE RESTRICT, and the draw must stay reproducible.
 */
export async function tolakJikaDalamBagan(tx: DbOrTx, id_peserta_kompetisi: number): Promise<void> {
  const [row] = await queryRows<{ ada: boolean }>(
    tx,
    sql`
    select exists (select 1 from match m where m.id_peserta_a = ${id_peserta_kompetisi} or m.id_peserta_b = ${id_peserta_kompetisi}
        or m.id_pemenang = ${id_peserta_kompetisi})
      or exists (select 1 from bagan b where b.participants @> ${JSON.stringify([id_peserta_kompetisi])}::jsonb) as ada`,
  );
  if (row?.ada) throw gagalUmum('konflik', DALAM_BAGAN_MSG);
}
