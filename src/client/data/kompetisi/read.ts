import * as v from 'valibot';
import { kelasKejuaraanSchema } from '../../../domain/schemas/peserta-response';
import { kompetisiSchema } from '../online/kompetisi';
import { useCachedRecord, type CachedRead } from '../use-cached-record';
import { KOMPETISI_LIST_KEY, kelasKey, kompetisiKey } from './keys';

const kompetisiListSchema = v.array(kompetisiSchema);
const kelasListSchema = v.array(kelasKejuaraanSchema);

/** GET /kompetisi through Dexie: the competitions render offline too. */
export function useKompetisiSaya(): CachedRead<v.InferOutput<typeof kompetisiListSchema>> {
  return useCachedRecord(KOMPETISI_LIST_KEY, '/kompetisi', kompetisiListSchema);
}

/** GET /kompetisi/{id} through Dexie, falling back to the list's row when the detail was never read. */
export function useKompetisiDetail(id_kompetisi: number) {
  const detail = useCachedRecord(kompetisiKey(id_kompetisi), `/kompetisi/${id_kompetisi}`, kompetisiSchema);
  const list = useKompetisiSaya();
  const fromList = list.data?.find((k) => k.id_kompetisi === id_kompetisi);
  const data = detail.data ?? fromList;
  return { ...detail, data, isLoading: data === undefined && (detail.isLoading || list.isLoading), error: data ? null : detail.error };
}

/** Every class of the competition with its joins (GET /kelas/kejuaraan/{id}); the wizard works offline from it. */
export function useKelasKompetisi(id_kompetisi: number): CachedRead<v.InferOutput<typeof kelasListSchema>> {
  return useCachedRecord(kelasKey(id_kompetisi), `/kelas/kejuaraan/${id_kompetisi}`, kelasListSchema);
}
