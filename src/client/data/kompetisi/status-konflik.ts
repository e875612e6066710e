import * as v from 'valibot';
import type { OutboxEntry } from '../db';
import { isKonflikVersi } from '../sync/kode';
import { jenisPeserta } from './keys';

const STATUS = ['PENDING', 'APPROVED', 'REJECTED'] as const;

/** The patch a queued status change lays on its entry ('Setujui' / 'Tolak' at the desk, maybe offline), with the rejection's reason. */
export const statusPatchSchema = v.object({ status_baru: v.picklist(STATUS), alasan_ditolak: v.optional(v.nullable(v.string()), null) });

/** What the server answers a status change made from a status the entry no longer has (409). */
const konflikSchema = v.object({
  status: v.picklist(STATUS),
  diubah_oleh: v.nullish(v.string(), null),
  diubah_pada: v.nullish(v.string(), null),
  alasan_ditolak: v.nullish(v.string(), null),
});
export type KonflikStatus = v.InferOutput<typeof konflikSchema>;

export const isStatusWrite = (e: Pick<OutboxEntry, 'entityKey' | 'kind'>) => jenisPeserta.is(e, 'status');

/** The current value a refused status change collided with, or null when it was refused for another reason. */
export function konflikStatusOf(e: OutboxEntry): KonflikStatus | null {
  if (e.status !== 'rejected' || !isKonflikVersi(e) || !isStatusWrite(e)) return null;
  const parsed = v.safeParse(konflikSchema, e.lastData);
  return parsed.success ? parsed.output : null;
}
