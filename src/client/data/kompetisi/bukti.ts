import { useQuery } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import * as v from 'valibot';
import { alasanTolak } from '../../../domain/akses';
import { checkFile } from '../../../domain/schemas/files';
import { BUKTI_MSG, BUKTI_TRANSFER_RULE } from '../../../domain/schemas/bukti-transfer';
import { buktiTransferSchema, type BuktiTransfer } from '../../../domain/schemas/peserta-response';
import { verifikasiFields } from '../../../domain/schemas/bukti-verifikasi';
import { ApiError } from '../api-error';
import { requestData } from '../api';
import { getDb, type OutboxEntry } from '../db';
import { FILE_DOWNLOAD_MESSAGES, downloadFile, saveBlob } from '../files';
import { dismissEntry, enqueueWrite, newId, storeServerValue } from '../outbox';
import { currentUser } from '../session';
import { readFresh } from '../sync/deliveries';
import { isLocal } from '../sync/kunci';
import { buktiEntityKey, buktiKunci, buktiListKey, buktiNewKey, buktiPrefix } from './keys';
import { requireUser, settle } from './settle';

/**
 * A proof as the coach reads it, with the admin's review (status, note, when). The review fields are
 * optional so lists cached before they existed still parse: a proof without them is MENUNGGU.
 */
const buktiSchema = v.object({ ...buktiTransferSchema.entries, ...verifikasiFields });
type BuktiDibaca = v.InferOutput<typeof buktiSchema>;

export type BuktiView = BuktiDibaca & { key: string; pending: boolean; rejected: string | null; outboxId: string | null; localBlob: Blob | null };

const listSchema = v.array(buktiSchema);
const localSchema = v.object({ bukti: buktiSchema });
const hapusSchema = v.object({ dihapus: v.literal(true) });

function localView(e: OutboxEntry): BuktiView | null {
  const parsed = v.safeParse(localSchema, e.patch);
  if (!parsed.success) return null;
  const file = e.files?.find((f) => 'blob' in f);
  return {
    ...parsed.output.bukti, key: e.entityKey, pending: e.status !== 'rejected',
    rejected: e.status === 'rejected' ? (e.lastError ?? 'Ditolak server') : null,
    outboxId: e.id, localBlob: file && 'blob' in file ? file.blob : null,
  };
}

/** Queued uploads on top, then the server's proofs; a queued delete hides its proof until refused. */
export function buildBuktiList(rows: readonly BuktiDibaca[], entries: readonly OutboxEntry[]): BuktiView[] {
  const sorted = [...entries].sort((a, b) => b.seq - a.seq);
  const isAdd = (e: OutboxEntry) => {
    const ref = buktiKunci.decode(e.entityKey)?.bukti;
    return ref !== undefined && isLocal(ref);
  };
  const adds = sorted.filter(isAdd).map(localView).filter((b) => b !== null);
  const hidden = new Set(sorted.filter((e) => e.status !== 'rejected' && v.safeParse(hapusSchema, e.patch).success).map((e) => e.entityKey));
  const refused = new Map(sorted.filter((e) => e.status === 'rejected' && !isAdd(e)).map((e) => [e.entityKey, e]));
  const server = rows
    .filter((b) => !hidden.has(buktiEntityKey(b.id_kompetisi, b.id_bukti_transfer)))
    .map((b): BuktiView => {
      const r = refused.get(buktiEntityKey(b.id_kompetisi, b.id_bukti_transfer));
      return { ...b, key: `id:${b.id_bukti_transfer}`, pending: false, rejected: r ? (r.lastError ?? 'Ditolak server') : null, outboxId: r?.id ?? null, localBlob: null };
    });
  return [...adds, ...server];
}

/** The dojang's proofs for one competition: Dexie first, queued uploads and deletes on top. */
export function useBuktiTransfer(id_kompetisi: number) {
  const db = getDb();
  const id_dojang = currentUser()?.pelatih?.id_dojang ?? null;
  const local = useLiveQuery(async () => {
    const [rec, entries] = await Promise.all([
      db.records.get(buktiListKey(id_kompetisi)),
      db.outbox.where('entityKey').startsWith(buktiPrefix(id_kompetisi)).toArray(),
    ]);
    const rows = v.safeParse(listSchema, rec?.base);
    return { known: rows.success, list: buildBuktiList(rows.success ? rows.output : [], entries) };
  }, [id_kompetisi]);
  const query = useQuery({
    queryKey: ['bukti', id_kompetisi, id_dojang],
    enabled: id_dojang !== null,
    queryFn: async () => {
      // A proof uploaded or deleted while the list was on its way: the list may predate it, so it is read again.
      await readFresh(buktiKunci.name, () => requestData(`/bukti-transfer/dojang/${id_dojang}?id_kompetisi=${id_kompetisi}`, listSchema),
        (rows) => storeServerValue(db, buktiListKey(id_kompetisi), currentUser()?.id_akun ?? null, rows));
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

/** POST /bukti-transfer (multipart) through the outbox; the file waits in IndexedDB as a Blob. */
export async function uploadBukti(input: { kompetisi: { id_kompetisi: number; nama_event: string }; file: File; nama_dojang: string }) {
  const user = requireUser();
  const tolak = alasanTolak(user, 'bukti.unggah');
  if (tolak) throw new ApiError(tolak.kode === 'perlu_login' ? 401 : 403, tolak.pesan, undefined, tolak.kode);
  // Refused above already; this tells the type checker the coach profile is there.
  if (!user.pelatih) throw new ApiError(403, BUKTI_MSG.pelatihTidakDitemukan);
  const problem = checkFile({ name: input.file.name, size: input.file.size, type: input.file.type }, BUKTI_TRANSFER_RULE);
  if (problem) throw new ApiError(400, problem);
  const { id_kompetisi } = input.kompetisi;
  const bukti: BuktiTransfer = {
    id_bukti_transfer: 0, bukti_transfer_path: input.file.name, url: '', created_at: new Date().toISOString(),
    id_kompetisi, id_dojang: user.pelatih.id_dojang, id_pelatih: user.pelatih.id_pelatih,
    tb_dojang: { nama_dojang: input.nama_dojang, kota: null }, tb_pelatih: null, tb_kompetisi: { nama_event: input.kompetisi.nama_event },
  };
  const entry = await enqueueWrite(getDb(), {
    method: 'POST',
    path: '/bukti-transfer',
    files: [
      { name: 'id_kompetisi', value: String(id_kompetisi) },
      { name: 'id_dojang', value: String(user.pelatih.id_dojang) },
      { name: 'id_pelatih', value: String(user.pelatih.id_pelatih) },
      { name: 'bukti_transfer', blob: input.file, filename: input.file.name || 'bukti-transfer.jpg' },
    ],
    ownerId: user.id_akun,
    label: `Upload bukti transfer ${input.kompetisi.nama_event}`,
    entityKey: buktiNewKey(id_kompetisi, newId()),
    patch: { bukti },
    fixPath: `/dashboard/dataKompetisi/${id_kompetisi}`,
  });
  return settle(entry.id);
}

/** DELETE /bukti-transfer/{id}; a queued upload is just dropped. */
export async function hapusBukti(bukti: BuktiView) {
  const user = requireUser();
  const db = getDb();
  if (bukti.id_bukti_transfer === 0) {
    if (bukti.outboxId) await dismissEntry(db, bukti.outboxId);
    return { queued: false };
  }
  const entry = await enqueueWrite(db, {
    method: 'DELETE',
    path: `/bukti-transfer/${bukti.id_bukti_transfer}`,
    ownerId: user.id_akun,
    label: `Hapus bukti transfer ${bukti.tb_kompetisi.nama_event}`,
    entityKey: buktiEntityKey(bukti.id_kompetisi, bukti.id_bukti_transfer),
    patch: { dihapus: true },
    fixPath: `/dashboard/dataKompetisi/${bukti.id_kompetisi}`,
  });
  return settle(entry.id);
}

/** HEAD first, then the download (spec 001 §7); a proof still queued is saved from IndexedDB. */
export async function unduhBukti(bukti: BuktiView): Promise<void> {
  if (bukti.localBlob) return saveBlob(bukti.localBlob, bukti.bukti_transfer_path);
  await downloadFile(bukti.url, bukti.bukti_transfer_path, FILE_DOWNLOAD_MESSAGES);
}
