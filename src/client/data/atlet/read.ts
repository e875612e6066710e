import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import { atletListSchema, atletSchema, atletStatsSchema, type Atlet } from '../../../domain/api-types';
import { ApiError } from '../api-error';
import * as v from 'valibot';
import { requestData, send, toApiError } from '../api';
import { getDb, type ArenaDatabase, type OutboxEntry } from '../db';
import { currentUser } from '../session';
import { useCachedRecord } from '../use-cached-record';
import { readFresh } from '../sync/deliveries';
import {
  ATLET_PREFIX,
  STATS_KEY,
  atletKunci,
  editKey,
  localIdOf,
  newKey,
  parseAtlet,
  putServerAtlet,
  replaceServerList,
  rowKey,
} from './store';
import { localView, serverView, type AtletView } from './view';
import { refusedEditOf } from './write';

const LIST_META = 'atlet:list';
const listMetaSchema = v.object({ etag: v.optional(v.string()) });

/**
 * GET /atlet into Dexie. The stored ETag makes an unchanged list a 304 without a body (venue wifi). A list
 * that was on its way while an athlete write landed may predate it, so it is asked for again.
 */
async function refreshList(db: ArenaDatabase, owner: number): Promise<true> {
  await readFresh(
    atletKunci.name,
    async () => {
      const meta = await db.records.get(LIST_META);
      const known = meta?.ownerId === owner ? v.safeParse(listMetaSchema, meta.value) : null;
      const etag = known?.success ? known.output.etag : undefined;
      const res = await send('/atlet', { headers: etag ? { 'If-None-Match': etag } : {} });
      if (res.status === 304) return undefined;
      if (res.status < 200 || res.status >= 300) throw toApiError(res);
      const body = v.safeParse(v.object({ data: atletListSchema }), res.body);
      if (!body.success) throw new ApiError(502, 'Response data tidak valid');
      return { list: body.output.data, etag: res.etag };
    },
    async ({ list, etag }) => {
      await replaceServerList(db, owner, list);
      await db.records.put({ key: LIST_META, ownerId: owner, base: null, value: { etag }, fetchedAt: Date.now() });
    },
  );
  return true;
}

const asApiError = (e: unknown) => (e instanceof ApiError ? e : e ? new ApiError(0, String((e as Error).message ?? e)) : null);

function groupEdits(entries: readonly OutboxEntry[]): Map<string, OutboxEntry[]> {
  const map = new Map<string, OutboxEntry[]>();
  for (const e of [...entries].sort((a, b) => a.seq - b.seq)) {
    if (localIdOf(e.entityKey) !== null) continue;
    map.set(e.entityKey, [...(map.get(e.entityKey) ?? []), e]);
  }
  return map;
}

const byName = new Intl.Collator('id', { sensitivity: 'base' });

const sameAthlete = (a: { nik?: string | null; nama_atlet: string }) => `${a.nik ?? ''}|${a.nama_atlet}`;

/**
 * Queued adds first (newest on top), then the server's athletes by name, each with its queued edits.
 * An add whose answer was lost on the way is already a server row (same NIK, which the server keeps
 * unique, and same name): it is shown once, as the server's row, until the replay clears the entry.
 */
export function buildList(rows: readonly Atlet[], entries: readonly OutboxEntry[]): AtletView[] {
  const edits = groupEdits(entries);
  const onServer = new Set(rows.map(sameAthlete));
  // A correction being sent replaces its refused add (same key): the athlete is listed once.
  const isAdd = (e: OutboxEntry) => localIdOf(e.entityKey) !== null;
  const correcting = new Set(entries.filter((e) => isAdd(e) && e.status !== 'rejected').map((e) => e.entityKey));
  const adds = entries
    .filter((e) => isAdd(e) && !(e.status === 'rejected' && correcting.has(e.entityKey)))
    .sort((a, b) => b.seq - a.seq)
    .map(localView)
    .filter((a) => a.rejected !== null || !onServer.has(sameAthlete(a)));
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
      db.outbox
        .where('entityKey')
        .startsWith(ATLET_PREFIX)
        .filter((e) => e.ownerId === owner)
        .toArray(),
      db.records.get(LIST_META),
    ]);
    return { rows: rows.map((r) => r.data as Atlet), entries, fetched: meta?.ownerId === owner };
  }, [owner]);

  const query = useQuery({
    queryKey: ['atlet', 'list', owner],
    enabled: owner !== null,
    queryFn: () => refreshList(db, owner as number),
  });

  const data = useMemo(
    () =>
      local && (local.fetched || local.rows.length > 0 || local.entries.length > 0) ? buildList(local.rows, local.entries) : undefined,
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

/**
 * GET /atlet/stats, kept in Dexie like any other record. The athlete resource declares it out of date
 * whenever an athlete write lands: asked again at once while a screen shows it, else when one next does.
 */
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
      const adds = await db.outbox.where('entityKey').equals(newKey(localId)).toArray();
      const entry = adds.find((e) => e.status !== 'rejected') ?? adds[0];
      if (entry) return { view: localView(entry) };
      id = parseAtlet((await db.records.get(newKey(localId)))?.value)?.id_atlet ?? null;
    }
    if (id === null) return { view: undefined, id: null };
    const [row, edits] = await Promise.all([
      db.atlet.get(rowKey(owner, id)),
      db.outbox.where('entityKey').equals(editKey(id)).sortBy('seq'),
    ]);
    const atlet = row ? parseAtlet(row.data) : null;
    return { view: atlet ? serverView(atlet, edits) : undefined, id, refusedEdit: refusedEditOf(edits) };
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
    /** An edit of this athlete the server refused (to correct or dismiss). */
    refusedEdit: local?.refusedEdit ?? null,
    isLoading: resolving,
    error,
    notFound: !resolving && data === undefined && (serverId === null || error?.status === 404 || error?.status === 400),
    refetch: () => void query.refetch(),
  };
}
