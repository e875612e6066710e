import * as v from 'valibot';
import { KEPUTUSAN } from '../../../domain/bagan/types';

const matchSchema = v.object({
  id_match: v.string(),
  ronde: v.number(),
  posisi: v.number(),
  id_peserta_a: v.nullable(v.number()),
  id_peserta_b: v.nullable(v.number()),
  skor_a: v.number(),
  skor_b: v.number(),
  id_pemenang: v.nullable(v.number()),
  keputusan: v.nullable(v.picklist(KEPUTUSAN)),
  versi: v.number(),
});

/** A draw made on this device and not yet saved ('Save' queues it): kept in Dexie across reloads. */
export const drafSchema = v.object({
  id_kelas_kejuaraan: v.number(),
  participants: v.array(v.number()),
  seed: v.nullable(v.number()),
  unggulan: v.array(v.number()),
  ukuran: v.number(),
  jumlah_ronde: v.number(),
  matches: v.array(matchSchema),
  dibuat_pada: v.number(),
});
export type DrafBagan = v.InferOutput<typeof drafSchema>;
