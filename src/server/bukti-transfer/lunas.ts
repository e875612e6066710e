import { sql } from 'drizzle-orm';
import type { SessionUser } from '../../domain/roles';
import type { DbOrTx } from '../db/types';
import { queryRows } from '../db/rows';

/**
 * "A verified payment locks the dojang's slots": an entry is paid when a proof of the coach's dojang for
 * the entry's competition was DITERIMA at or after the entry was made (entries added later are not in
 * that payment, and stay the coach's to correct until a later proof is accepted). Only a coach is
 * locked out (the domain's `dibayar`); admins are not asked, so this answers false for them.
 */
export async function pesertaDibayar(db: DbOrTx, user: SessionUser, id_peserta_kompetisi: number): Promise<boolean> {
  if (user.role !== 'PELATIH' || !user.pelatih) return false;
  const [row] = await queryRows<{ dibayar: boolean }>(
    db,
    sql`
    select exists (
      select 1 from peserta_kompetisi pk
      join kelas_kejuaraan kk on kk.id_kelas_kejuaraan = pk.id_kelas_kejuaraan
      join bukti_transfer bt on bt.id_kompetisi = kk.id_kompetisi and bt.id_dojang = ${user.pelatih.id_dojang}
      where pk.id_peserta_kompetisi = ${id_peserta_kompetisi}
        and bt.status_verifikasi = 'DITERIMA' and bt.diverifikasi_pada >= pk.created_at
    ) as dibayar`,
  );
  return row?.dibayar === true;
}
