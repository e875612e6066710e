import { eq } from 'drizzle-orm';
import { alasanTolak } from '../../domain/akses';
import { STATUS_TAMPIL_LABEL } from '../../domain/kompetisi/status-tampil';
import { STATUS_KOMPETISI, type StatusKompetisi } from '../../domain/kompetisi/types';
import type { KompetisiStatusInput } from '../../domain/schemas/kompetisi-admin';
import { tolak } from '../../domain/tolak';
import { logActivity } from '../activity/log';
import { kompetisi } from '../db/schema';
import type { DbOrTx } from '../db/types';
import { berhasil, sekarang, tolakTulis, type Aktor, type Deps, type HasilTulis } from '../tulis/types';
import { bacaKompetisi } from './admin-baca';
import { KOMPETISI_NOT_FOUND, lockKompetisi } from './baris';
import type { KodeTolakKompetisi } from './tolak';

const label = (s: StatusKompetisi) => STATUS_TAMPIL_LABEL[s];

export const STATUS_KOMPETISI_MSG = {
  berhasil: (s: StatusKompetisi) => `Status kompetisi berhasil diubah menjadi ${label(s)}`,
  sama: (s: StatusKompetisi) => `Status kompetisi sudah ${label(s)}`,
  konflik: (s: StatusKompetisi) => `Status kompetisi sudah berubah menjadi ${label(s)}. Muat ulang data kompetisi.`,
  majuSaja: (dari: StatusKompetisi) =>
    `Status kompetisi hanya dapat maju satu langkah (Pendaftaran → Sedang Dimulai → Selesai); status saat ini ${label(dari)}`,
} as const;

export type KompetisiDibaca = Awaited<ReturnType<typeof bacaKompetisi>>;

/**
 * PATCH /kompetisi/{id}/status {status, status_sebelumnya?} (ADMIN; ADMIN_KOMPETISI its own): one step
 * forward, PENDAFTARAN → SEDANG_DIMULAI → SELESAI. Asking for the status it already has answers with
 * nothing written (two devices wanted the same); a move made from a status it no longer has
 * ('konflik_versi'), a step back or a skipped step ('status_hanya_maju') are refused carrying the current status.
 */
export async function ubahStatusKompetisi(
  deps: Deps,
  aktor: Aktor,
  input: KompetisiStatusInput & { id_kompetisi: number },
  tx: DbOrTx,
): Promise<HasilTulis<KompetisiDibaca, KodeTolakKompetisi>> {
  const { id_kompetisi } = input;
  const akses = alasanTolak(aktor, 'kompetisi.ubahStatus', { id_kompetisi });
  if (akses) return akses;
  const lama = await lockKompetisi(tx, id_kompetisi);
  if (!lama) return tolak('tidak_ditemukan', KOMPETISI_NOT_FOUND);
  const kini = lama.status;
  const data = { id_kompetisi, status: kini };
  if (input.status !== kini) {
    if (input.status_sebelumnya !== undefined && input.status_sebelumnya !== kini) {
      return tolakTulis('konflik_versi', STATUS_KOMPETISI_MSG.konflik(kini), { data });
    }
    if (STATUS_KOMPETISI.indexOf(input.status) !== STATUS_KOMPETISI.indexOf(kini) + 1) {
      return tolakTulis('status_hanya_maju', STATUS_KOMPETISI_MSG.majuSaja(kini), { data });
    }
    await tx
      .update(kompetisi)
      .set({ status: input.status, updated_at: sekarang(deps) })
      .where(eq(kompetisi.id_kompetisi, id_kompetisi));
    await logActivity(tx, {
      action: 'UBAH_STATUS_KOMPETISI',
      actor: aktor.email,
      id_akun: aktor.id_akun,
      details: `Status ${lama.nama_event} diubah dari ${kini} ke ${input.status}`,
    });
  }
  const pesan = input.status === kini ? STATUS_KOMPETISI_MSG.sama(kini) : STATUS_KOMPETISI_MSG.berhasil(input.status);
  return berhasil(await bacaKompetisi(tx, id_kompetisi), pesan);
}
