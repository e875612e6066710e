import { useLiveQuery } from 'dexie-react-hooks';
import * as v from 'valibot';
import { tataLetakSchema, type TataLetak } from '../../../domain/piagam/tata-letak';
import { daftarPiagamSchema } from '../../../domain/schemas/piagam';
import { requestData } from '../api';
import { getDb } from '../db';
import { tataLetakKey, piagamKey } from '../kartu/keys';
import { storeServerValue } from '../outbox';
import { currentUser } from '../session';
import { useCachedRecord } from '../use-cached-record';

/** GET /kompetisi/{id}/piagam through Dexie: the kept copy at once (also offline), refreshed when the server answers. */
export function useDaftarPiagam(id_kompetisi: number | null) {
  return useCachedRecord(
    id_kompetisi === null ? null : piagamKey(id_kompetisi),
    `/kompetisi/${id_kompetisi ?? 0}/piagam`,
    daftarPiagamSchema,
  );
}

const atletTerbaikSchema = v.unknown();

/** PUT /kompetisi/{id}/atlet-terbaik (online only: the choice must be checked against the results on the server). */
export async function pilihAtletTerbaik(id_kompetisi: number, kategori: 'prestasi' | 'pemula', id_peserta_kompetisi: number | null) {
  const path = `/kompetisi/${id_kompetisi}/atlet-terbaik`;
  await requestData(
    path,
    atletTerbaikSchema,
    id_peserta_kompetisi === null ? { method: 'DELETE', json: { kategori } } : { method: 'PUT', json: { kategori, id_peserta_kompetisi } },
  );
}

/** This device's 'tanpa latar' layout for the competition (null: use the one the server keeps). */
export function useTataLetakLokal(id_kompetisi: number | null): TataLetak | null | undefined {
  return useLiveQuery(async () => {
    if (id_kompetisi === null) return null;
    const rec = await getDb().records.get(tataLetakKey(id_kompetisi));
    const r = v.safeParse(tataLetakSchema, rec?.value);
    return r.success ? r.output : null;
  }, [id_kompetisi]);
}

/**
 * Keeps the layout on this device at once, then on the server (PUT …/piagam/tata-letak) for the other devices.
 * Resolves true when the server has it, false when only this device does (offline).
 */
export async function simpanTataLetak(id_kompetisi: number, tata_letak: TataLetak): Promise<boolean> {
  await storeServerValue(getDb(), tataLetakKey(id_kompetisi), currentUser()?.id_akun ?? null, tata_letak);
  try {
    await requestData(`/kompetisi/${id_kompetisi}/piagam/tata-letak`, tataLetakSchema, { method: 'PUT', json: tata_letak });
    return true;
  } catch (e) {
    if (e instanceof Error && 'status' in e && (e as { status: number }).status === 0) return false;
    throw e;
  }
}
