import * as v from 'valibot';
import { buktiTransferSchema } from '../../../domain/schemas/peserta-response';
import { verifikasiFields } from '../../../domain/schemas/bukti-verifikasi';
import type { OutboxEntry } from '../db';
import { isLocal } from '../sync/kunci';
import { buktiEntityKey, buktiKunci } from './keys';

/**
 * A proof as the coach reads it, with the admin's review (status, note, when). The review fields are
 * optional so lists cached before they existed still parse: a proof without them is MENUNGGU.
 */
const buktiSchema = v.object({ ...buktiTransferSchema.entries, ...verifikasiFields });
export type BuktiDibaca = v.InferOutput<typeof buktiSchema>;

export type BuktiView = BuktiDibaca & {
  key: string;
  pending: boolean;
  rejected: string | null;
  outboxId: string | null;
  localBlob: Blob | null;
};

export const buktiListSchema = v.array(buktiSchema);
const localSchema = v.object({ bukti: buktiSchema });
const hapusSchema = v.object({ dihapus: v.literal(true) });

function localView(e: OutboxEntry): BuktiView | null {
  const parsed = v.safeParse(localSchema, e.patch);
  if (!parsed.success) return null;
  const file = e.files?.find((f) => 'blob' in f);
  return {
    ...parsed.output.bukti,
    key: e.entityKey,
    pending: e.status !== 'rejected',
    rejected: e.status === 'rejected' ? (e.lastError ?? 'Ditolak server') : null,
    outboxId: e.id,
    localBlob: file && 'blob' in file ? file.blob : null,
  };
}

/** Queued uploads on top, then the server's proofs; a queued delete hides its proof until refused. */
export function buildBuktiList(rows: readonly BuktiDibaca[], entries: readonly OutboxEntry[]): BuktiView[] {
  const sorted = [...entries].sort((a, b) => b.seq - a.seq);
  const isAdd = (e: OutboxEntry) => {
    const ref = buktiKunci.decode(e.entityKey)?.bukti;
    return ref !== undefined && isLocal(ref);
  };
  const adds = sorted
    .filter(isAdd)
    .map(localView)
    .filter((b) => b !== null);
  const hidden = new Set(
    sorted.filter((e) => e.status !== 'rejected' && v.safeParse(hapusSchema, e.patch).success).map((e) => e.entityKey),
  );
  const refused = new Map(sorted.filter((e) => e.status === 'rejected' && !isAdd(e)).map((e) => [e.entityKey, e]));
  const server = rows
    .filter((b) => !hidden.has(buktiEntityKey(b.id_kompetisi, b.id_bukti_transfer)))
    .map((b): BuktiView => {
      const r = refused.get(buktiEntityKey(b.id_kompetisi, b.id_bukti_transfer));
      return {
        ...b,
        key: `id:${b.id_bukti_transfer}`,
        pending: false,
        rejected: r ? (r.lastError ?? 'Ditolak server') : null,
        outboxId: r?.id ?? null,
        localBlob: null,
      };
    });
  return [...adds, ...server];
}
