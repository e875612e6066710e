import * as v from 'valibot';
import { ATURAN_SCHEMA, KEJADIAN_SCHEMA, type AturanKyorugi, type KejadianBout } from '../../../domain/skor';
import type { ArenaDatabase } from '../db';
import { aturanKey, kejadianKey } from './keys';

/** Events are checked by KEJADIAN_SCHEMA before they are stored; reading back does not check them again. */
export async function bacaLog(db: ArenaDatabase, id_match: string): Promise<KejadianBout[]> {
  const rows = await db.skorKejadian.where('id_match').equals(id_match).toArray();
  return rows.map((r) => r.kejadian as KejadianBout).sort((a, b) => a.seq - b.seq);
}

/** Puts events (this device's or the server's copy) into the bout's local log; the same (perangkat, id) once. */
export async function simpanKejadian(db: ArenaDatabase, id_match: string, kejadian: readonly unknown[]): Promise<number> {
  const rows = kejadian.flatMap((k) => {
    const r = v.safeParse(KEJADIAN_SCHEMA, k);
    return r.success ? [{ key: kejadianKey(id_match, r.output.perangkat, r.output.id), id_match, kejadian: r.output }] : [];
  });
  await db.skorKejadian.bulkPut(rows);
  return rows.length;
}

export async function simpanAturan(db: ArenaDatabase, id_match: string, aturan: unknown): Promise<void> {
  const r = v.safeParse(ATURAN_SCHEMA, aturan);
  if (r.success) await db.records.put({ key: aturanKey(id_match), ownerId: null, base: r.output, value: r.output, fetchedAt: Date.now() });
}

export async function bacaAturan(db: ArenaDatabase, id_match: string): Promise<AturanKyorugi | null> {
  const rec = await db.records.get(aturanKey(id_match));
  const r = v.safeParse(ATURAN_SCHEMA, rec?.value);
  return r.success ? (r.output as AturanKyorugi) : null;
}
