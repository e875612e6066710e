import * as v from 'valibot';
import { ApiError } from '../api-error';
import { send, toApiError } from '../api';
import type { ArenaDatabase } from '../db';
import { currentUser } from '../session';
import { readFresh } from '../sync/deliveries';
import { partaiKunci } from './keys';
import { mejaLapanganSchema, type MejaLapangan } from './schema';
import { gantiLapangan } from './store';

/** GET /lapangan/{id}/partai: the court, its settings and every bout, checked. */
export async function ambilLapangan(id_lapangan: number): Promise<MejaLapangan> {
  const res = await send(`/lapangan/${id_lapangan}/partai`);
  if (res.status < 200 || res.status >= 300) throw toApiError(res);
  const body = v.safeParse(v.object({ data: mejaLapanganSchema }), res.body);
  if (!body.success) throw new ApiError(502, 'Data lapangan dari server tidak valid');
  return body.output.data;
}

/** The court into Dexie; read again when a desk write landed meanwhile (the answer may predate it). */
export async function refreshLapangan(db: ArenaDatabase, id_lapangan: number): Promise<true> {
  const ownerId = currentUser()?.id_akun;
  if (ownerId === undefined) throw new ApiError(401, 'Anda harus login terlebih dahulu');
  await readFresh(
    partaiKunci.name,
    () => ambilLapangan(id_lapangan),
    (meja) => gantiLapangan(db, ownerId, meja),
  );
  return true;
}
