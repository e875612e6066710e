import { useQuery } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import * as v from 'valibot';
import { kompetisiBaganSchema, type KompetisiBagan } from '../../../domain/schemas/bagan';
import { ApiError } from '../api-error';
import { send, toApiError } from '../api';
import { getDb, type ArenaDatabase } from '../db';
import { storeServerValue } from '../outbox';
import { currentUser } from '../session';
import { drafSchema, type DrafBagan } from './draf-schema';
import { readFresh } from '../sync/deliveries';
import { baganEntityKey, baganKey, baganKunci, baganPrefix, drafPrefix } from './keys';
import { buildKelasBaganView, type KelasBaganView } from './view';

/** GET /kompetisi/{id}/bagan into Dexie; read again when a bracket write landed meanwhile (the answer may predate it). */
export async function refreshBagan(db: ArenaDatabase, id_kompetisi: number): Promise<true> {
  await readFresh(
    baganKunci.name,
    async () => {
      const res = await send(`/kompetisi/${id_kompetisi}/bagan`);
      if (res.status < 200 || res.status >= 300) throw toApiError(res);
      const parsed = v.safeParse(v.object({ data: kompetisiBaganSchema }), res.body);
      if (!parsed.success) throw new ApiError(502, 'Gagal memuat bagan kompetisi');
      return parsed.output.data;
    },
    (data) => storeServerValue(db, baganKey(id_kompetisi), currentUser()?.id_akun ?? null, data),
  );
  return true;
}

export interface KompetisiBaganView {
  kompetisi: KompetisiBagan['kompetisi'];
  kelas: KelasBaganView[];
  /** When this device last heard from the server (ms). */
  fetchedAt: number;
}

export interface BaganRead {
  data: KompetisiBaganView | undefined;
  isLoading: boolean;
  error: ApiError | null;
  refetch: () => void;
}

/** Every class of the competition as this device shows it: the cached server copy, its drafts and queued writes on top. */
export async function bacaKompetisiBagan(db: ArenaDatabase, id_kompetisi: number): Promise<KompetisiBaganView | null> {
  const [rec, entries, drafs] = await Promise.all([
    db.records.get(baganKey(id_kompetisi)),
    db.outbox.where('entityKey').startsWith(baganPrefix(id_kompetisi)).toArray(),
    db.records.where('key').startsWith(drafPrefix(id_kompetisi)).toArray(),
  ]);
  const parsed = v.safeParse(kompetisiBaganSchema, rec?.base);
  if (!parsed.success) return null;
  const draf = new Map<number, DrafBagan>();
  for (const r of drafs) {
    const d = v.safeParse(drafSchema, r.value);
    if (d.success) draf.set(d.output.id_kelas_kejuaraan, d.output);
  }
  const kelas = parsed.output.kelas.map((k) => {
    const key = baganEntityKey(id_kompetisi, k.kelas.id_kelas_kejuaraan);
    return buildKelasBaganView(
      k,
      entries.filter((e) => e.entityKey === key),
      draf.get(k.kelas.id_kelas_kejuaraan) ?? null,
    );
  });
  return { kompetisi: parsed.output.kompetisi, kelas, fetchedAt: rec?.fetchedAt ?? 0 };
}

/** Every class of the competition with its bracket: Dexie first (also offline), this device's drafts and queued writes on top. */
export function useKompetisiBagan(id_kompetisi: number): BaganRead {
  const db = getDb();
  const local = useLiveQuery(async () => ({ data: await bacaKompetisiBagan(db, id_kompetisi) }), [id_kompetisi]);
  const query = useQuery({
    queryKey: ['bagan', id_kompetisi],
    queryFn: () => refreshBagan(db, id_kompetisi),
    refetchInterval: 60_000,
  });
  const data = local?.data ?? undefined;
  const err = query.error instanceof ApiError ? query.error : query.error ? new ApiError(0, query.error.message) : null;
  return {
    data,
    isLoading: data === undefined && (local === undefined || query.isLoading),
    error: data ? null : err,
    refetch: () => void query.refetch(),
  };
}
