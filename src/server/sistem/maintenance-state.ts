import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { maintenanceSchema, type MaintenanceInput, type MaintenanceState } from '../../domain/schemas/sistem';
import { setting } from '../db/schema';
import type { DbOrTx } from '../db/types';

/** Key in table `setting`: { aktif, pesan, sejak }. */
export const KUNCI_MAINTENANCE = 'maintenance';

export const MAINTENANCE_MATI: MaintenanceState = { aktif: false, pesan: '', sejak: null };

/** The stored switch; anything unreadable counts as off. */
export async function bacaMaintenance(db: DbOrTx): Promise<MaintenanceState> {
  const [row] = await db.select({ value: setting.value }).from(setting).where(eq(setting.key, KUNCI_MAINTENANCE));
  const parsed = v.safeParse(maintenanceSchema, row?.value);
  return parsed.success ? parsed.output : MAINTENANCE_MATI;
}

/** Saves the switch; `sejak` is when it was turned on (kept while it stays on), null when off. */
export async function simpanMaintenance(
  db: DbOrTx,
  input: MaintenanceInput,
  now = new Date(),
): Promise<{
  sebelum: MaintenanceState;
  sesudah: MaintenanceState;
}> {
  const sebelum = await bacaMaintenance(db);
  const sesudah: MaintenanceState = {
    aktif: input.aktif,
    pesan: input.pesan,
    sejak: input.aktif ? (sebelum.aktif && sebelum.sejak ? sebelum.sejak : now.toISOString()) : null,
  };
  await db
    .insert(setting)
    .values({ key: KUNCI_MAINTENANCE, value: sesudah, updated_at: now })
    .onConflictDoUpdate({ target: setting.key, set: { value: sesudah, updated_at: now } });
  return { sebelum, sesudah };
}
