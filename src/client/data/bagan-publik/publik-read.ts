import { useQuery } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import type * as v from 'valibot';
import { kompetisiBaganSchema, rekapMedaliSchema, type KompetisiBagan, type RekapMedaliResponse } from '../../../domain/schemas/bagan';
import { ApiError } from '../api-error';
import { getDb } from '../db';
import { useOnline } from '../sync/use-sync-status';
import { BAGAN_PUBLIK_PREFIX, REFRESH_PUBLIK_MS, baganPublikKey, baganPublikPath, medaliPublikKey, medaliPublikPath } from './keys';
import { bacaSalinan, idSalinanTerakhir, refreshSalinan } from './read';
import type { KeadaanSalinan } from './waktu';

export interface PublikRead<T> {
  data: T | undefined;
  /** When the copy shown was last confirmed by the server (ms); 0 without a copy. */
  fetchedAt: number;
  /** terkini: the last refresh worked; offline / gagal: showing the kept copy. */
  keadaan: KeadaanSalinan;
  isLoading: boolean;
  /** Nothing kept and the server could not be read. */
  error: ApiError | null;
  refetch: () => void;
}

/**
 * A public read of the microsite: the Dexie copy renders first (also offline), the server refreshes it when
 * online and every 30 s while the page is open and visible (TanStack pauses the interval in a hidden tab).
 */
export function usePublik<S extends v.GenericSchema>(key: string | null, path: string, schema: S): PublikRead<v.InferOutput<S>> {
  const db = getDb();
  const online = useOnline();
  const local = useLiveQuery(async () => (key ? bacaSalinan(db, key, schema) : null), [key]);
  const query = useQuery({
    queryKey: ['publik', key],
    enabled: key !== null,
    queryFn: () => refreshSalinan(db, key as string, path, schema),
    refetchInterval: REFRESH_PUBLIK_MS,
    refetchIntervalInBackground: false,
    retry: 1,
  });
  const err = query.error instanceof ApiError ? query.error : query.error ? new ApiError(0, query.error.message) : null;
  const offline = !online || err?.status === 0;
  const keadaan: KeadaanSalinan = offline ? 'offline' : err && query.isError ? 'gagal' : 'terkini';
  return {
    data: local?.data,
    fetchedAt: local?.fetchedAt ?? 0,
    keadaan,
    isLoading: key !== null && (local === undefined || (local === null && online && query.isPending)),
    error: local ? null : (err ?? (online ? null : new ApiError(0, 'Offline'))),
    refetch: () => void query.refetch(),
  };
}

/** GET /public/kompetisi/{id}/bagan: every class of the competition with its bracket (null id: not known yet). */
export function useBaganPublik(id_kompetisi: number | null): PublikRead<KompetisiBagan> {
  return usePublik(id_kompetisi === null ? null : baganPublikKey(id_kompetisi), baganPublikPath(id_kompetisi ?? 0), kompetisiBaganSchema);
}

/** GET /public/kompetisi/{id}/medali: the medal tally and the general champion per category. */
export function useMedaliPublik(id_kompetisi: number | null): PublikRead<RekapMedaliResponse> {
  return usePublik(id_kompetisi === null ? null : medaliPublikKey(id_kompetisi), medaliPublikPath(id_kompetisi ?? 0), rekapMedaliSchema);
}

/**
 * Which competition the public pages show: the featured one once known; when it cannot be known (offline,
 * list never kept), the one whose brackets this device kept last. `menunggu` while still deciding.
 */
export function useIdKompetisiPublik(featured: number | undefined, menunggu: boolean): { id: number | null; menunggu: boolean } {
  const db = getDb();
  const cari = featured === undefined && !menunggu;
  const tersimpan = useLiveQuery(async () => (cari ? idSalinanTerakhir(db, BAGAN_PUBLIK_PREFIX) : null), [cari]);
  if (featured !== undefined) return { id: featured, menunggu: false };
  return { id: cari ? (tersimpan ?? null) : null, menunggu: menunggu || tersimpan === undefined };
}
