import * as v from 'valibot';
import {
  NOTIFIKASI_DEFAULT,
  notifikasiSettingSchema,
  PERISTIWA,
  PERISTIWA_LABEL,
  type NotifikasiSetting,
  type NotifikasiSettingResponse,
} from '../../domain/schemas/notifikasi';
import type { DbOrTx } from '../db/types';
import { bacaSetting, tulisSetting } from '../mail/setting-store';

/** Setting key of the Notifikasi tab (owner: src/server/notifikasi). */
export const NOTIFIKASI_KEY = 'notifikasi';

/** The saved toggles; anything missing or damaged reads as its default (on). */
export async function bacaNotifikasi(db: DbOrTx): Promise<NotifikasiSettingResponse> {
  const row = await bacaSetting(db, NOTIFIKASI_KEY);
  const parsed = v.safeParse(notifikasiSettingSchema, row?.value ?? {});
  const nilai = parsed.success ? parsed.output : NOTIFIKASI_DEFAULT;
  return { ...nilai, diperbarui_pada: row?.updated_at.toISOString() ?? null };
}

export async function simpanNotifikasi(db: DbOrTx, nilai: NotifikasiSetting): Promise<void> {
  await tulisSetting(db, NOTIFIKASI_KEY, nilai);
}

const onOff = (b: boolean) => (b ? 'aktif' : 'nonaktif');

/** The activity-log line: each toggle that changed, 'from → to'. */
export function ringkasNotifikasi(lama: NotifikasiSetting, baru: NotifikasiSetting): string {
  const bagian: string[] = [];
  if (lama.email !== baru.email) bagian.push(`Email: ${onOff(lama.email)} → ${onOff(baru.email)}`);
  if (lama.push !== baru.push) bagian.push(`Push: ${onOff(lama.push)} → ${onOff(baru.push)}`);
  for (const p of PERISTIWA) {
    if (lama.peristiwa[p] !== baru.peristiwa[p]) {
      bagian.push(`${PERISTIWA_LABEL[p].judul}: ${onOff(lama.peristiwa[p])} → ${onOff(baru.peristiwa[p])}`);
    }
  }
  return bagian.length ? `Pengaturan notifikasi diubah: ${bagian.join(', ')}` : 'Pengaturan notifikasi disimpan tanpa perubahan';
}
