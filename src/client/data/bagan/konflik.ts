import * as v from 'valibot';
import type { MatchBagan } from '../../../domain/bagan/types';
import { matchBaganSchema } from '../../../domain/schemas/bagan-match';
import type { OutboxEntry } from '../db';
import { isKonflikVersi } from '../sync/kode';
import { idMatchOfWrite } from './keys';

const konflikHasilSchema = v.object({ match: matchBaganSchema });

/** A refused result that met another device's different result (409): the match as the server holds it. */
export function konflikHasilOf(e: OutboxEntry): MatchBagan | null {
  if (e.status !== 'rejected' || !isKonflikVersi(e) || !idMatchOfWrite(e)) return null;
  const parsed = v.safeParse(konflikHasilSchema, e.lastData);
  return parsed.success ? parsed.output.match : null;
}
