import * as v from 'valibot';
import {
  RETENSI_HARI_BAWAAN,
  retensiSettingSchema,
  retensiTerakhirSchema,
  type RetensiSettingResponse,
  type RetensiTerakhir,
} from '../../domain/retensi';
import type { DbOrTx } from '../db/types';
import { bacaSetting, tulisSetting } from '../mail/setting-store';

/** Setting keys (owner: src/server/retensi): the ADMIN's period, and the daily job's last run. */
export const RETENSI_KEY = 'retensi_dokumen';
export const RETENSI_TERAKHIR_KEY = 'retensi_dokumen_terakhir';

/** The saved period (default 90 days when unset or damaged), when it was saved, and the job's last run. */
export async function bacaRetensi(db: DbOrTx): Promise<RetensiSettingResponse> {
  const row = await bacaSetting(db, RETENSI_KEY);
  const parsed = v.safeParse(retensiSettingSchema, row?.value ?? {});
  const terakhir = v.safeParse(retensiTerakhirSchema, (await bacaSetting(db, RETENSI_TERAKHIR_KEY))?.value ?? null);
  return {
    retensi_hari: parsed.success ? parsed.output.retensi_hari : RETENSI_HARI_BAWAAN,
    diperbarui_pada: parsed.success ? (row?.updated_at.toISOString() ?? null) : null,
    terakhir: terakhir.success ? terakhir.output : null,
  };
}

export async function simpanRetensi(db: DbOrTx, retensi_hari: number): Promise<void> {
  await tulisSetting(db, RETENSI_KEY, { retensi_hari });
}

export async function catatRetensiTerakhir(db: DbOrTx, terakhir: RetensiTerakhir): Promise<void> {
  await tulisSetting(db, RETENSI_TERAKHIR_KEY, terakhir);
}
