import { eq } from 'drizzle-orm';
import { setting } from '../db/schema';
import type { DbOrTx } from '../db/types';

/** One row of the `setting` table (key → jsonb), with when it was last written. */
export interface SettingRow {
  value: unknown;
  updated_at: Date;
}

export async function bacaSetting(db: DbOrTx, key: string): Promise<SettingRow | null> {
  const [row] = await db.select({ value: setting.value, updated_at: setting.updated_at }).from(setting).where(eq(setting.key, key));
  return row ?? null;
}

/** Insert or replace the value of `key`. */
export async function tulisSetting(db: DbOrTx, key: string, value: unknown): Promise<void> {
  const now = new Date();
  await db
    .insert(setting)
    .values({ key, value, updated_at: now })
    .onConflictDoUpdate({ target: setting.key, set: { value, updated_at: now } });
}

/** Insert only when `key` has no value yet (a value made once, e.g. VAPID keys); true when this call wrote it. */
export async function tulisSettingSekali(db: DbOrTx, key: string, value: unknown): Promise<boolean> {
  const rows = await db.insert(setting).values({ key, value }).onConflictDoNothing({ target: setting.key }).returning({ key: setting.key });
  return rows.length > 0;
}
