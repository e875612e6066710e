import * as v from 'valibot';
import { matchBaganSchema } from '../../../domain/schemas/bagan';

/** A draw made on this device and not yet saved ('Save' queues it): kept in Dexie across reloads. */
export const drafSchema = v.object({
  id_kelas_kejuaraan: v.number(),
  participants: v.array(v.number()),
  seed: v.nullable(v.number()),
  unggulan: v.array(v.number()),
  ukuran: v.number(),
  jumlah_ronde: v.number(),
  matches: v.array(matchBaganSchema),
  /** When the draw was made (ms): sent as diundi_pada with POST /brackets. */
  dibuat_pada: v.number(),
});
export type DrafBagan = v.InferOutput<typeof drafSchema>;
