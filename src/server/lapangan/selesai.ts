import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/types';

/**
 * The court follows the bracket: a result entered moves the bout to SELESAI (selesai_pada kept from the first
 * result, a correction changes nothing), an undone result moves it back (on the mat when it had started).
 * Called inside the result's transaction; a bout on no court is untouched. Each change bumps versi by one.
 */
export async function ikutiHasil(tx: DbOrTx, id_match: string, adaHasil: boolean, id_akun: number, sekarang: Date): Promise<void> {
  if (adaHasil) {
    await tx.execute(sql`update partai set status = 'SELESAI', selesai_pada = ${sekarang.toISOString()}, versi = versi + 1,
      diubah_oleh = ${id_akun}, diubah_pada = ${sekarang.toISOString()} where id_match = ${id_match} and status <> 'SELESAI'`);
  } else {
    await tx.execute(sql`update partai set status = case when mulai_pada is null then 'MENUNGGU' else 'BERTANDING' end,
      selesai_pada = null, tidak_hadir = null, versi = versi + 1, diubah_oleh = ${id_akun}, diubah_pada = ${sekarang.toISOString()}
      where id_match = ${id_match} and status = 'SELESAI'`);
  }
}
