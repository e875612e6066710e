import * as v from 'valibot';
import { send } from '../api';
import type { ArenaDatabase } from '../db';
import { pathKejadian } from './keys';
import { simpanAturan, simpanKejadian } from './store';

const jawabSchema = v.object({ data: v.object({ kejadian: v.array(v.unknown()), aturan: v.unknown() }) });

/**
 * GET /partai/{id}/kejadian into the local log (a bout resumed on another tablet, or events another device sent)
 * and the rule set the server scores the bout under. Best effort: offline the local log and the category's
 * shipped rule set carry on; answers it cannot read are left out.
 */
export async function muatLogServer(db: ArenaDatabase, id_match: string): Promise<boolean> {
  const res = await send(pathKejadian(id_match));
  if (res.status < 200 || res.status >= 300) return false;
  const body = v.safeParse(jawabSchema, res.body);
  if (!body.success) return false;
  await simpanKejadian(db, id_match, body.output.data.kejadian);
  await simpanAturan(db, id_match, body.output.data.aturan);
  return true;
}
