import * as v from 'valibot';
import { ApiError } from '../api-error';
import { send, toApiError } from '../api';
import type { ArenaDatabase } from '../db';
import { storeServerValue } from '../outbox';
import { currentUser } from '../session';
import { readFresh } from '../sync/deliveries';
import { aturKey, timbangKunci } from './keys';
import { entriPageSchema, pengaturanTimbangSchema, type EntriTimbang, type PengaturanTimbang } from './schema';
import { gantiSemua } from './store';

/** The largest page the server gives; the desk reads the whole list page by page. */
export const HALAMAN_TIMBANG = 1000;

/** A GET checked against `schema`: the whole envelope (a page: data and meta side by side) or its `data`. */
async function ambil<S extends v.GenericSchema>(path: string, schema: S, bagian: 'amplop' | 'data'): Promise<v.InferOutput<S>> {
  const res = await send(path);
  if (res.status < 200 || res.status >= 300) throw toApiError(res);
  const data = v.safeParse(v.object({ data: v.unknown() }), res.body);
  const out = v.safeParse(schema, bagian === 'amplop' ? res.body : data.success ? data.output.data : undefined);
  if (!out.success) throw new ApiError(502, 'Data penimbangan dari server tidak valid');
  return out.output;
}

/** Every weigh-in entry of the competition, page by page (GET /kompetisi/{id}/penimbangan). */
export async function ambilSemuaEntri(id_kompetisi: number): Promise<EntriTimbang[]> {
  const rows: EntriTimbang[] = [];
  for (let page = 1; ; page += 1) {
    const res = await ambil(`/kompetisi/${id_kompetisi}/penimbangan?page=${page}&limit=${HALAMAN_TIMBANG}`, entriPageSchema, 'amplop');
    rows.push(...res.data);
    if (page >= res.meta.totalPages || res.data.length === 0) return rows;
  }
}

/** The list into Dexie; read again when an attempt or decision landed meanwhile (the answer may predate it). */
export async function refreshPenimbangan(db: ArenaDatabase, id_kompetisi: number): Promise<true> {
  const ownerId = currentUser()?.id_akun;
  if (ownerId === undefined) throw new ApiError(401, 'Anda harus login terlebih dahulu');
  await readFresh(
    timbangKunci.name,
    () => ambilSemuaEntri(id_kompetisi),
    (rows) => gantiSemua(db, ownerId, id_kompetisi, rows),
  );
  return true;
}

/** The competition's weigh-in settings and classes into Dexie (GET …/penimbangan/pengaturan). */
export async function refreshPengaturan(db: ArenaDatabase, id_kompetisi: number): Promise<PengaturanTimbang> {
  const atur = await ambil(`/kompetisi/${id_kompetisi}/penimbangan/pengaturan`, pengaturanTimbangSchema, 'data');
  await storeServerValue(db, aturKey(id_kompetisi), currentUser()?.id_akun ?? null, atur);
  return atur;
}

export async function bacaPengaturan(db: ArenaDatabase, id_kompetisi: number): Promise<PengaturanTimbang | null> {
  const rec = await db.records.get(aturKey(id_kompetisi));
  const parsed = v.safeParse(pengaturanTimbangSchema, rec?.value);
  return parsed.success ? parsed.output : null;
}
