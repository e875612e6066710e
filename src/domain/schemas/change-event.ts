import * as v from 'valibot';
import { MAKS_TEKAN_SIARAN, TEKAN_SIARAN_SCHEMA } from '../skor/juri-digital';

/** A change whose extent is not known (a restore, an unreadable message): anything may have changed. */
export const ANY_RESOURCE = '*';
/** More ids than this are sent as none ("any of them"): a NOTIFY payload is at most 8000 bytes. */
export const MAX_CHANGE_IDS = 100;

/**
 * What a committed write changed, as the change feed carries it to every server process (and later to the venue's
 * live screens): the resource (a precise name like 'bagan', or the write's route without its ids, e.g.
 * 'kompetisi/participants/status'), the ids it touched (empty: any of them) and its competition when known; a
 * judge's new press ('skor_tekan') also carries the press, so the court's console needs no read to count it.
 */
export const changeEventSchema = v.object({
  resource: v.pipe(v.string(), v.maxLength(120), v.regex(/^(\*|[a-z][a-z0-9_-]*(\/[a-z][a-z0-9_-]*)*)$/i)),
  ids: v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(0))), v.maxLength(MAX_CHANGE_IDS)),
  id_kompetisi: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))),
  tekan: v.optional(v.pipe(v.array(TEKAN_SIARAN_SCHEMA), v.maxLength(MAKS_TEKAN_SIARAN))),
});
export type ChangeEvent = v.InferOutput<typeof changeEventSchema>;
