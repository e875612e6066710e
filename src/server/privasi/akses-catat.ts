import { sql } from 'drizzle-orm';
import { isObjekAkses } from '../../domain/privasi/akses';
import type { AtletDokumen } from '../../domain/schemas/atlet-files';
import { displayName, type SessionUser } from '../../domain/roles';
import { atlet } from '../db/schema';
import type { DbOrTx } from '../db/types';

/**
 * Records one view of an athlete's private document (the uploads route, after it allowed the request): one statement
 * finding the athlete by the stored name. The photo is not recorded (src/domain/privasi/akses.ts).
 */
export async function catatAksesBerkas(db: DbOrTx, user: SessionUser, kind: AtletDokumen, berkas: string): Promise<void> {
  if (!isObjekAkses(kind)) return;
  await db.execute(sql`insert into akses_data (id_atlet, id_akun, peran, nama, objek, berkas)
    select ${atlet.id_atlet}, ${user.id_akun}, ${user.role}, ${displayName(user)}, ${kind}, ${berkas}
    from ${atlet} where ${atlet[kind]} = ${berkas} limit 1`);
}
