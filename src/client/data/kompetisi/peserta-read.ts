import { useQuery } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import * as v from 'valibot';
import { pesertaKompetisiSchema, pesertaListResponseSchema, type PesertaKompetisi } from '../../../domain/schemas/peserta-response';
import { LIMIT_PESERTA_MAX } from '../../../domain/schemas/peserta';
import { ApiError } from '../api-error';
import { send, toApiError } from '../api';
import { getDb, type ArenaDatabase } from '../db';
import { storeServerValue } from '../outbox';
import { currentUser } from '../session';
import { readFresh } from '../sync/deliveries';
import { pesertaKunci, pesertaListKey, pesertaPrefix } from './keys';
import { buildPesertaList, type PesertaView } from './peserta-view';

const rowsSchema = v.array(pesertaKompetisiSchema);

/** Every page of GET /kompetisi/{id}/atlet (a coach's own entries: one page of 1000 in practice). */
async function fetchAll(id_kompetisi: number): Promise<PesertaKompetisi[]> {
  const rows: PesertaKompetisi[] = [];
  for (let page = 1; ; page += 1) {
    const res = await send(`/kompetisi/${id_kompetisi}/atlet?page=${page}&limit=${LIMIT_PESERTA_MAX}`);
    if (res.status < 200 || res.status >= 300) throw toApiError(res);
    const parsed = v.safeParse(pesertaListResponseSchema, res.body);
    if (!parsed.success) throw new ApiError(502, 'Gagal mengambil data atlet kompetisi');
    rows.push(...parsed.output.data);
    if (page >= parsed.output.meta.totalPages) return rows;
  }
}

/** Reads the list again when a write landed while it was on its way (it may predate that write). */
export async function refreshPeserta(db: ArenaDatabase, id_kompetisi: number): Promise<true> {
  await readFresh(
    pesertaKunci.name,
    () => fetchAll(id_kompetisi),
    (rows) => storeServerValue(db, pesertaListKey(id_kompetisi), currentUser()?.id_akun ?? null, rows),
  );
  return true;
}

export interface PesertaRead {
  data: PesertaView[] | undefined;
  isLoading: boolean;
  error: ApiError | null;
  refetch: () => void;
}

/** The coach's entries of one competition: Dexie first (also offline), queued writes on top, refreshed when online. */
export function usePesertaSaya(id_kompetisi: number): PesertaRead {
  const db = getDb();
  const local = useLiveQuery(async () => {
    const [rec, entries] = await Promise.all([
      db.records.get(pesertaListKey(id_kompetisi)),
      db.outbox.where('entityKey').startsWith(pesertaPrefix(id_kompetisi)).toArray(),
    ]);
    const rows = v.safeParse(rowsSchema, rec?.base);
    return { known: rows.success, rows: rows.success ? rows.output : [], entries };
  }, [id_kompetisi]);
  const query = useQuery({
    queryKey: ['peserta', id_kompetisi],
    queryFn: () => refreshPeserta(db, id_kompetisi),
  });
  const data =
    local && (local.known || local.entries.length > 0 || query.isError) ? buildPesertaList(local.rows, local.entries) : undefined;
  const err = query.error instanceof ApiError ? query.error : query.error ? new ApiError(0, query.error.message) : null;
  return {
    data,
    isLoading: data === undefined && (local === undefined || query.isLoading),
    error: local?.known ? null : err,
    refetch: () => void query.refetch(),
  };
}
