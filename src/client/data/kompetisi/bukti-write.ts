import { alasanTolak } from '../../../domain/akses';
import { checkFile } from '../../../domain/schemas/files';
import { BUKTI_MSG, BUKTI_TRANSFER_RULE } from '../../../domain/schemas/bukti-transfer';
import type { BuktiTransfer } from '../../../domain/schemas/peserta-response';
import { ApiError } from '../api-error';
import { getDb } from '../db';
import { dismissEntry, enqueueWrite, newId } from '../outbox';
import { buktiEntityKey, buktiNewKey, jenisBukti } from './keys';
import { requireUser, settle } from './settle';
import type { BuktiView } from './bukti-view';

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
    id_bukti_transfer: 0,
    bukti_transfer_path: input.file.name,
    url: '',
    created_at: new Date().toISOString(),
    id_kompetisi,
    id_dojang: user.pelatih.id_dojang,
    id_pelatih: user.pelatih.id_pelatih,
    tb_dojang: { nama_dojang: input.nama_dojang, kota: null },
    tb_pelatih: null,
    tb_kompetisi: { nama_event: input.kompetisi.nama_event },
  };
  const entry = await enqueueWrite(getDb(), {
    method: 'POST',
    path: '/bukti-transfer',
    kind: jenisBukti.kind('unggah'),
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
    kind: jenisBukti.kind('hapus'),
    ownerId: user.id_akun,
    label: `Hapus bukti transfer ${bukti.tb_kompetisi.nama_event}`,
    entityKey: buktiEntityKey(bukti.id_kompetisi, bukti.id_bukti_transfer),
    patch: { dihapus: true },
    fixPath: `/dashboard/dataKompetisi/${bukti.id_kompetisi}`,
  });
  return settle(entry.id);
}
