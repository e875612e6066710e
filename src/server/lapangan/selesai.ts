import { sql } from 'drizzle-orm';
import { setelahHasil, type KeadaanPartai } from '../../domain/jadwal';
import { queryRows } from '../db/rows';
import type { DbOrTx } from '../db/types';

/**
 * The court follows the bracket (the domain's setelahHasil, the rule the desk lays over its copy too): a result
 * entered moves the bout to SELESAI (selesai_pada kept from the first result, a correction changes nothing), an
 * undone result moves it back (on the mat when it had started). Called inside the result's transaction, after the
 * bracket's lock; a bout on no court is untouched. Each change bumps versi by one.
 */
export async function ikutiHasil(tx: DbOrTx, id_match: string, adaHasil: boolean, id_akun: number, sekarang: Date): Promise<void> {
  const [p] = await queryRows<KeadaanPartai>(
    tx,
    sql`
    select status, dipanggil_pada::text, mulai_pada::text, selesai_pada::text, sudut_tidak_hadir from partai where id_match = ${id_match} for update`,
  );
  const baru = p ? setelahHasil(p, adaHasil, sekarang.toISOString()) : null;
  if (!baru) return;
  await tx.execute(sql`update partai set status = ${baru.status}, selesai_pada = ${baru.selesai_pada}, sudut_tidak_hadir = ${baru.sudut_tidak_hadir},
    versi = versi + 1, diubah_oleh = ${id_akun}, diubah_pada = ${sekarang.toISOString()} where id_match = ${id_match}`);
}
