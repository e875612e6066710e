import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import * as v from 'valibot';
import { ApiError } from './api-error';
import { requestData } from './api';
import { getDb } from './db';
import { storeServerValue } from './outbox';
import { currentUser } from './session';
import { bindQueryClient } from './sync/deliveries';

export interface CachedRead<T> {
  data: T | undefined;
  /** A write for this record is still in the outbox. */
  pending: boolean;
  isLoading: boolean;
  error: ApiError | null;
  refetch: () => void;
}

/**
 * Reads a server record through Dexie: renders what IndexedDB holds at once (also offline),
 * refreshes from the server when it can, and flags records with writes still in the outbox. Its query
 * key is ['record', key, path]: an offline resource names it to be refreshed when one of its writes lands.
 */
export function useCachedRecord<S extends v.GenericSchema>(key: string | null, path: string, schema: S): CachedRead<v.InferOutput<S>> {
  const db = getDb();
  const client = useQueryClient();
  // The delivery notifications refresh the queries a resource names through the app's one client.
  useEffect(() => bindQueryClient(client), [client]);
  const local = useLiveQuery(async () => {
    if (!key) return { value: undefined, pending: 0 };
    const [rec, pending] = await Promise.all([
      db.records.get(key),
      db.outbox
        .where('entityKey')
        .equals(key)
        .filter((e) => e.status !== 'rejected')
        .count(),
    ]);
    return { value: rec?.value, pending };
  }, [key]);

  const query = useQuery({
    queryKey: ['record', key, path],
    enabled: key !== null,
    queryFn: async () => {
      const data = await requestData(path, schema);
      await storeServerValue(db, key as string, currentUser()?.id_akun ?? null, data);
      return true;
    },
  });

  const parsed = local?.value === undefined ? undefined : v.safeParse(schema, local.value);
  const data: v.InferOutput<S> | undefined = parsed?.success ? parsed.output : undefined;
  const queryError = query.error instanceof ApiError ? query.error : query.error ? new ApiError(0, query.error.message) : null;
  return {
    data,
    pending: (local?.pending ?? 0) > 0,
    isLoading: local === undefined || (data === undefined && query.isLoading),
    error: data === undefined ? queryError : null,
    refetch: () => void query.refetch(),
  };
}

/** For record screens: the record with its pending flag folded in. */
export function withPending<T extends object>(
  read: CachedRead<T>,
): Omit<CachedRead<T>, 'data'> & {
  data: (T & { pending: boolean }) | undefined;
} {
  return { ...read, data: read.data ? { ...read.data, pending: read.pending } : undefined };
}
