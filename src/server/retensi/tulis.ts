import { RETENSI_MSG, type RetensiSetting, type RetensiSettingResponse } from '../../domain/retensi';
import type { KodeUmum } from '../../domain/tolak';
import { logActivity } from '../activity/log';
import type { DbOrTx } from '../db/types';
import { berhasil, type Aktor, type Deps, type HasilTulis } from '../tulis/types';
import { bacaRetensi, simpanRetensi } from './setting';

/** PUT /admin/settings/retensi: the days identity documents are kept after an athlete's last competition ends. */
export async function simpanPengaturanRetensi(
  _deps: Deps,
  aktor: Aktor,
  input: RetensiSetting,
  tx: DbOrTx,
): Promise<HasilTulis<RetensiSettingResponse, KodeUmum>> {
  const lama = await bacaRetensi(tx);
  await simpanRetensi(tx, input.retensi_hari);
  await logActivity(tx, {
    action: 'UBAH_PENGATURAN_RETENSI',
    actor: aktor.email,
    id_akun: aktor.id_akun,
    details: `Masa simpan dokumen identitas: ${lama.retensi_hari} → ${input.retensi_hari} hari`,
  });
  return berhasil(await bacaRetensi(tx), RETENSI_MSG.tersimpan);
}
