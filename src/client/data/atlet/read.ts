import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import { atletListSchema, atletSchema, atletStatsSchema, type Atlet } from '../../../domain/api-types';
import { ApiError } from '../api-error';
import { requestData } from '../api';
import { getDb, type OutboxEntry } from '../db';
import { currentUser } from '../session';
import { useCachedRecord } from '../use-cached-record';
import { ATLET_PREFIX, NEW_PREFIX, STATS_KEY, editKey, newKey, parseAtlet, putServerAtlet, replaceServerList, rowKey } from './store';
import { localView, serverView, type AtletView } from './view';

const LIST_META = 'atlet:list';

const asApiError = (e: unknown) => (e instanceof ApiError ? e : e ? new ApiError(0, String((e as Error).message ?? e)) : null);

function groupEdits(entries: readonly OutboxEntry[]): Map<string, OutboxEntry[]> {
  const map = new Map<string, OutboxEntry[]>();
  for (const e of [...entries].sort((a, b) => a.seq - b.seq)) {
    if (e.entityKey.startsWith(NEW_PREFIX)) continue;
    map.set(e.entityKey, [...(map.get(e.entityKey) ?? []), e]);
  }
  return map;
}

const byName = new Intl.Collator('id', { sensitivity: 'base' });

/** Queued adds first (newest on top), then the server's athletes by name, each with its queued edits. */
export function buildList(rows: readonly Atlet[], entries: readonly OutboxEntry[]): AtletView[] {
  const edits = groupEdits(entries);
  const adds = entries.filter((e) => e.entityKey.startsWith(NEW_PREFIX)).sort((a, b) => b.seq - a.seq).map(localView);
  const server = [...rows].sort((a, b) => byName.compare(a.nama_atlet, b.nama_atlet) || a.id_atlet - b.id_atlet);
  return [...adds, ...server.map((a) => serverView(a, edits.get(editKey(a.id_atlet)) ?? []))];
}

/** The athletes the account may see: Dexie first (also offline), refreshed from GET /atlet when online. */
export function useAtletList() {
  const db = getDb();
  const owner = currentUser()?.id_akun ?? null;
  const local = useLiveQuery(async () => {
    if (owner === null) return null;
    const [rows, entries, meta] = await Promise.all([
      db.atlet.where('ownerId').equals(owner).toArray(),
      db.outbox.where('entityKey').startsWith(ATLET_PREFIX).filter((e) => e.ownerId === owner).toArray(),
      db.records.get(LIST_META),
    ]);
    return { rows: rows.map((r) => r.data as Atlet), entries, fetched: meta?.ownerId === owner };
  }, [owner]);

  const query = useQuery({
    queryKey: ['atlet', 'list', owner],
    enabled: owner !== null,
    queryFn: async () => {
      const list = await requestData('/atlet', atletListSchema);
      await replaceServerList(db, owner as number, list);
      await db.records.put({ key: LIST_META, ownerId: owner, base: null, value: null, fetchedAt: Date.now() });
      return true;
    },
  });

  const data = useMemo(
    () => (local && (local.fetched || local.rows.length > 0 || local.entries.length > 0) ? buildList(local.rows, local.entries) : undefined),
    [local],
  );
  return {
    data,
    isLoading: data === undefined && (local === undefined || query.isLoading),
    isFetching: query.isFetching,
    error: data === undefined ? asApiError(query.error) : null,
    refetch: () => void query.refetch(),
  };
}

/** GET /atlet/stats, kept in Dexie like any other record. */
export function useAtletStats() {
  return useCachedRecord(currentUser() ? STATS_KEY : null, '/atlet/stats', atletStatsSchema);
}

/** One athlete by route param ('12', or 'local-<uuid>' for an add still queued or just delivered). */
export function useAtlet(idParam: string) {
  const db = getDb();
  const owner = currentUser()?.id_akun ?? null;
  const localId = idParam.startsWith('local-') ? idParam.slice(6) : null;
  const numericId = !localId && /^\d{1,10}$/.test(idParam) ? Number(idParam) : null;

  const local = useLiveQuery(async () => {
    if (owner === null) return { view: undefined };
    let id = numericId;
    if (localId) {
      const entry = await db.outbox.where('entityKey').equals(newKey(localId)).first();
      if (entry) return { view: localView(entry) };
      id = parseAtlet((await db.records.get(newKey(localId)))?.value)?.id_atlet ?? null;
    }
    if (id === null) return { view: undefined, id: null };
    const [row, edits] = await Promise.all([
      db.atlet.get(rowKey(owner, id)),
      db.outbox.where('entityKey').equals(editKey(id)).sortBy('seq'),
    ]);
    const atlet = row ? parseAtlet(row.data) : null;
    return { view: atlet ? serverView(atlet, edits) : undefined, id };
  }, [owner, localId, numericId]);

  const serverId = local?.view?.id_atlet ?? local?.id ?? null;
  const query = useQuery({
    queryKey: ['atlet', 'one', owner, serverId],
    enabled: owner !== null && serverId !== null,
    retry: (count, err) => !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 2,
    queryFn: async () => {
      try {
        await putServerAtlet(db, owner as number, await requestData(`/atlet/${serverId}`, atletSchema));
      } catch (err) {
        if (err instanceof ApiError && err.status === 404) await db.atlet.delete(rowKey(owner as number, serverId as number));
        throw err;
      }
      return true;
    },
  });

  const data = local?.view;
  const error = data === undefined ? asApiError(query.error) : null;
  const resolving = local === undefined || (data === undefined && serverId !== null && query.isLoading);
  return {
    data,
    isLoading: resolving,
    error,
    notFound: !resolving && data === undefined && (serverId === null || error?.status === 404 || error?.status === 400),
    refetch: () => void query.refetch(),
  };
}
