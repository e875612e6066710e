import { eq } from 'drizzle-orm';
import { boleh, type Pengguna } from '../../domain/akses';
import { buktiTransfer } from '../db/schema';
import type { Db } from '../db/types';

/**
 * Who may open a payment proof ('bukti.baca'): the coach of the proof's dojang, ADMIN, and the
 * ADMIN_KOMPETISI of the competition it pays for. 'missing' when no proof holds this name.
 */
export async function buktiFileAccess(db: Db, user: Pengguna, name: string): Promise<'ok' | 'forbidden' | 'missing'> {
  const [row] = await db
    .select({ id_dojang: buktiTransfer.id_dojang, id_kompetisi: buktiTransfer.id_kompetisi })
    .from(buktiTransfer)
    .where(eq(buktiTransfer.bukti_transfer_path, name))
    .limit(1);
  if (!row) return 'missing';
  return boleh(user, 'bukti.baca', { id_dojang: row.id_dojang, id_kompetisi: row.id_kompetisi }) ? 'ok' : 'forbidden';
}
