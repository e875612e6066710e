import * as v from 'valibot';
import { geserHari } from './kompetisi/tanggal-tampil';
import { statusTampil, type KompetisiTanggal } from './kompetisi/status-tampil';

/**
 * How long an athlete's identity documents are kept (UU PDP: only as long as their purpose needs). They serve
 * the eligibility check of a competition; once every competition the athlete was in has ended, they are kept
 * `retensi_hari` more days, then a daily job erases them. Photos, belt certificates, results, brackets and
 * medals are not identity documents and stay.
 */
export const DOKUMEN_IDENTITAS = ['akte_kelahiran', 'ktp'] as const;
export type DokumenIdentitas = (typeof DOKUMEN_IDENTITAS)[number];

export const RETENSI_HARI_BAWAAN = 90;
export const RETENSI_HARI_MIN = 1;
export const RETENSI_HARI_MAKS = 3650;

export const RETENSI_MSG = {
  hari: `Masa simpan harus bilangan bulat ${RETENSI_HARI_MIN}–${RETENSI_HARI_MAKS} hari`,
  tersimpan: 'Masa simpan dokumen identitas disimpan',
} as const;

export const retensiSettingSchema = v.object({
  retensi_hari: v.pipe(
    v.number(RETENSI_MSG.hari),
    v.integer(RETENSI_MSG.hari),
    v.minValue(RETENSI_HARI_MIN, RETENSI_MSG.hari),
    v.maxValue(RETENSI_HARI_MAKS, RETENSI_MSG.hari),
  ),
});
export type RetensiSetting = v.InferOutput<typeof retensiSettingSchema>;

/** The last run of the daily job, as the settings screen shows it. */
export const retensiTerakhirSchema = v.object({ waktu: v.string(), atlet: v.number(), berkas: v.number() });
export type RetensiTerakhir = v.InferOutput<typeof retensiTerakhirSchema>;

export const retensiResponseSchema = v.object({
  retensi_hari: v.number(),
  diperbarui_pada: v.nullable(v.string()),
  terakhir: v.nullable(retensiTerakhirSchema),
});
export type RetensiSettingResponse = v.InferOutput<typeof retensiResponseSchema>;

/**
 * The latest tanggal_selesai whose documents may go today: a competition that ended on day E is more than
 * `hari` days past on `today` when E < today − hari. The job's query uses it to skip everyone else.
 */
export function selesaiPalingLambat(today: string, hari: number): string {
  return geserHari(today, -hari - 1) ?? today;
}

/**
 * The last day an athlete's identity documents are kept: `hari` days after the later of the end of the last
 * competition they were entered in (any status) and the athlete's last edit (`diubah`, WIB 'YYYY-MM-DD': a
 * document uploaded after a competition, for the next one, is not erased the night it arrives). Null while one
 * of those competitions is still open (not shown as SELESAI today) or when there is none.
 */
export function batasSimpanDokumen(
  kompetisi: readonly KompetisiTanggal[],
  hari: number,
  today: string,
  diubah: string | null = null,
): string | null {
  if (kompetisi.length === 0) return null;
  if (kompetisi.some((k) => statusTampil(k, today) !== 'SELESAI')) return null;
  // 'YYYY-MM-DD' sorts as text.
  const tanggal = [...kompetisi.map((k) => k.tanggal_selesai), ...(diubah ? [diubah] : [])].sort();
  return geserHari(tanggal.at(-1), hari);
}

/** The documents are past their period on `today` (WIB 'YYYY-MM-DD'). */
export function dokumenLewatMasaSimpan(
  kompetisi: readonly KompetisiTanggal[],
  hari: number,
  today: string,
  diubah: string | null = null,
): boolean {
  const batas = batasSimpanDokumen(kompetisi, hari, today, diubah);
  return batas !== null && today > batas;
}
