import { useQuery } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import * as v from 'valibot';
import { BUKTI_MSG } from '../../../domain/schemas/bukti-transfer';
import { ApiError } from '../api-error';
import { requestData } from '../api';
import { getDb } from '../db';
import { FILE_DOWNLOAD_MESSAGES, downloadFile, saveBlob } from '../files';
import { storeServerValue } from '../outbox';
import { currentUser } from '../session';
import { readFresh } from '../sync/deliveries';
import { buktiListKey, buktiKunci, buktiPrefix } from './keys';
import { buildBuktiList, buktiListSchema, type BuktiView } from './bukti-view';

/** The dojang's proofs for one competition: Dexie first, queued uploads and deletes on top. */
export function useBuktiTransfer(id_kompetisi: number) {
  const db = getDb();
  const id_dojang = currentUser()?.pelatih?.id_dojang ?? null;
  const local = useLiveQuery(async () => {
    const [rec, entries] = await Promise.all([
      db.records.get(buktiListKey(id_kompetisi)),
      db.outbox.where('entityKey').startsWith(buktiPrefix(id_kompetisi)).toArray(),
    ]);
    const rows = v.safeParse(buktiListSchema, rec?.base);
    return { known: rows.success, list: buildBuktiList(rows.success ? rows.output : [], entries) };
  }, [id_kompetisi]);
  const query = useQuery({
    queryKey: ['bukti', id_kompetisi, id_dojang],
    enabled: id_dojang !== null,
    queryFn: async () => {
      // A proof uploaded or deleted while the list was on its way: the list may predate it, so it is read again.
      await readFresh(
        buktiKunci.name,
        () => requestData(`/bukti-transfer/dojang/${id_dojang}?id_kompetisi=${id_kompetisi}`, buktiListSchema),
        (rows) => storeServerValue(db, buktiListKey(id_kompetisi), currentUser()?.id_akun ?? null, rows),
      );
      return true;
    },
  });
  const err = query.error instanceof ApiError ? query.error : query.error ? new ApiError(0, BUKTI_MSG.gagalAmbil) : null;
  return {
    data: local && (local.known || local.list.length > 0 || query.isError) ? local.list : undefined,
    isLoading: local === undefined || (!local.known && query.isLoading),
    error: local?.known ? null : err,
    refetch: () => void query.refetch(),
  };
}

/** HEAD first, then the download; a proof still queued is saved from IndexedDB. */
export async function unduhBukti(bukti: BuktiView): Promise<void> {
  if (bukti.localBlob) return saveBlob(bukti.localBlob, bukti.bukti_transfer_path);
  await downloadFile(bukti.url, bukti.bukti_transfer_path, FILE_DOWNLOAD_MESSAGES);
}
