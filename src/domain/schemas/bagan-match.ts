import * as v from 'valibot';
import { KEPUTUSAN } from '../bagan/types';

/** One match as the bracket answers carry it (kept apart: the sync indicator reads it on every page). */
export const matchBaganSchema = v.object({
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
