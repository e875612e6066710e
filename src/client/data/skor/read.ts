import * as v from 'valibot';
import { send } from '../api';
import type { ArenaDatabase } from '../db';
import { barisKey } from '../lapangan/keys';
import { refreshLapangan } from '../lapangan/read';
import { currentUser } from '../session';
import { pathKejadian } from './keys';
import { simpanAturan, simpanKejadian } from './store';

const jawabSchema = v.object({
  data: v.object({ id_lapangan: v.optional(v.number()), kejadian: v.array(v.unknown()), aturan: v.unknown() }),
});

/**
 * GET /partai/{id}/kejadian into the local log (a bout resumed on another tablet, or events another device sent)
 * and the rule set the server scores the bout under. A bout this device does not hold yet (the console opened by
 * its address before the court's desk) brings its court's bouts into Dexie too, as the desk would. Best effort:
 * offline the local log and the category's shipped rule set carry on; answers it cannot read are left out.
 */
export async function muatLogServer(db: ArenaDatabase, id_match: string): Promise<boolean> {
  const res = await send(pathKejadian(id_match));
  if (res.status < 200 || res.status >= 300) return false;
  const body = v.safeParse(jawabSchema, res.body);
  if (!body.success) return false;
  await simpanKejadian(db, id_match, body.output.data.kejadian);
  await simpanAturan(db, id_match, body.output.data.aturan);
  const { id_lapangan } = body.output.data;
  const ownerId = currentUser()?.id_akun;
  if (id_lapangan !== undefined && ownerId !== undefined && !(await db.partai.get(barisKey(ownerId, id_match)))) {
    await refreshLapangan(db, id_lapangan);
  }
  return true;
}
