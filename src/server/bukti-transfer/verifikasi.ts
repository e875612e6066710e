import { eq, sql } from 'drizzle-orm';
import { alasanTolak } from '../../domain/akses';
import { BUKTI_MSG } from '../../domain/schemas/bukti-transfer';
import {
  BUKTI_STATUS_LABEL,
  VERIFIKASI_MSG,
  type BuktiAdmin,
  type VerifikasiInput,
  type VerifikasiKonflik,
} from '../../domain/schemas/bukti-verifikasi';
import { tolak } from '../../domain/tolak';
import { logActivity } from '../activity/log';
import { buktiTransfer } from '../db/schema';
import type { DbOrTx } from '../db/types';
import { KOMPETISI_NOT_FOUND, lockKompetisi } from '../kompetisi/baris';
import { berhasil, tolakTulis, type Aktor, type Deps, type HasilTulis } from '../tulis/types';
import { findBuktiAdmin } from './admin-list';
import type { KodeTolakBukti } from './tolak';

/**
 * PATCH /bukti-transfer/{id}/verifikasi (ADMIN): sets the review status and the note the coach reads. Under the
 * competition's row lock, so it is ordered with the entry writes whose lock it decides (a DITERIMA proof locks
 * the dojang's entries made until now for its coach). The same status and note again: the proof, nothing
 * written. Made from a status the proof no longer has (status_sebelumnya): 'konflik_versi' with the proof as
 * it is, unless it already is what was asked. The coach hears of a new status once it is committed.
 */
export async function verifikasiBukti(
  _deps: Deps,
  aktor: Aktor,
  input: VerifikasiInput & { id: number },
  tx: DbOrTx,
): Promise<HasilTulis<BuktiAdmin, KodeTolakBukti>> {
  const { id } = input;
  const akses = alasanTolak(aktor, 'bukti.verifikasi');
  if (akses) return akses;
  const [found] = await tx
    .select({ id_kompetisi: buktiTransfer.id_kompetisi })
    .from(buktiTransfer)
    .where(eq(buktiTransfer.id_bukti_transfer, id));
  if (!found) return tolak('tidak_ditemukan', BUKTI_MSG.tidakDitemukan);
  const kompetisi = await lockKompetisi(tx, found.id_kompetisi);
  if (!kompetisi) return tolak('tidak_ditemukan', KOMPETISI_NOT_FOUND);
  const [row] = await tx.select().from(buktiTransfer).where(eq(buktiTransfer.id_bukti_transfer, id)).for('update');
  if (!row) return tolak('tidak_ditemukan', BUKTI_MSG.tidakDitemukan);
  const jawab = async (berubah: boolean) => {
    const data = await findBuktiAdmin(tx, id);
    if (!data) return tolak('tidak_ditemukan', BUKTI_MSG.tidakDitemukan);
    return berhasil(
      data,
      VERIFIKASI_MSG.berhasil[input.status],
      berubah ? [{ jenis: 'kabar_verifikasi_bukti', id_bukti: id, status: input.status }] : [],
    );
  };
  const catatan = input.catatan ?? null;
  if (row.status_verifikasi === input.status && (row.catatan_verifikasi ?? null) === catatan) return jawab(false);
  if (input.status_sebelumnya !== undefined && input.status_sebelumnya !== row.status_verifikasi) {
    if (row.status_verifikasi === input.status) return jawab(false);
    const now = await findBuktiAdmin(tx, id);
    const data: VerifikasiKonflik = {
      id_bukti_transfer: id,
      status_verifikasi: row.status_verifikasi,
      catatan_verifikasi: row.catatan_verifikasi,
      diverifikasi_pada: now?.diverifikasi_pada ?? null,
      diverifikasi_oleh: now?.diverifikasi_oleh ?? null,
    };
    return tolakTulis('konflik_versi', VERIFIKASI_MSG.konflik(row.status_verifikasi, data.diverifikasi_oleh), { data });
  }
  const menunggu = input.status === 'MENUNGGU';
  await tx
    .update(buktiTransfer)
    .set({
      status_verifikasi: input.status,
      catatan_verifikasi: catatan,
      diverifikasi_oleh: menunggu ? null : aktor.id_akun,
      diverifikasi_pada: menunggu ? null : sql`now()`,
    })
    .where(eq(buktiTransfer.id_bukti_transfer, id));
  const hasil = await jawab(row.status_verifikasi !== input.status);
  const nama_dojang = hasil.ok ? hasil.data.tb_dojang.nama_dojang : String(row.id_dojang);
  await logActivity(tx, {
    action: 'VERIFIKASI_BUKTI_TRANSFER',
    actor: aktor.email,
    id_akun: aktor.id_akun,
    details:
      `Bukti transfer ${nama_dojang} (${kompetisi.nama_event}) diubah dari ${BUKTI_STATUS_LABEL[row.status_verifikasi]} ` +
      `ke ${BUKTI_STATUS_LABEL[input.status]}${catatan ? `: ${catatan}` : ''}`,
  });
  return hasil;
}
